import { clampRange } from "../highlight.ts";

/**
 * Text with one span marked. Built from text nodes and a <mark> element only (never HTML from the server), so
 * whatever a document contains is shown as text.
 */
export function HighlightedText({ text, start, end }: { text: string; start: number; end: number }) {
  const range = clampRange(text.length, start, end);
  if (!range) return <>{text}</>;
  return (
    <>
      {text.slice(0, range.start)}
      <mark className="rounded-sm bg-amber-200 px-0.5 text-inherit dark:bg-amber-400/30 dark:text-amber-50">
        {text.slice(range.start, range.end)}
      </mark>
      {text.slice(range.end)}
    </>
  );
}
