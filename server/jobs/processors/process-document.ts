import { and, eq, isNull, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema.ts";
import type { VectorSql } from "../../db/vectors.ts";
import { reviewWithProvider } from "../../domain/contradictions/provider-review.ts";
import { loadDocumentInput } from "../../domain/documents/document-source.ts";
import { DocumentGone, setDocumentState } from "../../domain/documents/document-state.ts";
import { writeProcessedDocument } from "../../domain/documents/write-processed-document.ts";
import { unpackVectors } from "../../pipeline/document-pipeline.ts";
import type { Embedder } from "../../pipeline/embeddings/types.ts";
import type { ProcessingLimits } from "../../pipeline/limits.ts";
import type { ContradictionJudge } from "../../pipeline/llm/judge.ts";
import type { PipelineThreads } from "../../pipeline/threads/pipeline-threads.ts";
import { PIPELINE_VERSION } from "../../pipeline/version.ts";
import type { ProcessDocumentJobData } from "../definitions.ts";

export interface ProcessDocumentDeps {
  db: Db;
  logger: Logger;
  /** Where documents are read, extracted and embedded: off the main thread. */
  threads: Pick<PipelineThreads, "readDocument">;
  /** The configured embedder: its model names the stored vectors (and re-embedding uses it). */
  embedder: Embedder;
  /** Stored with the document: which extractor produced its knowledge. */
  extractorName: string;
  vectors: VectorSql;
  judge?: ContradictionJudge | null;
  limits: ProcessingLimits;
  /** A document whose processing takes longer fails with the reason (MNEMO_JOB_TIMEOUT_SECONDS). */
  timeoutMs: number;
}

/**
 * The document job: the pipeline threads read, extract and embed it; then writeProcessedDocument stores it in short
 * transactions and marks it ready. Idempotent: a retry after that mark only finishes the status; a retry before it
 * starts from the stored input again and takes out what the stopped run wrote. A document deleted meanwhile is
 * skipped. Limits (text, pages, rows, time) truncate with a warning or fail with the reason (DocumentLimitError).
 */
export async function processDocument(deps: ProcessDocumentDeps, data: ProcessDocumentJobData): Promise<"done" | "deleted"> {
  const { db, vectors, embedder } = deps;
  const { documentId, userId } = data;
  const deadline = Date.now() + deps.timeoutMs;
  const [doc] = await db.select().from(documents).where(and(eq(documents.userId, userId), eq(documents.id, documentId), isNull(documents.deletedAt)));
  if (!doc) return "deleted";
  if (doc.processedAt) {
    await setDocumentState(db, userId, documentId, { status: "ready", progress: 100, error: null });
    return "done";
  }
  const progress = async (value: number) => {
    if (!(await setDocumentState(db, userId, documentId, { status: "processing", progress: value, error: null }))) throw new DocumentGone();
  };

  try {
    await progress(5);
    const input = await loadDocumentInput(db, doc);
    // Progress is written only where a document is big enough for it to be seen: each write costs a statement.
    const large = doc.type === "pdf" || (input.bytes?.length ?? input.text?.length ?? 0) > 20_000;
    let reported: Promise<void> = Promise.resolve();
    const reading = await deps.threads.readDocument(input, deps.limits, {
      timeoutMs: deadline - Date.now(),
      onProgress: (value) => {
        if (large) reported = reported.then(() => progress(value)).catch(() => {});
      },
    });
    await reported;

    const names = unpackVectors(reading.nameVectors, reading.dims);
    const written = await writeProcessedDocument(
      db,
      {
        userId,
        documentId,
        document: {
          title: reading.title,
          titleSource: reading.titleSource,
          content: reading.content,
          pageStarts: reading.pageStarts,
          pageCount: reading.pageCount,
          structure: reading.structure,
          pipelineVersion: PIPELINE_VERSION,
          warning: reading.warning,
          extractor: deps.extractorName,
        },
        passages: reading.passages,
        passageVectors: unpackVectors(reading.passageVectors, reading.dims),
        extraction: reading.extraction,
        nameVectors: new Map(reading.extraction.concepts.map((c, i) => [c.key, names[i] ?? []])),
        claims: reading.claims,
        documentNames: reading.documentNames,
        embedder: { model: embedder.model, dims: embedder.dims },
        vectors,
      },
      { deadline },
    );
    if (written === "gone") return "deleted";
    if (deps.judge) {
      const second = await reviewWithProvider(db, deps.judge, userId, documentId);
      if (second.failed) {
        const note = "The AI provider could not be asked about contradictions; they were checked locally.";
        await db.update(documents).set({ warning: sql`coalesce(${documents.warning} || ' ', '') || ${note}` }).where(eq(documents.id, documentId));
      }
    }
    return "done";
  } catch (error) {
    if (error instanceof DocumentGone) return "deleted";
    throw error;
  }
}
