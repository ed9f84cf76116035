import { useId } from "react";
import { Combine, Lightbulb } from "lucide-react";
import { Link } from "wouter";
import type { ConceptSuggestion, SuggestionSide } from "@contract/concept-changes.ts";
import { Button } from "@web/components/ui/button.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { graphConceptPath } from "@web/features/graph/links.ts";
import { documentPath } from "@web/lib/routes.ts";
import { CategoryBadge } from "./category-badge.tsx";
import { HighlightedText } from "./highlighted-text.tsx";

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** One side of a pair: its name, category, definition, counts and the first passage that names it, the name marked. */
function Side({ side }: { side: SuggestionSide }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-2 rounded-lg border bg-surface p-4"
      data-testid="suggestion-side"
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h3 id={headingId} className="font-semibold [overflow-wrap:anywhere]">
          <Link href={graphConceptPath(side.id)} className="hover:underline">
            {side.name}
          </Link>
        </h3>
        <CategoryBadge category={side.category} />
      </div>
      <p className="text-xs text-muted-foreground">
        {count(side.mentionCount, "mention", "mentions")} in {count(side.documentCount, "document", "documents")}
      </p>
      {side.definition ? (
        <p className="text-sm [overflow-wrap:anywhere]">{side.definition}</p>
      ) : (
        <p className="text-sm text-muted-foreground">No definition found.</p>
      )}
      {side.passage ? (
        <figure className="grid gap-1 border-l-2 pl-3 text-sm">
          <blockquote className="leading-relaxed whitespace-pre-line [overflow-wrap:anywhere]">
            <HighlightedText
              text={side.passage.text}
              start={side.passage.highlightStart}
              end={side.passage.highlightEnd}
            />
          </blockquote>
          <figcaption className="text-xs text-muted-foreground">
            From{" "}
            <Link href={documentPath(side.passage.documentId)} className="font-medium text-foreground hover:underline">
              {side.passage.documentTitle}
            </Link>
          </figcaption>
        </figure>
      ) : null}
    </section>
  );
}

/** A probable duplicate: why it looks like one concept, both sides, "Merge" (the user chooses the name) or "Keep apart". */
export function SuggestionCard({
  suggestion,
  onMerge,
  onKeepApart,
  busy,
}: {
  suggestion: ConceptSuggestion;
  onMerge: () => void;
  onKeepApart: () => void;
  /** "Keep apart" is on its way. */
  busy: boolean;
}) {
  const [a, b] = suggestion.concepts;
  return (
    <li
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs sm:p-5"
      data-testid="suggestion"
      aria-label={`${a.name} and ${b.name}`}
    >
      <p className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="suggestion-reason">
        <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          <span className="sr-only">Why they look like one concept: </span>
          {suggestion.reason}
        </span>
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        <Side side={a} />
        <Side side={b} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onMerge} aria-haspopup="dialog" disabled={busy}>
          <Combine /> Merge
        </Button>
        <Button variant="outline" size="sm" onClick={onKeepApart} disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Spinner /> : null}
          Keep apart
        </Button>
      </div>
    </li>
  );
}
