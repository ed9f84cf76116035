import { sql } from "drizzle-orm";
import type { Highlight, SearchPassage } from "../../../contract/search.ts";
import type { Db } from "../../db/client.ts";
import { searchLexemes } from "../../db/search-text.ts";
import { rowsOf } from "../../db/vectors.ts";
import type { RankedDocument } from "./fusion.ts";
import type { AnalyzedQuery } from "./query.ts";

/** Characters of passage shown per result (before the "…" at cut ends). */
export const snippetChars = 240;

export interface Match {
  start: number;
  end: number;
  /** Which query term it matches (a window counts each term once) and how much it weighs (its IDF). */
  key: string;
  weight: number;
}

export interface Snippet {
  snippet: string;
  highlights: Highlight[];
  /** The shown span in the source text (without the "…"). */
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
/** Scripts Postgres cannot split into words (no spaces): matched as substrings instead of lexemes. */
const UNSEGMENTED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** Runs of those scripts (`matchAll` copies the regular expression, so sharing it keeps no state between calls). */
const UNSEGMENTED_RUN = new RegExp(`${UNSEGMENTED.source}+`, "gu");

export const hasUnsegmentedScript = (text: string) => UNSEGMENTED.test(text);

/** A word of a text, lower-cased once: the snippets step reads every word twice (its lexemes, then its matches). */
export interface Word {
  lower: string;
  start: number;
  end: number;
}

export function wordsOf(text: string): Word[] {
  return Array.from(text.matchAll(WORD), (m) => ({
    lower: m[0].toLowerCase(),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** Runs of unsegmented script in the query, and their two-character pieces (how such text is matched). */
export function unsegmentedPieces(text: string): string[] {
  const pieces = new Set<string>();
  for (const [run] of text.matchAll(UNSEGMENTED_RUN)) {
    const chars = [...run];
    if (chars.length === 1) pieces.add(run);
    for (let i = 0; i + 1 < chars.length; i++) pieces.add(chars[i]! + chars[i + 1]!);
  }
  return [...pieces].slice(0, 64);
}

/** The terms that are marked: content words of the query, or all of its words when it has only stop words. */
function markedTerms(query: AnalyzedQuery): Map<string, number> {
  const content = query.terms.filter((t) => t.content);
  return new Map((content.length ? content : query.terms).map((t) => [t.lexeme, Math.max(t.idf, 0.1)]));
}

/**
 * The lexemes of each word, from Postgres with the index's own configuration, so a word is marked exactly when it
 * stems like a query term ("studies" for "study"). Only words that could be such a form are asked about: a stem
 * starts with the word's first three letters in English (or is the whole word when shorter).
 */
async function lexemesOfWords(
  db: Db,
  texts: readonly Word[][],
  terms: Map<string, number>,
): Promise<Map<string, string[]>> {
  const prefixes = new Set([...terms.keys()].map((l) => l.slice(0, 3)));
  const short = [...terms.keys()].filter((l) => l.length < 3);
  const result = new Map<string, string[]>();
  const unknown = new Set<string>();
  for (const words of texts) {
    for (const { lower } of words) {
      if (result.has(lower) || !(prefixes.has(lower.slice(0, 3)) || short.some((l) => lower.startsWith(l)))) continue;
      const known = lexemeCache.get(lower);
      if (known) result.set(lower, known);
      else unknown.add(lower);
    }
  }
  if (unknown.size > 0) {
    const rows = await rowsOf<{ w: string; l: string[] }>(
      db,
      sql`SELECT w, tsvector_to_array(${searchLexemes(sql`w`)}) AS l FROM unnest(${sql.param([...unknown])}::text[]) AS w`,
    );
    if (lexemeCache.size + rows.length > LEXEME_CACHE_LIMIT) lexemeCache.clear();
    for (const row of rows) {
      lexemeCache.set(row.w, row.l);
      result.set(row.w, row.l);
    }
  }
  return result;
}

/**
 * Lexemes of words already asked about. Stemming depends only on the word and the (fixed) configuration, and the
 * same words come back query after query, so most snippets need no round trip for them.
 */
const lexemeCache = new Map<string, string[]>();
const LEXEME_CACHE_LIMIT = 100_000;

/** Where the query's terms occur in a text. */
export function findMatches(
  text: string,
  terms: Map<string, number>,
  lexemes: Map<string, string[]>,
  pieces: readonly string[] = [],
  words: readonly Word[] = wordsOf(text),
  everyLexeme = false,
): Match[] {
  const matches: Match[] = [];
  for (const word of words) {
    // A compound ("Tiffeneau-Index") has a lexeme per part: one marks the word; answers count every part it matches.
    const hits = lexemes.get(word.lower)?.filter((l) => terms.has(l)) ?? [];
    for (const hit of everyLexeme ? hits : hits.slice(0, 1))
      matches.push({ start: word.start, end: word.end, key: hit, weight: terms.get(hit)! });
  }
  for (const piece of pieces) {
    for (let at = text.indexOf(piece); at >= 0; at = text.indexOf(piece, at + piece.length)) {
      if (!matches.some((m) => m.start < at + piece.length && at < m.end))
        matches.push({ start: at, end: at + piece.length, key: piece, weight: 1 });
    }
  }
  return matches.sort((a, b) => a.start - b.start);
}

/** The characters `\s` matches, without a regular expression per character of the passage. */
function isSpace(code: number): boolean {
  return (
    code === 32 ||
    (code >= 9 && code <= 13) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * Where the window of `size` characters with the most query weight starts: 40 characters before one of the matches,
 * the first such start on ties; each term counts once per window. Window starts only grow and matches do not
 * overlap, so the matches inside a window are a run [left, right) whose ends only move forward: one pass over the
 * matches instead of one per window.
 */
export function bestWindowStart(matches: readonly Match[], size: number): number {
  let best = { start: 0, weight: -1 };
  const inside = new Map<string, { count: number; weight: number }>();
  const change = (m: Match, by: number) => {
    const entry = inside.get(m.key) ?? { count: 0, weight: m.weight };
    entry.count += by;
    inside.set(m.key, entry);
  };
  let left = 0;
  let right = 0;
  for (const first of matches) {
    const start = Math.max(0, first.start - 40);
    for (; left < matches.length && matches[left]!.start < start; left++) if (left < right) change(matches[left]!, -1);
    for (right = Math.max(right, left); right < matches.length && matches[right]!.end <= start + size; right++)
      change(matches[right]!, 1);
    let weight = 0;
    for (const entry of inside.values()) if (entry.count > 0) weight += entry.weight;
    if (weight > best.weight) best = { start, weight };
  }
  return best.start;
}

/**
 * A window of about `size` characters with the most query weight (each term counted once per window), starting at
 * a sentence start or a word boundary a little before its first match, with every match inside it marked.
 * Whitespace runs become one space; "…" marks a cut end. Highlight offsets are into the returned snippet.
 */
export function chooseSnippet(text: string, matches: readonly Match[], size: number = snippetChars): Snippet {
  let start = bestWindowStart(matches, size);
  let end = Math.min(text.length, start + size);
  if (text.length <= size) [start, end] = [0, text.length];
  else {
    const firstMatch = matches.find((m) => m.start >= start)?.start ?? start;
    const lookback = Math.max(0, firstMatch - 80);
    const sentenceEnd = [...text.slice(lookback, firstMatch).matchAll(/[.!?]["')\]]*\s+/g)].pop();
    if (sentenceEnd) start = lookback + sentenceEnd.index + sentenceEnd[0].length;
    else if (start > 0) {
      const space = text.slice(start, firstMatch).search(/\s/);
      start = space >= 0 ? start + space + 1 : firstMatch;
    }
    end = Math.min(text.length, start + size);
    if (end < text.length) {
      const space = text.slice(start, end).search(/\s\S*$/);
      if (space > size / 2) end = start + space;
    }
  }
  // Copy the window, collapsing whitespace, and map match offsets into the copy.
  let snippet = start > 0 ? "…" : "";
  const map = new Map<number, number>();
  for (let i = start; i < end; i++) {
    map.set(i, snippet.length);
    const ch = text[i]!;
    if (isSpace(ch.charCodeAt(0))) {
      if (!snippet.endsWith(" ") && snippet !== "…" && snippet !== "") snippet += " ";
    } else snippet += ch;
  }
  map.set(end, snippet.length);
  snippet = snippet.trimEnd();
  const highlights = matches
    .filter((m) => m.start >= start && m.end <= end)
    .map((m) => ({ start: map.get(m.start)!, end: Math.min(map.get(m.end)!, snippet.length) }))
    .filter((h) => h.end > h.start);
  if (end < text.length) snippet += "…";
  return { snippet, highlights, start, end };
}

export interface DocumentSnippet extends Snippet {
  passage: SearchPassage;
  title: string;
  documentType: string;
}

/** The snippet of each ranked document, from its best passage, with the document's title and type. */
export async function documentSnippets(
  db: Db,
  userId: string,
  ranked: readonly RankedDocument[],
  query: AnalyzedQuery,
): Promise<Map<string, DocumentSnippet>> {
  if (ranked.length === 0) return new Map();
  const rows = await rowsOf<{
    id: string;
    document_id: string;
    text: string;
    char_start: number;
    char_end: number;
    page: number | null;
    title: string;
    type: string;
  }>(
    db,
    sql`SELECT c.id, c.document_id, c.text, c.char_start, c.char_end, c.page, d.title, d.type
          FROM chunks c JOIN documents d ON d.id = c.document_id
         WHERE c.user_id = ${userId} AND d.user_id = ${userId} AND d.deleted_at IS NULL AND c.id = ANY (${sql.param(ranked.map((r) => r.chunkId))}::uuid[])`,
  );
  const matches = await matchTexts(
    db,
    rows.map((r) => r.text),
    query,
  );
  const result = new Map<string, DocumentSnippet>();
  for (const [i, row] of rows.entries()) {
    const chosen = chooseSnippet(row.text, matches[i]!);
    result.set(row.document_id, {
      ...chosen,
      title: row.title,
      documentType: row.type,
      passage: {
        chunkId: row.id,
        charStart: row.char_start,
        charEnd: row.char_end,
        snippetStart: row.char_start + chosen.start,
        snippetEnd: row.char_start + chosen.end,
        page: row.page,
      },
    });
  }
  return result;
}

/**
 * Where the query's marked terms occur in each of some texts, in one round trip for all of them. `everyLexeme`: a
 * compound word matches once per query lexeme it holds (for scoring), not once (for marking).
 */
export async function matchTexts(
  db: Db,
  texts: readonly string[],
  query: AnalyzedQuery,
  options: { everyLexeme?: boolean } = {},
): Promise<Match[][]> {
  const terms = markedTerms(query);
  const words = texts.map(wordsOf);
  const lexemes = await lexemesOfWords(db, words, terms);
  const pieces = hasUnsegmentedScript(query.text) ? unsegmentedPieces(query.text) : [];
  return texts.map((text, i) => findMatches(text, terms, lexemes, pieces, words[i], options.everyLexeme));
}
