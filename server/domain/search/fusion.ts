import type { ScoredChunk } from "./lexical.ts";
import { matchableTerms, type AnalyzedQuery } from "./query.ts";

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
  const similarity = chunk.similarity == null ? 0 : Math.min(1, Math.max(0, (chunk.similarity - fusion.similarityFloor) / (1 - fusion.similarityFloor)));
  return lexical + vectorWeight * similarity;
}

/**
 * One entry per document: its best chunk's fused score (a document is as relevant as its best passage, whatever
 * its length), best first, at most `limit`, without the ones too weak to show.
 */
export function fuseDocuments(chunks: readonly ScoredChunk[], query: AnalyzedQuery, limit: number, options: FusionOptions = {}): RankedDocument[] {
  const reference = lexicalReference(query);
  const best = new Map<string, RankedDocument>();
  for (const chunk of chunks) {
    const score = chunkScore(chunk, reference, options.vectorWeight);
    const current = best.get(chunk.documentId);
    if (!current || score > current.score || (score === current.score && chunk.chunkId < current.chunkId)) {
      best.set(chunk.documentId, { documentId: chunk.documentId, chunkId: chunk.chunkId, score, relevance: relevanceOf(score) });
    }
  }
  return [...best.values()]
    .filter((d) => d.relevance >= fusion.minRelevance)
    .sort((a, b) => b.score - a.score || (a.documentId < b.documentId ? -1 : 1))
    .slice(0, limit);
}
