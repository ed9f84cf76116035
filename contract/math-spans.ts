/**
 * Mathematics written in a text as TeX: `$...$`, `$$...$$`, `\(...\)`, `\[...\]`, and TeX commands on their own
 * (`\mathrm{M}`, `\alpha`). It is notation, never a concept: extraction reads the text with these spans blanked, and
 * the web app shows the same spans rendered. `$` follows Pandoc's rule so prices stay text: the opening `$` has no
 * space after it, the closing one no space before it and no digit after it ("$5 and $10" is no formula).
 */

const DISPLAY = /\$\$[\s\S]{1,2000}?\$\$/g;
const INLINE = /\$(?=[^\s$])[^$\n]{0,300}?[^\s\\$]\$(?!\d)|\$[^\s$\d]\$(?!\d)/g;
const PARENTHESISED = /\\\([\s\S]{1,500}?\\\)|\\\[[\s\S]{1,2000}?\\\]/g;
/** A TeX command with its braced arguments: `\mathrm{M}`, `\frac{a}{b}`, `\odot`. */
const COMMAND = /\\[a-zA-Z]{2,}(?:\s*\{[^{}\n]{0,100}\})*/g;

/** How a piece of mathematics is written: `$$...$$`, `\(...\)` or `\[...\]`, `$...$`, or a bare TeX command. */
export type MathNotation = "display" | "parenthesised" | "inline" | "command";

export interface MathMatch {
  start: number;
  end: number;
  notation: MathNotation;
}

const patterns: ReadonlyArray<[MathNotation, RegExp]> = [
  ["display", DISPLAY],
  ["parenthesised", PARENTHESISED],
  ["inline", INLINE],
  ["command", COMMAND],
];

/** Every piece of TeX each notation finds, [start, end), in text order; pieces may overlap or nest. */
export function mathMatches(text: string): MathMatch[] {
  const matches: MathMatch[] = [];
  for (const [notation, pattern] of patterns)
    for (const match of text.matchAll(pattern))
      matches.push({ start: match.index, end: match.index + match[0].length, notation });
  return matches.sort((a, b) => a.start - b.start || b.end - a.end);
}

// The same patterns tried at one position only: a reader going left to right asks what starts where it stands.
const anchored: ReadonlyArray<[MathNotation, RegExp]> = patterns.map(([notation, pattern]) => [
  notation,
  new RegExp(pattern.source, "y"),
]);

/**
 * The longest piece of TeX that starts at `at`, or null. A Markdown reader asks this where it stands, so what it
 * already read as something else (a code span) cannot open a formula.
 */
export function mathMatchAt(text: string, at: number): MathMatch | null {
  let best: MathMatch | null = null;
  for (const [notation, pattern] of anchored) {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (match && (!best || at + match[0].length > best.end)) best = { start: at, end: at + match[0].length, notation };
  }
  return best;
}

/** Where the text writes mathematics, as [start, end) spans, in text order (overlaps merged). */
export function mathSpans(text: string): Array<[number, number]> {
  const merged: Array<[number, number]> = [];
  for (const { start, end } of mathMatches(text)) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
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
