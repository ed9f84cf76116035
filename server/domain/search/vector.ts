import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { nearestChunks, type NearestChunk, type QueryVector, type VectorSql } from "../../db/vectors.ts";
import type { Embedder } from "../../pipeline/embeddings/types.ts";

/**
 * Neighbours taken from the vector index. They join the lexical candidates (and are scored lexically too), so a
 * passage that says the same thing in other words can still be found; 30 keeps the index scan short.
 */
export const vectorNeighbours = 30;

/** The query's vector from the configured embedder, or null when it has none (no known word: a zero vector). */
export async function embedQuery(embedder: Embedder, text: string): Promise<QueryVector | null> {
  const [vector] = await embedder.embed([text]);
  if (!vector || !vector.some((v) => v !== 0)) return null;
  return { values: Array.from(vector), model: embedder.model, dims: embedder.dims };
}

/** The user's chunks (in scope) nearest to the query vector, by cosine similarity, made by the same model. */
export async function vectorCandidates(db: Db, vectors: VectorSql, userId: string, query: QueryVector, scope: SQL | undefined): Promise<NearestChunk[]> {
  return nearestChunks(db, vectors, userId, query, vectorNeighbours, scope);
}
