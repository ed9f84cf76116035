import { mathSpans } from "@contract/math-spans.ts";
import { TextWithMath } from "@web/lib/math/math-text.tsx";
import { widenToMath } from "@web/lib/math/text-parts.ts";
import { clampRange } from "../highlight.ts";

/**
 * Text with one span marked and its mathematics typeset. Built from text nodes, a <mark> element and KaTeX's output
 * (never HTML from the server), so whatever a document contains is shown as text. A span that reaches into a
 * formula marks all of it, so the formula stays whole.
 */
export function HighlightedText({ text, start, end }: { text: string; start: number; end: number }) {
  const clamped = clampRange(text.length, start, end);
  if (!clamped) return <TextWithMath text={text} />;
  const range = /[$\\]/.test(text) ? widenToMath(mathSpans(text), clamped) : clamped;
  return (
    <>
      <TextWithMath text={text.slice(0, range.start)} />
      <mark className="rounded-sm bg-amber-200 px-0.5 text-inherit dark:bg-amber-400/30 dark:text-amber-50">
        <TextWithMath text={text.slice(range.start, range.end)} />
      </mark>
      <TextWithMath text={text.slice(range.end)} />
    </>
  );
}
