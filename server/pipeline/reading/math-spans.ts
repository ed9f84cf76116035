/**
 * Mathematics written in a text as TeX: `$...$`, `$$...$$`, `\(...\)`, `\[...\]`, and TeX commands on their own
 * (`\mathrm{M}`, `\alpha`). It is notation, never a concept: extraction reads the text with these spans blanked.
 * `$` follows Pandoc's rule so prices stay text: the opening `$` has no space after it, the closing one no space
 * before it and no digit after it ("$5 and $10" is no formula).
 */

const DISPLAY = /\$\$[\s\S]{1,2000}?\$\$/g;
const INLINE = /\$(?=[^\s$])[^$\n]{0,300}?[^\s\\$]\$(?!\d)|\$[^\s$\d]\$(?!\d)/g;
const PARENTHESISED = /\\\([\s\S]{1,500}?\\\)|\\\[[\s\S]{1,2000}?\\\]/g;
/** A TeX command with its braced arguments: `\mathrm{M}`, `\frac{a}{b}`, `\odot`. */
const COMMAND = /\\[a-zA-Z]{2,}(?:\s*\{[^{}\n]{0,100}\})*/g;

/** Where the text writes mathematics, as [start, end) spans, in text order (overlaps merged). */
export function mathSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const pattern of [DISPLAY, PARENTHESISED, INLINE, COMMAND])
    for (const match of text.matchAll(pattern)) spans.push([match.index, match.index + match[0].length]);
  spans.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

/** The text with its mathematics blanked (same length and line breaks, so offsets still hold). */
export function withoutMath(text: string): string {
  if (!/[$\\]/.test(text)) return text;
  let out = "";
  let at = 0;
  for (const [start, end] of mathSpans(text)) {
    out += text.slice(at, start) + text.slice(start, end).replace(/[^\n]/g, " ");
    at = end;
  }
  return out + text.slice(at);
}
