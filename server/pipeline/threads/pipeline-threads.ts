/**
 * The pipeline threads as the rest of the server sees them: read a document (PDF text, reading layer, passages,
 * extraction, claims, vectors) off the main thread. Errors come back as the classes the callers know (PdfReadError,
 * SourceError), or say in words what went wrong (time limit, memory).
 */
import type { ComparedPair, PartnerComparison } from "../contradictions/compare-partners.ts";
import type { DocumentInput, DocumentReading } from "../document-pipeline.ts";
import { DocumentLimitError, type ProcessingLimits } from "../limits.ts";
import { PdfReadError } from "../pdf-text.ts";
import { SourceError } from "../sources/types.ts";
import type { ThreadSetup } from "./pipeline-tasks.ts";
import { TaskError, TaskTimeoutError, ThreadFailedError, WorkerPool } from "./worker-pool.ts";

const threadScript = new URL("./pipeline-thread.mjs", import.meta.url);

export interface PipelineThreadOptions {
  /** Threads at most (MNEMO_PIPELINE_THREADS). */
  size: number;
  /** Heap limit per thread (MNEMO_PIPELINE_MEMORY_MB). */
  memoryMb: number;
}

function asKnownError(error: unknown): unknown {
  if (error instanceof TaskError) {
    if (error.errorName === "PdfReadError")
      return new PdfReadError(error.message, (error.reason as PdfReadError["reason"]) ?? "corrupt");
    if (error.errorName === "DocumentLimitError") return new DocumentLimitError(error.message);
    if (error.errorName === "SourceError")
      return new SourceError(error.message, error.reason as SourceError["code"] | undefined);
    return new Error(error.message);
  }
  if (error instanceof TaskTimeoutError)
    return new DocumentLimitError(
      "Processing took longer than the time limit per document (MNEMO_JOB_TIMEOUT_SECONDS).",
    );
  if (error instanceof ThreadFailedError)
    return new DocumentLimitError(`This document could not be processed: ${error.message}`);
  return error;
}

export class PipelineThreads {
  private readonly pool: WorkerPool;

  constructor(setup: ThreadSetup, options: PipelineThreadOptions) {
    this.pool = new WorkerPool(threadScript, { size: options.size, memoryMb: options.memoryMb, workerData: setup });
  }

  async readDocument(
    document: DocumentInput,
    limits: ProcessingLimits,
    options: { timeoutMs: number; onProgress?: (value: number) => void },
  ): Promise<DocumentReading> {
    // The thread takes a copy of its own (a Buffer may share its memory with others, which must not move).
    const bytes = document.bytes ? new Uint8Array(document.bytes) : undefined;
    try {
      return await this.pool.run<DocumentReading>(
        "read-document",
        { document: { ...document, bytes }, limits },
        { ...options, transfer: bytes ? [bytes.buffer] : [] },
      );
    } catch (error) {
      throw asKnownError(error);
    }
  }

  /** The local judge over claim pairs (comparePartners), ahead of the documents waiting to be read. */
  async compareClaims(comparison: PartnerComparison, options: { timeoutMs: number }): Promise<ComparedPair[]> {
    try {
      return await this.pool.run<ComparedPair[]>("compare-claims", comparison, { ...options, first: true });
    } catch (error) {
      throw asKnownError(error);
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
