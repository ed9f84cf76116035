import { bm25Score, type ScoredChunk } from "./lexical.ts";
import { idfByLexeme, matchableTerms, type AnalyzedQuery } from "./query.ts";

/**
 * How the two rankings are mixed. A linear mix of normalised scores, not reciprocal rank fusion: on the evaluation
 * set RRF let the much weaker vector ranking (Recall@3 0.33 alone against 0.72) displace good lexical matches and
 * lost 2-15 points. The vector weight sits in the middle of a plateau (0.4-0.75 all within a point of each other,
 * 0 and 1 a point lower), not on its highest value (docs/BENCHMARKS.md).
 * - lexical part: BM25 divided by the score of a passage of average length holding every query term once (the
 *   sum of their IDFs), so 1 means "all of the query's words, once"; repeated words go above 1.
 * - vector part: cosine similarity rescaled from [similarityFloor, 1] to [0, 1] (word-vector averages of unrelated
 *   texts still score ~0.4, so the floor removes that baseline).
 * - relevance: 1 - exp(-steepness * score), monotonic in the score (the order is the score's) and in 0..1: all
 *   terms once with a close vector gives ~0.9, half of the query's weight ~0.6.
 */
export const fusion = { vectorWeight: 0.5, similarityFloor: 0.3, steepness: 1.6, minRelevance: 0.05 } as const;

export interface FusionOptions {
  vectorWeight?: number;
}

export interface RankedDocument {
  documentId: string;
  /** The passage that scored best: the snippet comes from it. */
  chunkId: string;
  score: number;
  relevance: number;
}

/** BM25 of an average-length passage containing each matchable query term once: Σ idf. */
export function lexicalReference(query: AnalyzedQuery): number {
  return matchableTerms(query).reduce((sum, t) => sum + t.idf, 0);
}

export function relevanceOf(score: number): number {
  return Math.round(Math.min(1, Math.max(0, 1 - Math.exp(-fusion.steepness * score))) * 1000) / 1000;
}

/** The fused score of one chunk. */
export function chunkScore(chunk: ScoredChunk, reference: number, vectorWeight: number = fusion.vectorWeight): number {
  const lexical = Math.max(chunk.share ?? 0, reference > 0 ? chunk.bm25 / reference : 0);
  const similarity =
    chunk.similarity == null
      ? 0
      : Math.min(1, Math.max(0, (chunk.similarity - fusion.similarityFloor) / (1 - fusion.similarityFloor)));
  return lexical + vectorWeight * similarity;
}

/** What scoring needs of a query, computed once per search. */
export interface QueryWeights {
  idf: Map<string, number>;
  averageChars: number;
  /** `lexicalReference` of the query. */
  reference: number;
}

export function queryWeights(query: AnalyzedQuery): QueryWeights {
  return { idf: idfByLexeme(query), averageChars: query.averageChars, reference: lexicalReference(query) };
}

/**
 * A document's matching passages read as one text: their term frequencies summed and their lengths added, scored
 * like a passage (with the best similarity among them). A short document cut into two passages, with the query's
 * words spread over both, then matches as the one text it is; a longer one gains from several matching passages, but
 * BM25's saturation and length normalisation keep that gain well below their sum. On the search evaluation set
 * taking the larger of this and the best passage raised Recall@3 on both halves (docs/BENCHMARKS.md). Null for
 * fewer than two lexically scored passages.
 */
export function passagesTogetherScore(
  chunks: readonly ScoredChunk[],
  terms: QueryWeights,
  vectorWeight?: number,
): number | null {
  const scored = chunks.filter((c) => c.frequencies && c.length !== undefined);
  if (scored.length < 2) return null;
  const frequencies = new Map<string, number>();
  for (const chunk of scored)
    for (const [lexeme, tf] of chunk.frequencies!) frequencies.set(lexeme, (frequencies.get(lexeme) ?? 0) + tf);
  const length = scored.reduce((sum, c) => sum + c.length!, 0);
  const similarities = scored.flatMap((c) => (c.similarity == null ? [] : [c.similarity]));
  const together: ScoredChunk = {
    chunkId: scored[0]!.chunkId,
    documentId: scored[0]!.documentId,
    bm25: bm25Score(frequencies, length, terms.idf, terms.averageChars),
    similarity: similarities.length ? Math.max(...similarities) : null,
  };
  return chunkScore(together, terms.reference, vectorWeight);
}

/**
 * One entry per document, best first, at most `limit`, without the ones too weak to show. A document scores as its
 * best passage (whatever its length), or as its matching passages together when that is higher; the snippet comes
 * from the best passage either way.
 */
export function fuseDocuments(
  chunks: readonly ScoredChunk[],
  query: AnalyzedQuery,
  limit: number,
  options: FusionOptions = {},
): RankedDocument[] {
  const weights = queryWeights(query);
  const byDocument = new Map<string, ScoredChunk[]>();
  for (const chunk of chunks) {
    const list = byDocument.get(chunk.documentId);
    if (list) list.push(chunk);
    else byDocument.set(chunk.documentId, [chunk]);
  }
  const ranked: RankedDocument[] = [];
  for (const [documentId, list] of byDocument) {
    let best: { chunkId: string; score: number } | undefined;
    for (const chunk of list) {
      const score = chunkScore(chunk, weights.reference, options.vectorWeight);
      if (!best || score > best.score || (score === best.score && chunk.chunkId < best.chunkId))
        best = { chunkId: chunk.chunkId, score };
    }
    const score = Math.max(best!.score, passagesTogetherScore(list, weights, options.vectorWeight) ?? -Infinity);
    ranked.push({ documentId, chunkId: best!.chunkId, score, relevance: relevanceOf(score) });
  }
  return ranked
    .filter((d) => d.relevance >= fusion.minRelevance)
    .sort((a, b) => b.score - a.score || (a.documentId < b.documentId ? -1 : 1))
    .slice(0, limit);
}
