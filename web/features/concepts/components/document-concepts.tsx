import { useState } from "react";
import { ChevronDown, Lightbulb } from "lucide-react";
import type { Passage } from "@contract/concepts.ts";
import type { DocumentConcept } from "@contract/documents.ts";
import { Button } from "@web/components/ui/button.tsx";
import { cn } from "@web/lib/utils.ts";
import { CategoryBadge } from "./category-badge.tsx";
import { ConceptPassages } from "./concept-passages.tsx";

/** Concepts listed before "Show all". */
const initiallyShown = 12;

interface PassageProps {
  documentId: string;
  onSelectPassage: (passage: Passage) => void;
  /** The span shown in the content box now. */
  selected: { start: number; end: number } | null;
  contentBoxId: string;
}

function ConceptItem({ concept, documentId, onSelectPassage, selected, contentBoxId }: PassageProps & { concept: DocumentConcept }) {
  const [expanded, setExpanded] = useState(false);
  const panelId = `concept-${concept.id}-passages`;
  return (
    <li className="grid gap-2 py-3 first:pt-0 last:pb-0" data-testid="concept">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h3 className="font-semibold break-words">{concept.name}</h3>
        <CategoryBadge category={concept.category} />
      </div>
      {concept.definition ? <p className="text-sm break-words text-muted-foreground">{concept.definition}</p> : null}
      <div>
        <Button
          variant="ghost"
          size="sm"
          className="-ml-3 text-muted-foreground"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((v) => !v)}
        >
          <ChevronDown aria-hidden className={cn("transition-transform", expanded && "rotate-180")} />
          {expanded ? "Hide passages" : `Show passages (${concept.mentionCount})`}
          <span className="sr-only"> for {concept.name}</span>
        </Button>
      </div>
      {expanded ? (
        <div id={panelId}>
          <ConceptPassages conceptId={concept.id} documentId={documentId} onSelect={onSelectPassage} selected={selected} contentBoxId={contentBoxId} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * The document's concepts in salience order: name, category (coloured), definition, and on demand the passages
 * where each appears. Without concepts, why there may be none.
 */
export function DocumentConcepts({ concepts, ...passageProps }: PassageProps & { concepts: readonly DocumentConcept[] }) {
  const [showAll, setShowAll] = useState(false);
  if (concepts.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
        <Lightbulb className="size-6 text-muted-foreground" aria-hidden />
        <p className="font-medium">No concepts extracted yet</p>
        <p className="max-w-sm text-sm text-muted-foreground">
          This may be because AI processing is still in progress or the document is too short.
        </p>
      </div>
    );
  }
  const shown = showAll ? concepts : concepts.slice(0, initiallyShown);
  return (
    <div className="grid gap-3">
      <ul className="divide-y" aria-label="Concepts">
        {shown.map((concept) => (
          <ConceptItem key={concept.id} concept={concept} {...passageProps} />
        ))}
      </ul>
      {concepts.length > initiallyShown ? (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setShowAll((v) => !v)}>
          {showAll ? "Show fewer" : `Show all ${concepts.length} concepts`}
        </Button>
      ) : null}
    </div>
  );
}
