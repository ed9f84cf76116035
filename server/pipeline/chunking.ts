/**
 * Splits a document's text into passages for search and provenance. Every chunk knows its character span in the
 * document (so a passage can be highlighted) and its PDF page. Chunks never cross a page boundary and prefer to
 * end at a paragraph, then a sentence, then a space.
 */
import { trimSpan, type TextSpan as Span } from "./text-spans.ts";

export interface TextChunk {
  ordinal: number;
  charStart: number;
  charEnd: number;
  page: number | null;
  text: string;
}

export interface ChunkOptions {
  targetChars?: number;
  maxChars?: number;
}

/** The 1-based page that contains `offset`, given the offsets where pages start. */
export function pageAt(pageStarts: readonly number[] | null | undefined, offset: number): number | null {
  if (!pageStarts?.length) return null;
  let low = 0;
  let high = pageStarts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (pageStarts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return low + 1;
}

function splitBy(content: string, span: Span, pattern: RegExp): Span[] {
  const pieces: Span[] = [];
  const text = content.slice(span.start, span.end);
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const cut = match.index! + match[0].length;
    pieces.push({ start: span.start + last, end: span.start + cut });
    last = cut;
  }
  pieces.push({ start: span.start + last, end: span.end });
  return pieces.map((p) => trimSpan(content, p.start, p.end)).filter((p): p is Span => p !== null);
}

/** Pieces no longer than maxChars: paragraphs, else sentences, else words. */
function pieces(content: string, span: Span, maxChars: number): Span[] {
  const result: Span[] = [];
  for (const paragraph of splitBy(content, span, /\n[ \t]*\n/g)) {
    if (paragraph.end - paragraph.start <= maxChars) {
      result.push(paragraph);
      continue;
    }
    for (const sentence of splitBy(content, paragraph, /[.!?]["')\]]*\s+/g)) {
      if (sentence.end - sentence.start <= maxChars) {
        result.push(sentence);
        continue;
      }
      let start = sentence.start;
      while (start < sentence.end) {
        let end = Math.min(start + maxChars, sentence.end);
        if (end < sentence.end) {
          const space = content.lastIndexOf(" ", end);
          if (space > start + maxChars / 2) end = space;
        }
        const piece = trimSpan(content, start, end);
        if (piece) result.push(piece);
        start = end;
      }
    }
  }
  return result;
}

export function chunkText(
  content: string,
  pageStarts: readonly number[] | null,
  options: ChunkOptions = {},
): TextChunk[] {
  const targetChars = options.targetChars ?? 1000;
  const maxChars = options.maxChars ?? 1500;
  const sections: Span[] = pageStarts?.length
    ? pageStarts.map((start, i) => ({ start, end: pageStarts[i + 1] ?? content.length }))
    : [{ start: 0, end: content.length }];

  const chunks: TextChunk[] = [];
  for (const section of sections) {
    let current: Span | null = null;
    const flush = () => {
      if (!current) return;
      chunks.push({
        ordinal: chunks.length,
        charStart: current.start,
        charEnd: current.end,
        page: pageAt(pageStarts, current.start),
        text: content.slice(current.start, current.end),
      });
      current = null;
    };
    for (const piece of pieces(content, section, maxChars)) {
      if (current && piece.end - current.start > targetChars) flush();
      current = current ? { start: current.start, end: piece.end } : piece;
    }
    flush();
  }
  return chunks;
}
