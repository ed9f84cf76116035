import type { JobResult } from "pg-boss";
import type { Logger } from "pino";
import { recordProcessingFailure } from "../domain/documents/ingest.ts";
import { DocumentLimitError } from "../pipeline/limits.ts";
import { PdfReadError } from "../pipeline/pdf-text.ts";
import { SourceError } from "../pipeline/sources/types.ts";
import { rereadOutdatedDocuments } from "../domain/documents/reread-documents.ts";
import { deleteAccountRows } from "../domain/accounts/user-data.ts";
import { deleteDocumentRows } from "../domain/documents/delete-document.ts";
import type { AccountWork, BackgroundWork, DocumentWork } from "../domain/background-work.ts";
import { jobs, type ProbeJobData } from "./definitions.ts";
import { processDocument, type ProcessDocumentDeps } from "./processors/process-document.ts";
import { processProbe } from "./processors/probe.ts";
import { startSearchMaintenance } from "./processors/reembed.ts";
import { reconcileDocuments } from "./reconcile-documents.ts";
import type { JobQueue } from "./queue.ts";

export interface WorkerOptions {
  concurrency: number;
}

/** A failure that another run would meet again (a limit, a file that cannot be read): the job is not retried. */
function isFinal(error: unknown): boolean {
  return error instanceof DocumentLimitError || error instanceof PdfReadError || error instanceof SourceError;
}

function readableFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > 500 ? `${message.slice(0, 500)}…` : message;
}

const RECONCILE_INTERVAL_MS = 60_000;
/** Documents fetched per batch; they are processed one after the other (the work is CPU-bound). */
const DOCUMENT_BATCH = 8;

/**
 * Registers a processor for every job type and the reconciler; returns a function that stops the reconciler. `work`
 * is the runtime's background work (on `boss`): the reconciler and re-reading ask for theirs through it.
 */
export async function startWorkers(
  boss: JobQueue,
  work: BackgroundWork,
  deps: Omit<ProcessDocumentDeps, "logger">,
  logger: Logger,
  options: WorkerOptions,
): Promise<() => void> {
  const { db } = deps;
  const reconcile = () =>
    reconcileDocuments(db, boss, work).then(
      (result) => (result.requeued || result.failed) && logger.warn(result, "reconciled documents"),
      (error: unknown) => logger.error({ err: error }, "reconciling documents failed"),
    );
  void reconcile();
  const reconciler = setInterval(reconcile, RECONCILE_INTERVAL_MS);
  reconciler.unref();
  // After an upgrade of reading or extraction, the documents read by the older pipeline are read again.
  void rereadOutdatedDocuments(db, work).then(
    (queued) => queued > 0 && logger.info({ queued }, "documents queued to be read again by the new pipeline"),
    (error: unknown) => logger.error({ err: error }, "queueing outdated documents failed"),
  );

  await boss.work<ProbeJobData>(
    jobs.probe.name,
    { batchSize: 1, localConcurrency: options.concurrency, pollingIntervalSeconds: 0.5 },
    async ([job]) => {
      if (!job) return;
      logger.info({ job: jobs.probe.name, jobId: job.id, event: "job-started" }, "job started");
      const output = await processProbe(job.data, job.signal);
      logger.info({ job: jobs.probe.name, jobId: job.id, event: "job-completed" }, "job completed");
      return output;
    },
  );

  // Jobs come in batches, and a full batch fetches the next one at once: with one job per fetch, pg-boss waits
  // the polling interval between jobs, which capped ingest at a few short documents per second.
  await boss.work<
    DocumentWork,
    unknown,
    {
      batchSize: number;
      localConcurrency: number;
      pollingIntervalSeconds: number;
      burstWhenBatchFull: true;
      includeMetadata: true;
      perJobResults: true;
    }
  >(
    jobs.processDocument.name,
    {
      batchSize: DOCUMENT_BATCH,
      localConcurrency: options.concurrency,
      pollingIntervalSeconds: 0.5,
      burstWhenBatchFull: true,
      includeMetadata: true,
      perJobResults: true,
    },
    async (batch) => {
      const results: JobResult[] = [];
      for (const job of batch) {
        const log = logger.child({ job: jobs.processDocument.name, jobId: job.id, documentId: job.data.documentId });
        log.info({ event: "job-started" }, "processing document");
        try {
          const outcome = await processDocument({ ...deps, logger: log }, job.data);
          log.info({ event: "job-completed", outcome }, "document processed");
          results.push({ id: job.id, status: "completed", output: { outcome } });
        } catch (error) {
          const final = isFinal(error);
          const lastAttempt = final || job.retryCount >= job.retryLimit;
          log.error({ err: error, lastAttempt }, "document processing failed");
          await recordProcessingFailure(db, job.data, { lastAttempt, reason: readableFailure(error) }, log);
          // A final failure completes the job: running it again would meet the same limit.
          results.push({
            id: job.id,
            status: final ? "completed" : "failed",
            output: { message: readableFailure(error) },
          });
        }
      }
      return results;
    },
  );
  // Deletions the user already sees done: their rows go in batches, one deletion at a time.
  await boss.work<DocumentWork>(
    jobs.deleteDocument.name,
    { batchSize: 1, localConcurrency: 1, pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (job) await deleteDocumentRows(db, job.data);
    },
  );
  await boss.work<AccountWork>(
    jobs.deleteAccount.name,
    { batchSize: 1, localConcurrency: 1, pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (job) await deleteAccountRows(db, job.data);
    },
  );
  const stopSearchMaintenance = await startSearchMaintenance(boss, deps, logger);
  return () => {
    clearInterval(reconciler);
    stopSearchMaintenance();
  };
}
