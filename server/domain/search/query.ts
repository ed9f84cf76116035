import { sql } from "drizzle-orm";
import { searchLimits } from "../../../contract/search.ts";
import type { Db } from "../../db/client.ts";
import { searchLexemes } from "../../db/search-text.ts";
import { rowsOf } from "../../db/vectors.ts";

/** One lexeme of the query, with how many of the user's chunks contain it. */
export interface QueryTerm {
  lexeme: string;
  /** Chunks of the user that contain the lexeme (0: none, it cannot match). */
  df: number;
  /** BM25's inverse document frequency, ln(1 + (N - df + 0.5) / (df + 0.5)). */
  idf: number;
  /** False for English stop words ("the", "of"): they rank, but are not highlighted or used to find concepts. */
  content: boolean;
}

export interface AnalyzedQuery {
  /** The query as searched: trimmed, cut to `searchLimits.searchedChars`. */
  text: string;
  truncated: boolean;
  terms: QueryTerm[];
  /** The user's number of chunks and their average length in characters (BM25's N and avgdl). */
  chunkCount: number;
  averageChars: number;
  /** Chunks of every user, as the planner's statistics estimate them (at least `chunkCount`). */
  allChunks: number;
}

/** C0 controls other than tab and line breaks, and DEL. */
const isControl = (ch: string) => {
  const code = ch.charCodeAt(0);
  return (code < 0x20 && !"\t\n\r\f\v".includes(ch)) || code === 0x7f;
};

/** The query cut to the searched length at a word boundary (when there is one near the cut). */
export function cutQuery(
  query: string,
  max: number = searchLimits.searchedChars,
): { text: string; truncated: boolean } {
  // Postgres text cannot hold NUL; other control characters are harmless but mean nothing to search.
  const text = [...query]
    .map((ch) => (isControl(ch) ? " " : ch))
    .join("")
    .trim();
  if (text.length <= max) return { text, truncated: false };
  let cut = text.slice(0, max);
  // Never split a surrogate pair (an emoji) in two.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const space = cut.search(/\s\S*$/);
  return { text: (space > max * 0.8 ? cut.slice(0, space) : cut).trim(), truncated: true };
}

/**
 * An author-year citation's parenthesis: "(Smith, 2003)", "(Henchcliffe and Beal 2008)", "(e.g., Ota et al., 2009;
 * Owen et al., 2000a)": it starts with a capitalised name (after an optional "see" or "e.g.") and ends with a year.
 * "(in 2019)" or "(n = 2020)" are not citations and stay.
 */
const authorYearCitation = /\((?:(?:see|e\.g\.|cf\.),?\s+)?\p{Lu}[^()]*?\b(?:1[89]|20)\d\d[a-z]?\s*\)/gu;

/**
 * The words of a query that are matched lexically: the query without its citation markers, which citing sentences
 * carry and the passages they point to do not. "et al." ("as Smith et al. showed"): its two words are common enough
 * in papers' own reference lists to pull those passages up. Author-year parentheses: the names and years match
 * other texts' reference lists, not the cited passage. On the search evaluation set leaving each out raised Recall@3
 * (docs/BENCHMARKS.md). A query that is nothing else is kept whole.
 */
export function lexicalText(text: string): string {
  const stripped = text.replace(authorYearCitation, " ").replace(/\bet\s+al\b\.?/gi, " ");
  return /[\p{L}\p{N}]/u.test(stripped) ? stripped : text;
}

export function inverseDocumentFrequency(chunkCount: number, df: number): number {
  return Math.log(1 + (chunkCount - df + 0.5) / (df + 0.5));
}

/**
 * The query's lexemes as Postgres sees them (`mnemo_search_text` and the `mnemo_english` configuration, exactly as
 * the chunks' search vectors are made, so both sides split and stem alike; the user's text is data, never tsquery
 * syntax) with their document frequencies from the user's statistics, in one round trip.
 */
export async function analyzeQuery(db: Db, userId: string, query: string): Promise<AnalyzedQuery> {
  const { text, truncated } = cutQuery(query);
  const words = lexicalText(text);
  const [row] = await rowsOf<{
    n: number;
    chars: number;
    all_chunks: number | null;
    terms: Array<[string, number, boolean]> | string | null;
  }>(
    db,
    sql`WITH english AS (SELECT tsvector_to_array(to_tsvector('english', mnemo_search_text(${words}))) AS lexemes)
        SELECT coalesce(s.chunk_count, 0) AS n, coalesce(s.total_chars, 0) AS chars,
               (SELECT reltuples FROM pg_class WHERE oid = 'chunks'::regclass) AS all_chunks,
               (SELECT json_agg(json_build_array(l.lexeme, coalesce(t.chunk_count, 0), l.lexeme = ANY (e.lexemes)))
                  FROM unnest(tsvector_to_array(${searchLexemes(sql`${words}`)})) AS l(lexeme)
                  CROSS JOIN english e
                  LEFT JOIN search_terms t ON t.user_id = ${userId} AND t.lexeme = l.lexeme) AS terms
          FROM (SELECT 1) AS one LEFT JOIN search_stats s ON s.user_id = ${userId}`,
  );
  const chunkCount = Number(row?.n ?? 0);
  const raw =
    typeof row?.terms === "string" ? (JSON.parse(row.terms) as Array<[string, number, boolean]>) : (row?.terms ?? []);
  const terms = raw.map(([lexeme, df, content]) => ({
    lexeme,
    df: Number(df),
    idf: inverseDocumentFrequency(chunkCount, Number(df)),
    content: Boolean(content),
  }));
  // reltuples is -1 before the first ANALYZE; the user's own count is a floor either way.
  const allChunks = Math.max(chunkCount, Number(row?.all_chunks ?? 0));
  return {
    text,
    truncated,
    terms,
    chunkCount,
    averageChars: chunkCount > 0 ? Number(row?.chars ?? 0) / chunkCount : 0,
    allChunks,
  };
}

/** The terms that can match something: present in at least one of the user's chunks. */
export const matchableTerms = (query: AnalyzedQuery): QueryTerm[] => query.terms.filter((t) => t.df > 0);

/** The IDF of each matchable term, by lexeme: what BM25 reads. */
export const idfByLexeme = (query: AnalyzedQuery): Map<string, number> =>
  new Map(matchableTerms(query).map((t) => [t.lexeme, t.idf]));

/**
 * A tsquery literal matching any of the lexemes, built from lexemes (never from the user's text): each one quoted,
 * with `'` doubled and `\` escaped, so no character of a query can become tsquery syntax.
 */
export function anyLexemeQuery(lexemes: readonly string[]): string {
  return lexemes.map((lexeme) => `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`).join(" | ");
}
