/** A part of a text: [start, end) in UTF-16 offsets. */
export interface TextSpan {
  start: number;
  end: number;
}

/** [start, end) of `text` without the white space at either end; null when nothing else is in it. */
export function trimSpan(text: string, start: number, end: number): TextSpan | null {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(text[s]!)) s++;
  while (e > s && /\s/.test(text[e - 1]!)) e--;
  return e > s ? { start: s, end: e } : null;
}

/**
 * Where `offset` falls among spans in text order (binary search): `index`, the span that holds it, or -1 when none
 * does; `next`, the first span that starts after it.
 */
export function locateOffset<T>(
  spans: readonly T[],
  offset: number,
  bounds: (span: T) => readonly [start: number, end: number],
): { index: number; next: number } {
  let low = 0;
  let high = spans.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const [start, end] = bounds(spans[mid]!);
    if (offset < start) high = mid - 1;
    else if (offset >= end) low = mid + 1;
    else return { index: mid, next: mid + 1 };
  }
  return { index: -1, next: low };
}
