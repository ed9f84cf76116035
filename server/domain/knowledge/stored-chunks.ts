import { locateOffset } from "../../pipeline/text-spans.ts";

/** A document's stored passages as the knowledge writers see them: id and span, in text order. */
export interface StoredChunk {
  id: string;
  charStart: number;
  charEnd: number;
}

/** The chunk that contains an offset (chunks are in text order). */
export function chunkAt(chunks: readonly StoredChunk[], offset: number): StoredChunk | undefined {
  const { index, next } = locateOffset(chunks, offset, (chunk) => [chunk.charStart, chunk.charEnd]);
  return chunks[index >= 0 ? index : Math.max(0, Math.min(next, chunks.length - 1))];
}
