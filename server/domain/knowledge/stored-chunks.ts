/** A document's stored passages as the knowledge writers see them: id and span, in text order. */
export interface StoredChunk {
  id: string;
  charStart: number;
  charEnd: number;
}

/** The chunk that contains an offset (chunks are in text order). */
export function chunkAt(chunks: readonly StoredChunk[], offset: number): StoredChunk | undefined {
  let low = 0;
  let high = chunks.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const chunk = chunks[mid]!;
    if (offset < chunk.charStart) high = mid - 1;
    else if (offset >= chunk.charEnd) low = mid + 1;
    else return chunk;
  }
  return chunks[Math.max(0, Math.min(low, chunks.length - 1))];
}
