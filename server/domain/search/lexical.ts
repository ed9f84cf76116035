import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chunkSimilarity, rowsOf, type QueryVector, type VectorSql } from "../../db/vectors.ts";
import { anyLexemeQuery, idfByLexeme, matchableTerms, type AnalyzedQuery, type QueryTerm } from "./query.ts";

/**
 * BM25 over chunks. k1 and b were chosen on the search evaluation set from a plateau (k1 3-5, b 0.5-0.7 all within
 * 0.005 Recall@3), not a peak: a high k1 keeps term frequency nearly linear, which mattered there (binary term
 * frequency lost 0.19), as passages that are about a query's topic repeat its words.
 */
export const bm25 = { k1: 3.5, b: 0.6 } as const;

/**
 * Candidate generation reads at most about this many postings: the rarest query terms are taken (rarest first)
 * while their document frequencies add up to no more than this, and every chunk containing one of them is scored
 * with all query terms. On the evaluation set (3,214 chunks) 400-500 lost at most 0.002 Recall@3 against scoring
 * every match; it bounds the rows read per query whatever the collection size (each costs ~10 µs in PGlite).
 */
export const candidatePostings = 400;
/**
 * Hard cap on generated candidates, for a query whose rarest term alone is in more chunks than the budget. Equal to
 * the budget: on the evaluation set it never binds (the same Recall@3 as 600), and at 100,000 passages, where it
 * binds for most queries, each candidate costs ~20 µs of CPU in PGlite, so 600 made the lexical step half the time.
 */
export const candidateLimit = 400;

export interface ScoredChunk {
  chunkId: string;
  documentId: string;
  /** BM25 of the chunk for all query terms (0 when it shares none). */
  bm25: number;
  /** Cosine similarity to the query vector, null without one (or for a chunk of another embedding model). */
  similarity: number | null;
  /** For substring matches (scripts without spaces): the share of the query's pieces found, used instead of BM25. */
  share?: number;
  /** The query's terms in the chunk and how often each occurs (so the chunks of one document can be read together). */
  frequencies?: Map<string, number>;
  /** Characters. */
  length?: number;
}

/** The terms whose postings generate candidates: rarest first, within the budget, at least one. */
export function generationTerms(terms: readonly QueryTerm[], budget = candidatePostings): QueryTerm[] {
  const sorted = [...terms].filter((t) => t.df > 0).sort((a, b) => a.df - b.df || (a.lexeme < b.lexeme ? -1 : 1));
  const chosen: QueryTerm[] = [];
  let postings = 0;
  for (const term of sorted) {
    if (chosen.length > 0 && postings + term.df > budget) break;
    chosen.push(term);
    postings += term.df;
  }
  return chosen;
}

export interface LexicalInput {
  userId: string;
  query: AnalyzedQuery;
  queryVector: QueryVector | null;
  /** Extra condition on chunk row `c` (the selected project), or undefined for all the user's documents. */
  scope: SQL | undefined;
  /** Chunks to score as well (the vector search's neighbours), so every candidate has both signals. */
  alsoChunkIds: readonly string[];
}

/**
 * Term frequencies from the text form of a filtered tsvector (`'lexeme':1A,5A 'other':3A`): lexemes are quoted with
 * `'` doubled and `\` escaping the next character, positions separated by commas (each with an optional weight
 * letter); a lexeme without positions counts once. Read character by character: this runs for every candidate of
 * every search, and a regular expression over the whole text cost ~2 ms per search at 400 candidates.
 */
export function termFrequencies(tsvector: string): Map<string, number> {
  const frequencies = new Map<string, number>();
  const n = tsvector.length;
  let i = 0;
  while (i < n) {
    if (tsvector[i] !== "'") {
      i++;
      continue;
    }
    let lexeme = "";
    let from = ++i;
    for (; i < n; i++) {
      const ch = tsvector[i];
      if (ch === "\\") {
        lexeme += tsvector.slice(from, i) + (tsvector[i + 1] ?? "");
        from = ++i + 1;
      } else if (ch === "'") {
        if (tsvector[i + 1] === "'") {
          lexeme += tsvector.slice(from, i + 1);
          from = ++i + 1;
        } else break;
      }
    }
    lexeme += tsvector.slice(from, i);
    i++; // the closing quote
    let count = 1;
    if (tsvector[i] === ":") for (; i < n && tsvector[i] !== " "; i++) if (tsvector[i] === ",") count++;
    frequencies.set(lexeme, count);
  }
  return frequencies;
}

/** BM25 of one chunk from its term frequencies and character length. */
export function bm25Score(
  frequencies: Map<string, number>,
  length: number,
  idf: Map<string, number>,
  averageChars: number,
): number {
  const norm = bm25.k1 * (1 - bm25.b + (bm25.b * length) / Math.max(1, averageChars));
  let score = 0;
  for (const [lexeme, tf] of frequencies) {
    const weight = idf.get(lexeme);
    if (weight !== undefined) score += (weight * tf * (bm25.k1 + 1)) / (tf + norm);
  }
  return score;
}

/**
 * Lexical candidates and their scores. The GIN index on `search_vector` finds the chunks containing the generating
 * terms; then every candidate (and every extra chunk) gets BM25 over all query terms from its stored search vector:
 * `setweight` marks the query's lexemes and `ts_filter` keeps only them, so the database sends just the query's
 * terms with their positions (their count is the term frequency) and the arithmetic happens here, which is several
 * times cheaper than doing it row by row in SQL inside PGlite. Chunk length is its character count
 * (`char_end - char_start`: no text is read). Both parts project their rows where they find them (one pass over
 * each chunk row, no second lookup by id and no sort to merge them): a chunk found by both comes twice and is kept
 * once here.
 */
export async function lexicalCandidates(db: Db, vectors: VectorSql, input: LexicalInput): Promise<ScoredChunk[]> {
  const { query } = input;
  const terms = matchableTerms(query);
  const generating = generationTerms(terms);
  if (generating.length === 0 && input.alsoChunkIds.length === 0) return [];
  const scope = input.scope ? sql` AND ${input.scope}` : sql``;
  const similarity = input.queryVector ? chunkSimilarity(vectors, "c", input.queryVector) : sql`NULL::float8`;
  const columns = sql`c.id, c.document_id, c.char_end - c.char_start AS length,
    ts_filter(setweight(c.search_vector, 'A', ${sql.param(terms.map((t) => t.lexeme))}::text[]), '{a}')::text AS terms,
    ${similarity} AS similarity`;
  const parts: SQL[] = [];
  if (generating.length) {
    parts.push(sql`(SELECT ${columns} FROM chunks c
      WHERE c.user_id = ${input.userId} AND c.search_vector @@ ${anyLexemeQuery(generating.map((t) => t.lexeme))}::tsquery${scope} LIMIT ${candidateLimit})`);
  }
  if (input.alsoChunkIds.length) {
    parts.push(
      sql`(SELECT ${columns} FROM chunks c WHERE c.user_id = ${input.userId} AND c.id = ANY (${sql.param([...input.alsoChunkIds])}::uuid[])${scope})`,
    );
  }
  const rows = await rowsOf<{
    id: string;
    document_id: string;
    length: number;
    terms: string;
    similarity: number | null;
  }>(db, sql.join(parts, sql` UNION ALL `));
  const idf = idfByLexeme(query);
  const scored = new Map<string, ScoredChunk>();
  for (const r of rows) {
    if (scored.has(r.id)) continue;
    const frequencies = termFrequencies(r.terms);
    const length = Number(r.length);
    scored.set(r.id, {
      chunkId: r.id,
      documentId: r.document_id,
      frequencies,
      length,
      bm25: bm25Score(frequencies, length, idf, query.averageChars),
      similarity: r.similarity == null ? null : Number(r.similarity),
    });
  }
  return [...scored.values()];
}

/** Substring candidates examined at most (they need a scan of the user's passages, so keep the answer bounded). */
export const substringLimit = 50;

/**
 * Candidates for text in scripts written without spaces (Chinese, Japanese, Thai...), which Postgres's parser
 * keeps as one token per run: passages containing any two-character piece of the query, ranked by the share of
 * pieces they contain. This scans the user's passages (no index serves it), so it runs only for such queries.
 */
export async function substringCandidates(
  db: Db,
  userId: string,
  pieces: readonly string[],
  scope: SQL | undefined,
): Promise<ScoredChunk[]> {
  if (pieces.length === 0) return [];
  const list = sql.param([...pieces]);
  const patterns = sql.param(pieces.map((p) => `%${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const rows = await rowsOf<{ id: string; document_id: string; hits: number }>(
    db,
    sql`SELECT c.id, c.document_id, (SELECT count(*)::int FROM unnest(${list}::text[]) AS p WHERE strpos(c.text, p) > 0) AS hits
          FROM chunks c WHERE c.user_id = ${userId} AND c.text LIKE ANY (${patterns}::text[])${scope ? sql` AND ${scope}` : sql``}
         ORDER BY hits DESC, c.id LIMIT ${substringLimit}`,
  );
  return rows.map((r) => ({
    chunkId: r.id,
    documentId: r.document_id,
    bm25: 0,
    similarity: null,
    share: r.hits / pieces.length,
  }));
}
