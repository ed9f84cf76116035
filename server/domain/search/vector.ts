import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { nearestChunks, type NearestChunk, type QueryVector, type VectorSql } from "../../db/vectors.ts";
import type { Embedder } from "../../pipeline/embeddings/types.ts";

/**
 * Neighbours taken from the vector index. They join the lexical candidates (and are scored lexically too), so a
 * passage that says the same thing in other words, or shares only the query's commoner words (which do not generate
 * lexical candidates), can still be found. On the search evaluation set Recall@3 rose from 30 to 80 neighbours and
 * stayed level to 150; 100 sits in that plateau. At 100,000 passages 100 instead of 30 costs ~3 ms more in the index
 * walk and ~1.5 ms more of lexical scoring per search (docs/BENCHMARKS.md).
 */
export const vectorNeighbours = 100;

/** The query's vector from the configured embedder, or null when it has none (no known word: a zero vector). */
export async function embedQuery(embedder: Embedder, text: string): Promise<QueryVector | null> {
  const [vector] = await embedder.embed([text]);
  if (!vector || !vector.some((v) => v !== 0)) return null;
  return { values: Array.from(vector), model: embedder.model, dims: embedder.dims };
}

/**
 * When the user's vectors are compared exactly instead of through the HNSW index. Exact costs ~2.5 µs per chunk of
 * the user in PGlite (3,000: ~7 ms; 100,000: ~300 ms); the index ~10 ms for a user who owns most of it, but much more
 * for one whose chunks are a small share of everyone's (it must skip the others': 3,000 among 103,000 took ~44 ms).
 * So: exact up to 4,000 chunks, and up to 20,000 when they are under a fifth of all chunks.
 */
export function exactNeighbours(userChunks: number, allChunks: number): boolean {
  return userChunks <= 4_000 || (userChunks <= 20_000 && userChunks * 5 < allChunks);
}

/** The user's chunks (in scope) nearest to the query vector, by cosine similarity, made by the same model. */
export async function vectorCandidates(
  db: Db,
  vectors: VectorSql,
  userId: string,
  query: QueryVector,
  scope: SQL | undefined,
  counts: { userChunks: number; allChunks: number },
): Promise<NearestChunk[]> {
  return nearestChunks(db, vectors, userId, query, vectorNeighbours, scope, {
    exact: exactNeighbours(counts.userChunks, counts.allChunks),
  });
}
