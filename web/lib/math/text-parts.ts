import { mathSpans } from "@contract/math-spans.ts";

/** A part of a text: plain words, or a span of mathematics in its TeX source. */
export interface TextPart {
  text: string;
  math: boolean;
}

/** The text cut into plain and mathematical parts, by the rule extraction uses (contract/math-spans.ts). */
export function mathParts(text: string): TextPart[] {
  if (!/[$\\]/.test(text)) return text ? [{ text, math: false }] : [];
  const parts: TextPart[] = [];
  let at = 0;
  for (const [start, end] of mathSpans(text)) {
    if (start > at) parts.push({ text: text.slice(at, start), math: false });
    parts.push({ text: text.slice(start, end), math: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), math: false });
  return parts;
}

/**
 * A range widened so that neither end falls inside a span of mathematics (`spans` in text order, not
 * overlapping): a mark that would cut a formula covers all of it, so the formula is still shown rendered.
 */
export function widenToMath(
  spans: ReadonlyArray<readonly [number, number]>,
  range: { start: number; end: number },
): { start: number; end: number } {
  let { start, end } = range;
  for (const [from, to] of spans) {
    if (from >= end) break;
    if (from < start && start < to) start = from;
    if (from < end && end < to) end = to;
  }
  return { start, end };
}
