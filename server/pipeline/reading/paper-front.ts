/**
 * The front of a paper: its title, the author block (names, affiliations, e-mails) and what precedes the abstract
 * or the first section. Read line by line, because author blocks are short lines without blank lines between
 * them. A document with no abstract label and no section heading near its start has no front: only a title when
 * its first line reads like one.
 */
import type { Line, LineSet } from "./lines.ts";
import { isCoverPage, isFurnitureLine, isKicker } from "./furniture.ts";
import {
  isProse,
  isSectionName,
  looksLikeAffiliation,
  looksLikeAuthorLine,
  looksLikeHeading,
  startsNotice,
} from "./line-shapes.ts";
import { KEYWORDS_LABEL } from "./keyword-list.ts";
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
    if (ABSTRACT_LABEL.test(text) || KEYWORDS_LABEL.test(text)) return i;
    if (i > 0 && (isSectionName(text) || (looksLikeHeading(text) && /^(?:\d|[IVX]+\.)/.test(text)))) return i;
  }
  return -1;
}

/** Footnote marks after a title ("...on UDDI*", "Nets†"). */
const cleanTitle = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\s*[*∗†‡§¶]+$/u, "");

/** A line that may be a title: a few words, letters, no sentence ending after many words. */
function titleLike(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (words.length > 25 || text.length > 250 || !/\p{L}{2,}/u.test(text)) return false;
  if (/\.$/.test(text.trim()) && words.length > 3) return false;
  return !/@|https?:\/\//.test(text) && !startsNotice(text) && !isFurnitureLine(text);
}

/** Where the title is: the indices of its lines in reading order, and the span of lines they occupy. */
interface TitleLines {
  from: number;
  to: number;
  lines: number[];
}

/** Lines a plain text may open with before its title: the journal's furniture and a label such as "LETTERS". */
const MAX_LINES_ABOVE_TITLE = 4;

/**
 * The title lines of a plain text: the first line after the journal's furniture and a label in capitals, and the next
 * when it breaks mid-phrase.
 */
function textTitle(lines: Line[], end: number): TitleLines {
  const start = textCoverEnd(lines);
  let from = start;
  const kicker = (i: number) =>
    isLowerCaseLabel(lines[i]!.text) || (isKicker(lines[i]!.text) && (i > 0 || isKicker(lines[i + 1]?.text ?? "")));
  while (
    from < start + MAX_LINES_ABOVE_TITLE &&
    from < lines.length - 1 &&
    (isFurnitureLine(lines[from]!.text) || lines[from]!.furniture === true || kicker(from))
  )
    from++;
  const aboveAuthors = titleAboveAuthors(lines, from);
  if (aboveAuthors) return aboveAuthors;
  // Nothing above the title after all: a kicker needs furniture above it to be one ("SUMMARY" alone may be a title).
  const first = lines[from];
  if (!first || !titleLike(first.text)) return { from: 0, to: 0, lines: [] };
  let to = from + 1;
  while (to - from < 3 && to < end) {
    const previous = lines[to - 1]!.text.trim();
    const next = lines[to];
    if (!next || next.before !== "none" || !titleLike(next.text)) break;
    if (!breaksMidPhrase(previous, next.text)) break;
    to++;
  }
  return { from, to, lines: Array.from({ length: to - from }, (_, k) => from + k) };
}

/** A label in lower case over an article ("letters to nature", "insight review articles"). */
const isLowerCaseLabel = (text: string) =>
  /^\p{Ll}[\p{Ll} ]*$/u.test(text.trim()) && text.trim().split(/\s+/).length <= 3;

/**
 * A text's title found by the author line under it: a journal's labels, section names and volume lines above it are
 * the journal's ("BIOINFORMATICS / Sequence analysis / ORIGINAL PAPER / Vol. 23 ... / <title> / <authors>"). The
 * title is the run of up to three title lines right above the authors; a line of one or two words joins it only when
 * it breaks mid-phrase (otherwise it is a label: "Genetics", "Mini-Review").
 */
function titleAboveAuthors(lines: Line[], from: number): TitleLines | null {
  const titleLine = (line: Line) =>
    titleLike(line.text) &&
    !line.furniture &&
    !looksLikeAuthorLine(line.text) &&
    !looksLikeAffiliation(line.text) &&
    !isKicker(line.text) &&
    !isLowerCaseLabel(line.text) &&
    !/^\[.*\]$/.test(line.text.trim());
  for (let authors = from + 1; authors <= from + MAX_LINES_ABOVE_TITLE + 1 && authors < lines.length; authors++) {
    if (!looksLikeAuthorLine(lines[authors]!.text)) continue;
    const last = lines[authors - 1]!;
    if (!titleLine(last) || breaksMidPhrase(last.text, "") || mayBeName(last.text)) return null;
    let first = authors - 1;
    while (first > from && authors - first < 3) {
      const previous = lines[first - 1]!;
      const joins = breaksMidPhrase(previous.text, lines[first]!.text) || previous.text.trim().split(/\s+/).length >= 3;
      if (!titleLine(previous) || !joins) break;
      first--;
    }
    // A title does not start mid-phrase: a longer one than this began further up.
    if (/^\p{Ll}/u.test(lines[first]!.text.trim())) return null;
    return { from: first, to: authors, lines: Array.from({ length: authors - first }, (_, k) => first + k) };
  }
  return null;
}

/** Two or three capitalised words with nothing else may be a name the author test could not tell ("Matthew Richardson"). */
const mayBeName = (text: string) => /^\p{Lu}\p{L}+(?:\s+\p{Lu}\p{L}+){1,2}[\d*∗†‡§¶,]*$/u.test(text.trim());

/** The first of two lines stops mid-phrase ("... in the" / "lower case"): they are one title. */
const breaksMidPhrase = (first: string, next: string) =>
  /(?:\b(?:of|for|and|or|the|a|an|in|on|with|to|from|by|via|using|towards?)|[:&,-])$/i.test(first.trim()) ||
  /^\p{Ll}/u.test(next.trim());

/**
 * Where the article starts in a text converted from a paged document whose first page is the publisher's cover (its
 * lines mostly furniture): the first line of the next page, or 0.
 */
function textCoverEnd(lines: Line[]): number {
  const next = lines.findIndex((line) => line.page > 0);
  return next > 0 && isCoverPage(lines.slice(0, next)) ? next : 0;
}

/**
 * The title lines of a PDF's first page: the largest type in its upper part, clearly larger than the body, read from
 * the top (a cover page may write its lines bottom-up), with the lines right below it in the same type. A line framed
 * by furniture on both sides is the journal's name, not the title ("Contents lists available at ..." / "Environment
 * International" / "journal homepage: ...").
 */
function pdfTitle(set: LineSet, end: number): TitleLines | null {
  const { lines } = set;
  const limit = end >= 0 ? end : lines.findIndex((l) => l.page > 0);
  const framed = (i: number) => isFurnitureLine(lines[i - 1]?.text ?? "") && isFurnitureLine(lines[i + 1]?.text ?? "");
  const candidates = lines
    .slice(0, limit < 0 ? lines.length : limit)
    .map((line, i) => ({ line, i }))
    .filter(({ line, i }) => (line.height ?? 1) < 0.6 && titleLike(line.text) && !framed(i));
  const largest = Math.max(0, ...candidates.map(({ line }) => line.size ?? 0));
  if (!set.bodySize || largest < set.bodySize * 1.15) return null;
  const inType = candidates
    .filter(({ line }) => (line.size ?? 0) >= largest - 0.3)
    .sort((a, b) => (a.line.height ?? 0) - (b.line.height ?? 0));
  const first = inType[0];
  if (!first) return null;
  const chosen = [first];
  for (const next of inType.slice(1)) {
    const previous = chosen[chosen.length - 1]!.line;
    const sameType = Math.abs((next.line.size ?? 0) - (previous.size ?? 0)) < 0.3 && next.line.font === previous.font;
    // Right below: no more than two of its own line heights further down the page.
    const below = (next.line.height ?? 0) - (previous.height ?? 0);
    if (chosen.length >= 4 || !sameType || below > (3 * (previous.size ?? 12)) / 792) break;
    chosen.push(next);
  }
  const indices = chosen.map(({ i }) => i);
  return { from: Math.min(...indices), to: Math.max(...indices) + 1, lines: indices };
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

/**
 * A publisher's cover page (PDFs): its title is the article's, everything else on it is metadata, and the article
 * starts on the next page.
 */
function coverFront(set: LineSet, joinText: (lines: string[]) => string): Front | null {
  const { lines } = set;
  const firstPage = lines.filter((l) => l.page === 0);
  if (set.bodySize === null || firstPage.length === lines.length || !isCoverPage(firstPage)) return null;
  const titleRange = pdfTitle(set, firstPage.length);
  const title = titleRange ? cleanTitle(joinText(titleRange.lines.map((i) => lines[i]!.text))) : null;
  const rest = firstPage.filter((_, i) => !titleRange?.lines.includes(i));
  const pieces: Piece[] = [
    ...(title ? [{ kind: "title" as const, text: title, page: 0 }] : []),
    { kind: "metadata", text: rest.map((l) => l.text.trim()).join("\n"), page: 0 },
  ];
  return { pieces, end: firstPage.length, title, authorWords: [] };
}

export function readFront(set: LineSet, joinText: (lines: string[]) => string): Front {
  const cover = coverFront(set, joinText);
  if (cover) return cover;
  const { lines } = set;
  let end = frontEnd(set);
  const pieces: Piece[] = [];
  let title: string | null = null;
  let start = 0;

  const titleRange = set.bodySize !== null ? pdfTitle(set, end) : textTitle(lines, end >= 0 ? end : lines.length);
  if (titleRange && titleRange.to > titleRange.from) {
    // Lines above the title on the first page (a journal name, a DOI, "REVIEW ARTICLE") are metadata.
    const above = lines.slice(0, titleRange.from);
    if (above.length) pieces.push({ kind: "metadata", text: above.map((l) => l.text.trim()).join("\n"), page: 0 });
    title = cleanTitle(joinText(titleRange.lines.map((i) => lines[i]!.text)));
    pieces.push({ kind: "title", text: title, page: 0 });
    start = titleRange.to;
  }
  // In a plain text the body starts at its first paragraph of prose, whatever heading comes later ("References").
  if (set.bodySize === null && end > start) {
    const body = lines.slice(start, end).findIndex((line) => isBodyParagraph(line.text));
    if (body >= 0) end = start + body;
  }
  // A plain text without an abstract or a section near its start is a note, not a paper: no author block.
  if (end < 0 || end <= start) {
    const onlyTitle = title !== null && lines.length > start;
    // A PDF whose abstract has no label still prints its authors under the title ("Jemma Stacheleka, Weizhe Wengb,").
    const byline = onlyTitle && set.bodySize !== null ? authorLinesBelow(lines, start) : [];
    if (byline.length)
      pieces.push({ kind: "authors", text: byline.map((l) => l.text.trim()).join("\n"), page: byline[0]!.page });
    return {
      pieces: onlyTitle ? pieces : [],
      end: onlyTitle ? start + byline.length : 0,
      title: onlyTitle ? title : null,
      authorWords: capitalisedWords(byline),
    };
  }
  const between = lines.slice(start, end);
  const summary = smallTypeSummary(between, set);
  const authorLines: Line[] = [];
  for (const line of between) {
    // "emergency department" in a summary is no affiliation; an e-mail address or a link still is not summary
    if (summary.has(line) && !startsNotice(line.text) && !/@|https?:\/\//.test(line.text)) {
      pieces.push({ kind: "abstract", text: line.text.trim(), page: line.page });
    } else if (
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

/** A front's footnotes run to a few lines; this many lines of small type set alike are a summary. */
const SUMMARY_MIN_LINES = 6;

/**
 * Lines of a summary set smaller than the body and without an "Abstract" label (a journal's structured abstract
 * in 9-point type, "Study objective: ... Methods: ... Results: ..."): a run of lines of one size, in one column,
 * smaller than the body, mostly prose. Footnotes under the title are shorter.
 */
function smallTypeSummary(between: readonly Line[], set: LineSet): Set<Line> {
  const found = new Set<Line>();
  if (set.bodySize === null) return found;
  const small = (line: Line) => (line.size ?? 0) < set.bodySize! - 0.6;
  let run: Line[] = [];
  const close = () => {
    if (run.length >= SUMMARY_MIN_LINES && run.filter((l) => isProse(l.text)).length * 2 >= run.length)
      for (const line of run) found.add(line);
    run = [];
  };
  for (const line of between) {
    const last = run.at(-1);
    const alike =
      last &&
      small(line) &&
      Math.abs((line.size ?? 0) - (last.size ?? 0)) < 0.2 &&
      line.before !== "column" &&
      line.before !== "page";
    if (!alike) close();
    if (small(line)) run.push(line);
  }
  close();
  return found;
}

/** The lines right below the title that read as author names (at most 4), on the title's page. */
function authorLinesBelow(lines: readonly Line[], from: number): Line[] {
  const out: Line[] = [];
  for (let i = from; i < lines.length && out.length < 4; i++) {
    const line = lines[i]!;
    if (line.page !== lines[from]!.page || !looksLikeAuthorLine(line.text)) break;
    out.push(line);
  }
  return out;
}

/** A paragraph of a text's body: prose, and longer than any author or affiliation line. */
const isBodyParagraph = (text: string) => text.length >= 300 && isProse(text);

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
