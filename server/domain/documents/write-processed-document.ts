import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chunks, documents } from "../../db/schema.ts";
import { embeddingUpdates, type VectorSql } from "../../db/vectors.ts";
import type { Claim } from "../../pipeline/contradictions/claims.ts";
import type { TextChunk } from "../../pipeline/chunking.ts";
import type { Extraction } from "../../pipeline/extract/types.ts";
import { detectContradictions } from "../contradictions/detect.ts";
import { clearDocumentKnowledge, reanchorResolved, removeOrphans } from "../knowledge/document-knowledge.ts";
import { writeKnowledge } from "../knowledge/write-knowledge.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface ProcessedDocument {
  userId: string;
  documentId: string;
  /** The document row's new state: what was read from it. */
  document: Pick<typeof documents.$inferInsert, "title" | "titleSource" | "content" | "pageStarts" | "pageCount" | "structure" | "pipelineVersion" | "warning" | "extractor">;
  passages: TextChunk[];
  passageVectors: number[][];
  extraction: Extraction;
  nameVectors: Map<string, number[]>;
  /** The claims contradiction detection compares, and the document's names (which work they speak of). */
  claims: Claim[];
  documentNames: string[];
  embedder: { model: string; dims: number };
  vectors: VectorSql;
}

/**
 * Writes a processed document inside the caller's transaction: the document (ready), its passages with vectors,
 * its knowledge and its contradictions. A document read before (by an older pipeline, or again from Settings) has
 * its earlier knowledge taken out first; what only that supported is removed after the new knowledge is in, so
 * concepts it shares with the new reading keep their identity and history.
 */
export async function writeProcessedDocument(tx: Tx, input: ProcessedDocument): Promise<void> {
  const { userId, documentId, vectors } = input;
  // A document read for the first time has nothing to take out: spare it the statements (they add up in a bulk import).
  const [readBefore] = await tx.select({ id: chunks.id }).from(chunks).where(eq(chunks.documentId, documentId)).limit(1);
  const earlier = readBefore ? await clearDocumentKnowledge(tx, userId, documentId) : { conceptIds: [], relationshipIds: [], hadKnowledge: false };
  await tx
    .update(documents)
    .set({ ...input.document, processedAt: new Date(), status: "ready", progress: 100, error: null, updatedAt: new Date() })
    .where(eq(documents.id, documentId));
  const stored: Array<{ id: string; charStart: number; charEnd: number }> = [];
  for (let i = 0; i < input.passages.length; i += 500) {
    const batch = input.passages.slice(i, i + 500);
    stored.push(
      ...(await tx
        .insert(chunks)
        .values(batch.map((p) => ({ userId, documentId, ordinal: p.ordinal, charStart: p.charStart, charEnd: p.charEnd, page: p.page, text: p.text })))
        .returning({ id: chunks.id, charStart: chunks.charStart, charEnd: chunks.charEnd })),
    );
  }
  const chunkRows = stored.map((chunk, i) => ({ id: chunk.id, vector: input.passageVectors[i] ?? [] })).filter((r) => r.vector.length);
  for (const statement of embeddingUpdates(vectors, "chunks", chunkRows, input.embedder.model, input.embedder.dims)) await tx.execute(statement);
  const { conceptIds } = await writeKnowledge(tx, {
    userId,
    document: { id: documentId, title: input.document.title!, pageStarts: input.document.pageStarts ?? null },
    chunks: stored,
    extraction: input.extraction,
    rereading: earlier.hadKnowledge,
    nameVectors: input.nameVectors,
    vectors,
  });
  await detectContradictions(tx, { userId, documentId, chunks: stored, claims: input.claims, conceptIds, documentNames: input.documentNames });
  if (earlier.hadKnowledge) {
    await reanchorResolved(tx, userId, documentId, input.document.content!, stored);
    await removeOrphans(tx, userId, earlier);
  }
}
