// The words on which two nearly identical statements differ ("increases" / "reduces", "not"), so the card can
// mark them. Only worth marking when the statements share most of their words; otherwise nothing is marked.

export interface WordRange {
  start: number;
  end: number;
}

const wordPattern = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

function words(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(wordPattern)].map((m) => ({
    word: m[0].toLowerCase(),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** Adjacent ranges (separated only by spaces) are joined, so "does not" is one mark. */
function merge(text: string, ranges: WordRange[]): WordRange[] {
  const merged: WordRange[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && /^\s*$/.test(text.slice(last.end, range.start))) last.end = range.end;
    else merged.push({ ...range });
  }
  return merged;
}

/**
 * For each statement, the ranges of its words that the other lacks. Empty for both when either side differs in
 * more than `maxDiffering` words or in more than a third of its words (then the marks would be noise).
 */
export function differingWords(a: string, b: string, maxDiffering = 4): [WordRange[], WordRange[]] {
  const wa = words(a);
  const wb = words(b);
  const inA = new Set(wa.map((w) => w.word));
  const inB = new Set(wb.map((w) => w.word));
  const onlyA = wa.filter((w) => !inB.has(w.word));
  const onlyB = wb.filter((w) => !inA.has(w.word));
  const tooMany = (only: unknown[], all: unknown[]) => only.length > maxDiffering || only.length * 3 > all.length;
  if (
    wa.length === 0 ||
    wb.length === 0 ||
    tooMany(onlyA, wa) ||
    tooMany(onlyB, wb) ||
    onlyA.length + onlyB.length === 0
  )
    return [[], []];
  return [merge(a, onlyA), merge(b, onlyB)];
}

export interface TextPiece {
  text: string;
  marked: boolean;
}

/** Cuts `text` into plain and marked pieces (ranges sorted and not overlapping). */
export function markPieces(text: string, ranges: readonly WordRange[]): TextPiece[] {
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const { start, end } of ranges) {
    if (start > at) pieces.push({ text: text.slice(at, start), marked: false });
    if (end > start) pieces.push({ text: text.slice(start, end), marked: true });
    at = Math.max(at, end);
  }
  if (at < text.length) pieces.push({ text: text.slice(at), marked: false });
  return pieces;
}
