/**
 * The spacing a rendered piece of Markdown is left with, tidied while the spans of its links follow: what a
 * removed image or footnote mark leaves ("see ![[pic.png]]." reads "see."), trailing spaces, extra blank lines.
 */
import type { NoteLink } from "./types.ts";

/** Stands where something was removed. U+FFFF is a Unicode noncharacter: never part of real text (input loses it). */
export const REMOVED = "\uffff";

export interface SpannedText {
  text: string;
  links: NoteLink[];
}

interface Edit {
  start: number;
  end: number;
  replacement: string;
}

const CLOSING_PUNCTUATION = /[.,;:!?)\]}»”’]/;

/** Removed-marks with the spaces around them, trailing spaces of lines, runs of blank lines: tidied. */
export function tidySpaces(input: SpannedText): SpannedText {
  let result = applyEdits(input, markEdits(input.text));
  result = applyEdits(result, trailingSpaceEdits(result.text));
  result = applyEdits(result, blankLineEdits(result.text));
  return { text: result.text, links: result.links.map((l) => tighten(result.text, l)).filter((l) => l.end > l.start) };
}

/** A link's span without whitespace at its ends (a link text may start or end with a removed image). */
function tighten(text: string, link: NoteLink): NoteLink {
  let { start, end } = link;
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  return { target: link.target, start, end };
}

/** The text without surrounding whitespace, links shifted (and cut to the text). */
export function trimSpanned(input: SpannedText): SpannedText {
  const text = input.text;
  let start = 0;
  let end = text.length;
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  const links = input.links
    .map((l) => ({ target: l.target, start: Math.max(l.start, start) - start, end: Math.min(l.end, end) - start }))
    .filter((l) => l.end > l.start);
  return { text: text.slice(start, end), links };
}

function isSpace(c: string | undefined): boolean {
  return c === " " || c === "\t";
}

/** A group of spaces and marks becomes nothing next to a line end or closing punctuation, else one space. */
function markEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  let from = 0;
  for (;;) {
    const mark = text.indexOf(REMOVED, from);
    if (mark < 0) return edits;
    let start = mark;
    while (start > 0 && isSpace(text[start - 1])) start--;
    let end = mark;
    while (end < text.length && (isSpace(text[end]) || text[end] === REMOVED)) end++;
    const before = start > 0 ? text[start - 1]! : "\n";
    const after = end < text.length ? text[end]! : "\n";
    const hadSpace = start < mark || /[ \t]/.test(text.slice(mark, end));
    const dropAll = before === "\n" || after === "\n" || CLOSING_PUNCTUATION.test(after) || !hadSpace;
    // A line that held only what was removed goes with its line break.
    if (before === "\n" && after === "\n" && end < text.length) end++;
    edits.push({ start, end, replacement: dropAll ? "" : " " });
    from = end;
  }
}

function trailingSpaceEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  let lineStart = 0;
  while (lineStart <= text.length) {
    const newline = text.indexOf("\n", lineStart);
    const lineEnd = newline < 0 ? text.length : newline;
    let k = lineEnd;
    while (k > lineStart && /[ \t\u00a0]/.test(text[k - 1]!)) k--;
    if (k < lineEnd) edits.push({ start: k, end: lineEnd, replacement: "" });
    if (newline < 0) break;
    lineStart = newline + 1;
  }
  return edits;
}

function blankLineEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const match of text.matchAll(/\n{3,}/g))
    edits.push({ start: match.index, end: match.index + match[0].length, replacement: "\n\n" });
  return edits;
}

/** Applies sorted, non-overlapping edits; a link's ends move with the text around them. */
function applyEdits(input: SpannedText, edits: Edit[]): SpannedText {
  if (edits.length === 0) return input;
  const parts: string[] = [];
  let copied = 0;
  for (const edit of edits) {
    parts.push(input.text.slice(copied, edit.start), edit.replacement);
    copied = edit.end;
  }
  parts.push(input.text.slice(copied));
  const shifts = new Int32Array(edits.length);
  let total = 0;
  edits.forEach((e, i) => (shifts[i] = total += e.replacement.length - (e.end - e.start)));
  // Where an old position lands: moved by every edit before it; inside an edit, at the edit's new start.
  const map = (pos: number): number => {
    let lo = 0;
    let hi = edits.length - 1;
    let last = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (edits[mid]!.start < pos) {
        last = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (last < 0) return pos;
    const edit = edits[last]!;
    if (pos >= edit.end) return pos + shifts[last]!;
    return edit.start + (last > 0 ? shifts[last - 1]! : 0);
  };
  const links = input.links
    .map((l) => ({ target: l.target, start: map(l.start), end: map(l.end) }))
    .filter((l) => l.end > l.start);
  return { text: parts.join(""), links };
}
