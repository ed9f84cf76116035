import type { Highlight } from "@contract/search.ts";
import { TextWithMath } from "@web/lib/math/math-text.tsx";
import { cn } from "@web/lib/utils.ts";
import { snippetParts } from "../snippet.ts";

/**
 * A result's snippet with the words that matched the query in <mark> elements and its mathematics typeset. The
 * snippet is the user's own text: it is split into text nodes by the server's ranges and never parsed as HTML.
 */
export function HighlightedSnippet({
  snippet,
  highlights,
  className,
}: {
  snippet: string;
  highlights: readonly Highlight[];
  className?: string;
}) {
  return (
    <p
      className={cn("text-sm leading-relaxed break-words text-muted-foreground", className)}
      data-testid="result-snippet"
    >
      {snippetParts(snippet, highlights).map((part, i) =>
        part.marked ? (
          <mark
            key={i}
            className="rounded-sm bg-amber-200/80 px-0.5 text-foreground dark:bg-amber-400/30 dark:text-amber-50"
          >
            <TextWithMath text={part.text} />
          </mark>
        ) : (
          <TextWithMath key={i} text={part.text} />
        ),
      )}
    </p>
  );
}
