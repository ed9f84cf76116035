/**
 * Statements: the sentences of a document that mention at least one of its concepts, with their exact spans.
 * They are what contradiction detection compares across documents.
 */
import type { Extraction, Span } from "../extract/types.ts";

export interface StatementCandidate extends Span {
  text: string;
  /** Keys of the extracted concepts mentioned in the sentence. */
  conceptKeys: string[];
}

const ABBREVIATIONS = /\b(?:e\.g|i\.e|et al|etc|vs|fig|figs|eq|no|dr|mr|mrs|ms|prof|approx|ca|cf|resp)\.$/i;

/** Sentence spans: ends at . ! ? followed by space and a capital, digit or quote, or at a blank line. */
export function sentenceSpans(text: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  const push = (end: number) => {
    let s = start;
    let e = end;
    while (s < e && /\s/.test(text[s]!)) s++;
    while (e > s && /\s/.test(text[e - 1]!)) e--;
    if (e > s) spans.push({ start: s, end: e });
    start = end;
  };
  const boundary = /([.!?]["')\]]*)\s+(?=["'([]?[A-Z0-9])|\n\s*\n/g;
  for (const match of text.matchAll(boundary)) {
    const end = match.index! + (match[1]?.length ?? 0);
    if (match[1] && ABBREVIATIONS.test(text.slice(Math.max(start, end - 8), end))) continue;
    push(match[1] ? end : match.index!);
  }
  push(text.length);
  return spans;
}

const MIN_CHARS = 20;
const MAX_CHARS = 600;

/** The document's sentences that mention a concept, with the concepts they mention. */
export function findStatements(text: string, extraction: Extraction): StatementCandidate[] {
  const sentences = sentenceSpans(text).filter((s) => s.end - s.start >= MIN_CHARS && s.end - s.start <= MAX_CHARS);
  const keysBySentence = new Map<number, Set<string>>();
  for (const concept of extraction.concepts) {
    for (const mention of concept.mentions) {
      // binary search for the sentence holding the mention
      let low = 0;
      let high = sentences.length - 1;
      while (low <= high) {
        const mid = (low + high) >> 1;
        const s = sentences[mid]!;
        if (mention.start < s.start) high = mid - 1;
        else if (mention.start >= s.end) low = mid + 1;
        else {
          if (!keysBySentence.has(mid)) keysBySentence.set(mid, new Set());
          keysBySentence.get(mid)!.add(concept.key);
          break;
        }
      }
    }
  }
  return [...keysBySentence]
    .sort((a, b) => a[0] - b[0])
    .map(([index, keys]) => {
      const span = sentences[index]!;
      return { ...span, text: text.slice(span.start, span.end), conceptKeys: [...keys] };
    });
}
