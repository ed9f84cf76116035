import { useState } from "react";
import { ChevronDown, Lightbulb } from "lucide-react";
import type { DocumentConcept } from "@contract/documents.ts";
import { Button } from "@web/components/ui/button.tsx";
import type { DocumentBlock } from "@contract/documents.ts";
import { blockAt, sentenceAround } from "@web/features/documents/reading.ts";
import { TextWithMath } from "@web/lib/math/math-text.tsx";
import { cn } from "@web/lib/utils.ts";
import { CategoryBadge } from "./category-badge.tsx";
import { ConceptPassages } from "./concept-passages.tsx";

/** Concepts listed before "Show all". */
const initiallyShown = 12;

type Span = { charStart: number; charEnd: number };

interface ItemProps {
  content: string;
  blocks: readonly DocumentBlock[];
  documentId: string;
  /** Shows a span of the text (a passage, or the sentence that names the concept). */
  onSelect: (span: Span) => void;
  /** The span marked in the text now. */
  selected: { start: number; end: number } | null;
  /** The id of the text the buttons control. */
  textId: string;
}

/** The sentence where the document names a concept without a definition; choosing it marks it in the text. */
function NamingSentence({
  concept,
  content,
  blocks,
  onSelect,
  selected,
  textId,
}: Omit<ItemProps, "documentId"> & { concept: DocumentConcept }) {
  const span = concept.firstMention!;
  const sentence = sentenceAround(content, span, blockAt(blocks, span) ?? undefined);
  const current = selected?.start === span.charStart && selected.end === span.charEnd;
  return (
    <button
      type="button"
      onClick={() => onSelect(span)}
      aria-controls={textId}
      aria-pressed={current}
      className={cn(
        "rounded-md text-left text-sm leading-relaxed text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring [overflow-wrap:anywhere]",
        current && "text-foreground",
      )}
      data-testid="concept-context"
    >
      <span className="sr-only">In this document: </span>“<TextWithMath text={sentence.before} />
      <strong className="font-semibold text-foreground">{sentence.name}</strong>
      <TextWithMath text={sentence.after} />”<span className="sr-only"> (show in the text)</span>
    </button>
  );
}

function ConceptItem({
  concept,
  content,
  blocks,
  documentId,
  onSelect,
  selected,
  textId,
}: ItemProps & { concept: DocumentConcept }) {
  const [expanded, setExpanded] = useState(false);
  const panelId = `concept-${concept.id}-passages`;
  return (
    <li className="grid gap-1.5 py-3 first:pt-0 last:pb-0" data-testid="concept">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h3 className="font-semibold [overflow-wrap:anywhere]">{concept.name}</h3>
        <CategoryBadge category={concept.category} />
      </div>
      {concept.definition ? (
        <p className="text-sm [overflow-wrap:anywhere]" data-testid="concept-definition">
          {concept.definition}
        </p>
      ) : concept.firstMention ? (
        <NamingSentence
          concept={concept}
          content={content}
          blocks={blocks}
          onSelect={onSelect}
          selected={selected}
          textId={textId}
        />
      ) : null}
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
          <ConceptPassages
            conceptId={concept.id}
            documentId={documentId}
            onSelect={onSelect}
            selected={selected}
            contentBoxId={textId}
          />
        </div>
      ) : null}
    </li>
  );
}

/**
 * The document's concepts in salience order: name, category (coloured), the definition or else the sentence that
 * names the concept, and on demand the passages where each appears. Without concepts, why there may be none.
 */
export function DocumentConcepts({ concepts, ...itemProps }: ItemProps & { concepts: readonly DocumentConcept[] }) {
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
          <ConceptItem key={concept.id} concept={concept} {...itemProps} />
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
