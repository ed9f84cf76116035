import { stemmer } from "stemmer";
import { isStopWord } from "./stop-words.ts";

/** A content word of a text: its Porter stem and its position among all the text's words. */
interface ContentWord {
  stem: string;
  position: number;
}

const stemCache = new Map<string, string>();
const stemOf = (word: string): string => {
  let stem = stemCache.get(word);
  if (stem === undefined) {
    stem = stemmer(word);
    stemCache.set(word, stem);
  }
  return stem;
};

/** Lower-cased words, stop words dropped, stemmed; positions count every word, stop words included. */
export function contentWords(text: string): ContentWord[] {
  const out: ContentWord[] = [];
  let position = 0;
  for (const match of text.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0];
    if (!isStopWord(word)) out.push({ stem: stemOf(word), position });
    position++;
  }
  return out;
}

/** The share of a definition's content words that must be found, and the stretch they must fit in. */
export function groundingNeeds(contentWordCount: number): { need: number; window: number } {
  const need = Math.ceil(0.6 * contentWordCount);
  return { need, window: 2 * need + 6 };
}

/** Length of the longest common subsequence of two stem sequences. */
function longestCommonSubsequence(a: readonly string[], b: readonly string[]): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    const row = new Array<number>(b.length + 1).fill(0);
    for (let j = 0; j < b.length; j++) row[j + 1] = x === b[j] ? previous[j]! + 1 : Math.max(previous[j + 1]!, row[j]!);
    previous = row;
  }
  return previous[b.length]!;
}

/** Positions of every content stem of one text. */
type PostingList = Map<string, number[]>;

function postings(text: string): PostingList {
  const index: PostingList = new Map();
  for (const { stem, position } of contentWords(text)) {
    const list = index.get(stem);
    if (list) list.push(position);
    else index.set(stem, [position]);
  }
  return index;
}

/**
 * Whether `need` of the definition's stems occur in order within `window` consecutive words of this text. Only
 * stretches holding enough of the stems at all get the exact subsequence check, which keeps it fast.
 */
function groundedIn(index: PostingList, stems: readonly string[], need: number, window: number): boolean {
  // Each definition word that the text has at all can give at most one match.
  let present = 0;
  for (const stem of stems) if (index.has(stem)) present++;
  if (present < need) return false;

  const multiplicity = new Map<string, number>();
  for (const stem of stems) multiplicity.set(stem, (multiplicity.get(stem) ?? 0) + 1);
  const hits: Array<{ position: number; stem: string }> = [];
  for (const stem of multiplicity.keys()) for (const position of index.get(stem) ?? []) hits.push({ position, stem });
  hits.sort((x, y) => x.position - y.position);

  // Slide a window of `window` words over the hits; `reachable` bounds the subsequence length inside it.
  const inWindow = new Map<string, number>();
  let reachable = 0;
  let end = 0;
  for (let start = 0; start < hits.length; start++) {
    while (end < hits.length && hits[end]!.position < hits[start]!.position + window) {
      const stem = hits[end]!.stem;
      const count = inWindow.get(stem) ?? 0;
      if (count === 0) reachable += multiplicity.get(stem)!;
      inWindow.set(stem, count + 1);
      end++;
    }
    if (
      reachable >= need &&
      longestCommonSubsequence(
        stems,
        hits.slice(start, end).map((h) => h.stem),
      ) >= need
    )
      return true;
    const leaving = hits[start]!.stem;
    const count = inWindow.get(leaving)! - 1;
    inWindow.set(leaving, count);
    if (count === 0) reachable -= multiplicity.get(leaving)!;
  }
  return false;
}

/**
 * The texts of one account (the set's own texts and what Mnemo extracted from each document), indexed once so
 * thousands of definitions can be checked against megabytes of text.
 */
export class GroundingIndex {
  private readonly texts: PostingList[] = [];
  private readonly verdicts = new Map<string, boolean>();

  add(text: string): void {
    if (text.trim()) this.texts.push(postings(text));
  }

  /**
   * Whether a definition is grounded: 60 % (rounded up) of its content words occur in order within a stretch of
   * 2 x that many + 6 words of some text. A definition with no content word has nothing to ground it.
   */
  isGrounded(definition: string): boolean {
    const cached = this.verdicts.get(definition);
    if (cached !== undefined) return cached;
    const stems = contentWords(definition).map((w) => w.stem);
    const { need, window } = groundingNeeds(stems.length);
    let grounded = false;
    if (stems.length > 0) {
      for (const index of this.texts) {
        if (groundedIn(index, stems, need, window)) {
          grounded = true;
          break;
        }
      }
    }
    this.verdicts.set(definition, grounded);
    return grounded;
  }
}
