/**
 * Ingest: the one command that takes a document through its lifecycle (lifecycle.ts). It stores a new document and
 * queues it (ingestDocument), runs the queued job's work (processIngestedDocument: read in the pipeline threads,
 * written in short transactions, marked ready), and records a run's failure (recordProcessingFailure). The job
 * processor, the worker, the reconciler and re-reading call it; none of them writes a document's status itself.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema.ts";
import type { VectorSql } from "../../db/vectors.ts";
import { unpackVectors } from "../../pipeline/document-pipeline.ts";
import type { Embedder } from "../../pipeline/embeddings/types.ts";
import type { ProcessingLimits } from "../../pipeline/limits.ts";
import type { ContradictionJudge } from "../../pipeline/llm/judge.ts";
import type { PipelineThreads } from "../../pipeline/threads/pipeline-threads.ts";
import { PIPELINE_VERSION } from "../../pipeline/version.ts";
import type { BackgroundWork, DocumentWork } from "../background-work.ts";
import { reviewWithProvider } from "../contradictions/provider-review.ts";
import { draftDocument, revealDocument, type NewDocument } from "./create-document.ts";
import { storeDocumentBytes } from "./document-bytes.ts";
import { loadDocumentInput } from "./document-source.ts";
import { allows, DocumentGone, moveDocument, requireMove, TransitionRefused } from "./lifecycle.ts";
import type { DocumentRow, OriginalInfo } from "./present.ts";
import { discardDocumentKnowledge, writeProcessedDocument } from "./write-processed-document.ts";

/**
 * Stores a new document `queued` (and its original file), then queues its processing. Bytes that could not all be
 * stored leave a hidden document whose deletion is queued at once (the reconciler would find it too).
 */
export async function ingestDocument(
  db: Db,
  work: BackgroundWork,
  userId: string,
  input: NewDocument,
): Promise<{ row: DocumentRow; original: OriginalInfo | null }> {
  const draft = await draftDocument(db, userId, input);
  try {
    await storeDocumentBytes(db, userId, draft.id, draft.source);
  } catch (error) {
    await work.queueDocumentDeletion({ documentId: draft.id, userId }).catch(() => {});
    throw error;
  }
  const row = await revealDocument(db, draft);
  await work.queueProcessing({ documentId: row.id, userId });
  return { row, original: draft.original };
}

export interface ProcessingDeps {
  db: Db;
  logger: Logger;
  /** Where documents are read, extracted and embedded: off the main thread. */
  threads: Pick<PipelineThreads, "readDocument" | "compareClaims">;
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

/** "skipped": the document's state refused the run (it is ready or failed already: a job delivered twice). */
export type ProcessingOutcome = "done" | "deleted" | "skipped";

/**
 * A queued document's processing: it moves to `processing`, the pipeline threads read, extract and embed it, then
 * writeProcessedDocument stores it in short transactions and finishes it (`ready`). Idempotent: a retry after that
 * mark changes nothing; a retry before it starts from the stored input again and takes out what the stopped run
 * wrote. A document deleted meanwhile is skipped. Limits (text, pages, rows, time) truncate with a warning or fail
 * with the reason (DocumentLimitError, thrown to the caller, which records it with recordProcessingFailure).
 */
export async function processIngestedDocument(deps: ProcessingDeps, data: DocumentWork): Promise<ProcessingOutcome> {
  const { db, vectors, embedder } = deps;
  const { documentId, userId } = data;
  const deadline = Date.now() + deps.timeoutMs;
  const doc = await loadDocument(db, userId, documentId);
  if (!doc) return "deleted";
  if (doc.processedAt) {
    // An earlier run wrote it all; a state the mark did not reach (data of older versions) is finished now.
    const outcome = await moveDocument(db, "finish", userId, documentId, { progress: 100, error: null });
    return outcome === "gone" ? "deleted" : "done";
  }
  const progress = (value: number) => requireMove(db, "progress", userId, documentId, { progress: value });

  try {
    await requireMove(db, "start", userId, documentId, { progress: 5, error: null });
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
    const writeStarted = performance.now();
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
        workKeys: reading.workKeys,
        embedder: { model: embedder.model, dims: embedder.dims },
        vectors,
        compareClaims: (comparison) =>
          deps.threads.compareClaims(comparison, { timeoutMs: Math.max(0, deadline - Date.now()) }),
      },
      { deadline },
    );
    if (written === "gone") return "deleted";
    // The write's duration, for operators and the ingest benchmark (its growth with the account's size).
    deps.logger.info(
      {
        event: "document-written",
        writeMs: Math.round(performance.now() - writeStarted),
        chars: reading.content.length,
      },
      "document written",
    );
    if (deps.judge) {
      const second = await reviewWithProvider(db, deps.judge, userId, documentId);
      if (second.failed)
        await addWarning(
          db,
          documentId,
          "The AI provider could not be asked about contradictions; they were checked locally.",
        );
    }
    return "done";
  } catch (error) {
    if (error instanceof DocumentGone) return "deleted";
    if (error instanceof TransitionRefused) return "skipped";
    throw error;
  }
}

async function loadDocument(db: Db, userId: string, documentId: string) {
  const [doc] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.userId, userId), eq(documents.id, documentId), isNull(documents.deletedAt)));
  return doc ?? null;
}

async function addWarning(db: Db, documentId: string, note: string): Promise<void> {
  await db
    .update(documents)
    .set({ warning: sql`coalesce(${documents.warning} || ' ', '') || ${note}` })
    .where(eq(documents.id, documentId));
}

/**
 * A run of the job failed. When another run follows, the document shows `queued` with the reason it is retried;
 * after the last, `failed` with the reason, and what the stopped run wrote goes first, so a failed document shows no
 * half of its knowledge. A document whose state refuses (ready: only a step after its knowledge went wrong) keeps it.
 */
export async function recordProcessingFailure(
  db: Db,
  data: DocumentWork,
  failure: { lastAttempt: boolean; reason: string },
  logger: Logger,
): Promise<void> {
  const { userId, documentId } = data;
  if (!failure.lastAttempt) {
    await moveDocument(db, "retry", userId, documentId, { error: `Retrying after an error: ${failure.reason}` });
    return;
  }
  const [doc] = await db
    .select({ status: documents.status })
    .from(documents)
    .where(and(eq(documents.userId, userId), eq(documents.id, documentId)));
  if (!doc || !allows("fail", doc.status)) return;
  await discardDocumentKnowledge(db, userId, documentId).catch((error: unknown) =>
    logger.error({ err: error }, "discarding a failed document's knowledge failed"),
  );
  await moveDocument(db, "fail", userId, documentId, { error: failure.reason });
}
