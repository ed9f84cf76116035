import { useEffect, useMemo, useRef } from "react";
import { contentBlocks } from "../segments.ts";

export interface ContentHighlight {
  start: number;
  end: number;
}

/**
 * The full content in a scrollable box (max height 24rem), PDF pages marked. `highlight` marks a span (a passage
 * the reader picked) and scrolls the box to it; a new highlight object scrolls again even for the same span.
 * Rendered as text nodes and one <mark>: the content is never parsed as HTML.
 */
export function DocumentContent({
  content,
  pageStarts,
  highlight,
  boxId,
}: {
  content: string;
  pageStarts: readonly number[] | null;
  highlight: ContentHighlight | null;
  boxId: string;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const blocks = useMemo(() => contentBlocks(content, pageStarts, highlight), [content, pageStarts, highlight]);

  useEffect(() => {
    const box = boxRef.current;
    const mark = box?.querySelector("mark");
    if (!box || !mark || !highlight) return;
    const top = mark.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
    const smooth = !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    box.scrollTo({ top: Math.max(0, top - box.clientHeight / 3), behavior: smooth ? "smooth" : "auto" });
    // Bring the box itself into view when the page is scrolled elsewhere (narrow screens stack it above).
    const rect = box.getBoundingClientRect();
    if (rect.bottom < 0 || rect.top > window.innerHeight) box.scrollIntoView({ block: "nearest", behavior: smooth ? "smooth" : "auto" });
  }, [highlight]);

  if (!content.trim()) {
    return (
      <p id={boxId} className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
        No text yet.
      </p>
    );
  }
  return (
    <div
      ref={boxRef}
      id={boxId}
      tabIndex={0}
      role="region"
      aria-label="Document content"
      className="max-h-96 overflow-y-auto rounded-lg border bg-surface p-4 text-sm leading-relaxed break-words whitespace-pre-wrap outline-none focus-visible:ring-2 focus-visible:ring-ring"
      data-testid="document-content"
    >
      {blocks.map((block, index) => (
        <div key={index} className={block.page !== null && index > 0 ? "mt-4 border-t pt-3" : undefined}>
          {block.page !== null ? (
            <span className="mb-1 block text-xs font-medium tracking-wide text-muted-foreground uppercase select-none" data-page={block.page}>
              Page {block.page}
            </span>
          ) : null}
          {block.pieces.map((piece, i) =>
            piece.highlighted ? (
              <mark key={i} className="rounded-sm bg-amber-200 text-inherit ring-2 ring-amber-300 dark:bg-amber-400/30 dark:text-amber-50 dark:ring-amber-400/40" data-testid="content-highlight">
                {piece.text}
              </mark>
            ) : (
              piece.text
            ),
          )}
        </div>
      ))}
    </div>
  );
}
