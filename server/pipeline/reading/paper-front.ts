/**
 * The front of a paper: its title, the author block (names, affiliations, e-mails) and what precedes the abstract
 * or the first section. Read line by line, because author blocks are short lines without blank lines between
 * them. A document with no abstract label and no section heading near its start has no front: only a title when
 * its first line reads like one.
 */
import type { Line, LineSet } from "./lines.ts";
import { isProse, isSectionName, looksLikeAffiliation, looksLikeHeading, startsNotice } from "./line-shapes.ts";
import type { Piece } from "./pieces.ts";

export interface Front {
  pieces: Piece[];
  /** Index of the first line after the front. */
  end: number;
  title: string | null;
  /** Capitalised words of the author block: names and affiliations, never concepts of this document. */
  authorWords: string[];
}

/** How far into a plain text the abstract or first section may start. */
const TEXT_FRONT_LINES = 80;

const ABSTRACT_LABEL = /^(?:abstract|summary)\b\s*(?:[.:—–-]|$)/i;

/** Where the front ends: the abstract's label or the first section heading, on the first page. */
function frontEnd(set: LineSet): number {
  const { lines } = set;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (set.bodySize === null ? i >= TEXT_FRONT_LINES : line.page > 0) break;
    const text = line.text.trim();
    if (ABSTRACT_LABEL.test(text) || /^(?:keywords|key words|index terms)\b/i.test(text)) return i;
    if (i > 0 && (isSectionName(text) || (looksLikeHeading(text) && /^(?:\d|[IVX]+\.)/.test(text)))) return i;
  }
  return -1;
}

/** Footnote marks after a title ("...on UDDI*", "Nets†"). */
const cleanTitle = (text: string) =>
  text
    .replace(/[*∗†‡§¶]+$/u, "")
    .replace(/\s+/g, " ")
    .trim();

/** A line that may be a title: a few words, letters, no sentence ending after many words. */
function titleLike(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (words.length > 25 || text.length > 250 || !/\p{L}{2,}/u.test(text)) return false;
  if (/\.$/.test(text.trim()) && words.length > 3) return false;
  return !/@|https?:\/\//.test(text) && !startsNotice(text);
}

/** The title lines at the start of a plain text: the first line, and the next when the first breaks mid-phrase. */
function textTitle(lines: Line[], end: number): number {
  const first = lines[0];
  if (!first || !titleLike(first.text)) return 0;
  let count = 1;
  while (count < 3 && count < end) {
    const previous = lines[count - 1]!.text.trim();
    const next = lines[count];
    if (!next || next.before !== "none" || !titleLike(next.text)) break;
    const breaksMidPhrase =
      /\b(?:of|for|and|or|the|a|an|in|on|with|to|from|by|via|using|towards?|:|-)$/i.test(previous) ||
      /^\p{Ll}/u.test(next.text.trim());
    if (!breaksMidPhrase) break;
    count++;
  }
  return count;
}

/** The title lines of a PDF's first page: the largest type in its upper part, clearly larger than the body. */
function pdfTitle(set: LineSet, end: number): { from: number; to: number } | null {
  const { lines } = set;
  const limit = end >= 0 ? end : lines.findIndex((l) => l.page > 0);
  const candidates = lines
    .slice(0, limit < 0 ? lines.length : limit)
    .map((line, i) => ({ line, i }))
    .filter(({ line }) => (line.height ?? 1) < 0.6 && titleLike(line.text));
  const largest = Math.max(0, ...candidates.map(({ line }) => line.size ?? 0));
  if (!set.bodySize || largest < set.bodySize * 1.15) return null;
  const first = candidates.find(({ line }) => (line.size ?? 0) >= largest - 0.3);
  if (!first) return null;
  let to = first.i + 1;
  while (
    to < lines.length &&
    to - first.i < 4 &&
    Math.abs((lines[to]!.size ?? 0) - largest) < 0.3 &&
    lines[to]!.before !== "gap"
  )
    to++;
  return { from: first.i, to };
}

/** Capitalised words of author lines, without the words every affiliation shares. */
function capitalisedWords(lines: Line[]): string[] {
  const out = new Set<string>();
  for (const line of lines) {
    for (const match of line.text.matchAll(/\p{Lu}[\p{L}'’-]+/gu)) {
      const word = match[0].replace(/['’]s$/, "");
      if (
        word.length >= 2 &&
        !/^(?:University|Universit[äéy]|Institute|Department|School|College|Laboratory|Research|Science|Sciences|Computer|Engineering|The|And|Of|For|In|At|Inc|Corp|Center|Centre|Faculty|National|Technology|Abstract)$/i.test(
          word,
        )
      )
        out.add(word);
    }
  }
  return [...out];
}

export function readFront(set: LineSet, joinText: (lines: string[]) => string): Front {
  const { lines } = set;
  const end = frontEnd(set);
  const pieces: Piece[] = [];
  let title: string | null = null;
  let start = 0;

  const titleRange =
    set.bodySize !== null ? pdfTitle(set, end) : { from: 0, to: textTitle(lines, end >= 0 ? end : lines.length) };
  if (titleRange && titleRange.to > titleRange.from) {
    // Lines above the title on the first page (a journal name, a DOI, "REVIEW ARTICLE") are metadata.
    const above = lines.slice(0, titleRange.from);
    if (above.length) pieces.push({ kind: "metadata", text: above.map((l) => l.text.trim()).join("\n"), page: 0 });
    title = cleanTitle(joinText(lines.slice(titleRange.from, titleRange.to).map((l) => l.text)));
    pieces.push({ kind: "title", text: title, page: 0 });
    start = titleRange.to;
  }
  // A plain text without an abstract or a section near its start is a note, not a paper: no author block.
  if (end < 0 || end < start) {
    const onlyTitle = title !== null && lines.length > start;
    return {
      pieces: onlyTitle ? pieces : [],
      end: onlyTitle ? start : 0,
      title: onlyTitle ? title : null,
      authorWords: [],
    };
  }
  const between = lines.slice(start, end);
  const authorLines: Line[] = [];
  for (const line of between) {
    if (
      startsNotice(line.text) ||
      (set.bodySize !== null &&
        (line.size ?? 0) < set.bodySize - 0.6 &&
        !looksLikeAffiliation(line.text) &&
        isProse(line.text))
    ) {
      pieces.push({ kind: "footnote", text: line.text.trim(), page: line.page });
    } else if (
      isProse(line.text) &&
      line.text.length > 60 &&
      !looksLikeAffiliation(line.text) &&
      set.bodySize !== null
    ) {
      pieces.push({ kind: "abstract", text: line.text.trim(), page: line.page });
    } else {
      authorLines.push(line);
    }
  }
  if (authorLines.length)
    pieces.splice(title ? pieces.findIndex((p) => p.kind === "title") + 1 : 0, 0, {
      kind: "authors",
      text: authorLines.map((l) => l.text.trim()).join("\n"),
      page: 0,
    });
  return { pieces: mergeAbstractLines(pieces, joinText), end, title, authorWords: capitalisedWords(authorLines) };
}

/** Consecutive abstract lines found in the front (an unlabelled abstract) become one block. */
function mergeAbstractLines(pieces: Piece[], joinText: (lines: string[]) => string): Piece[] {
  const out: Piece[] = [];
  for (const piece of pieces) {
    const last = out[out.length - 1];
    if (last && last.kind === "abstract" && piece.kind === "abstract") last.text = joinText([last.text, piece.text]);
    else out.push({ ...piece });
  }
  return out;
}
