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
 * "Stachelek et al. found that", "According to Huang (2022),", "We show that": who reports the statement, not what
 * it says. A note cites the paper it restates; marking "Stachelek et al." against "We" would hide the real difference.
 */
const REPORT_OPENING =
  /^\s*(?:(?:according to|in)\s+[^,]{2,80},\s*|(?:\p{Lu}[\p{L}'’-]+(?:\s+et al\.?|\s+(?:and|&)\s+\p{Lu}[\p{L}'’-]+)?(?:\s*\(?(?:19|20)\d\d[a-z]?\)?)?|we|they|the authors|our (?:results|findings|data))\s+(?:\p{Ll}+ly\s+)?(?:find|finds|found|show|shows|showed|report|reports|reported|note|notes|noted|observe|observes|observed|write|writes|wrote|demonstrate|demonstrates|demonstrated|conclude|concludes|concluded|argue|argues|argued)\s+(?:that\s+)?)/iu;

const reported = (text: string) => words(text).filter((w) => w.start >= (REPORT_OPENING.exec(text)?.[0].length ?? 0));

/** The words of `a` and of `b` outside their longest common subsequence: changed, added or moved. */
function unaligned<T extends { word: string }>(a: readonly T[], b: readonly T[]): [T[], T[]] {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i]![j] =
        a[i]!.word === b[j]!.word ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const onlyA: T[] = [];
  const onlyB: T[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i]!.word === b[j]!.word) {
      i++;
      j++;
    } else if (j >= b.length || (i < a.length && table[i + 1]![j]! >= table[i]![j + 1]!)) onlyA.push(a[i++]!);
    else onlyB.push(b[j++]!);
  }
  return [onlyA, onlyB];
}

/**
 * For each statement, the ranges of its words the other lacks or has elsewhere ("TP ... TN" / "TN ... TP"), leaving
 * out who reports it. Empty for both when either side differs in more than `maxDiffering` words or in more than a
 * third of its words (then the marks would be noise).
 */
export function differingWords(a: string, b: string, maxDiffering = 4): [WordRange[], WordRange[]] {
  const wa = reported(a);
  const wb = reported(b);
  const [onlyA, onlyB] = unaligned(wa, wb);
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
