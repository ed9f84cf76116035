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
