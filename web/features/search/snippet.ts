import { mathSpans } from "@contract/math-spans.ts";
import type { Highlight } from "@contract/search.ts";
import { widenToMath } from "@web/lib/math/text-parts.ts";

export interface SnippetPart {
  text: string;
  marked: boolean;
}

/**
 * The snippet cut into plain and marked parts from the server's highlight ranges (UTF-16 offsets into the snippet,
 * end exclusive). Ranges are clamped to the text, sorted and merged, so a malformed list can never drop or repeat
 * text: joining the parts always gives the snippet back. A range that reaches into a formula covers all of it, so
 * the formula stays whole and is shown typeset. The parts are rendered as text nodes (and KaTeX's output for their
 * mathematics), never as HTML.
 */
export function snippetParts(snippet: string, highlights: readonly Highlight[]): SnippetPart[] {
  const math = /[$\\]/.test(snippet) ? mathSpans(snippet) : [];
  const ranges = highlights
    .map((h) => ({
      start: Math.max(0, Math.min(snippet.length, h.start)),
      end: Math.max(0, Math.min(snippet.length, h.end)),
    }))
    .filter((h) => h.end > h.start)
    .map((h) => widenToMath(math, h))
    .sort((a, b) => a.start - b.start);
  const parts: SnippetPart[] = [];
  let at = 0;
  for (const range of ranges) {
    const start = Math.max(at, range.start);
    if (range.end <= start) continue;
    if (start > at) parts.push({ text: snippet.slice(at, start), marked: false });
    const last = parts.at(-1);
    // Ranges that touch (two-character pieces of Chinese or Japanese text) become one mark.
    if (last?.marked && start === at) last.text += snippet.slice(start, range.end);
    else parts.push({ text: snippet.slice(start, range.end), marked: true });
    at = range.end;
  }
  if (at < snippet.length) parts.push({ text: snippet.slice(at), marked: false });
  return parts;
}
