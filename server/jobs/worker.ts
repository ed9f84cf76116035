import type { JobResult, JobWithMetadata } from "pg-boss";
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

/**
 * What the document says about its failure: the reason, for the failures Mnemo words itself (limits, files it cannot
 * read); for anything else a plain sentence, since a library's or the runtime's message names internals (the log has
 * it in full).
 */
function readableFailure(error: unknown): string {
  if (!isFinal(error)) return "Mnemo could not process this document because of an internal error.";
  const { message } = error as Error;
  return message.length > 500 ? `${message.slice(0, 500)}…` : message;
}

const RECONCILE_INTERVAL_MS = 60_000;
/**
 * Documents fetched at a time: one, so the next is chosen when the last is done, from the queue as it is then. The
 * queue orders documents in rounds between users (background-work.ts); a batch fetched ahead would let one user's
 * documents hold another's that arrived meanwhile.
 */
const DOCUMENT_BATCH = 1;

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

  const runDocumentJob = async (job: JobWithMetadata<DocumentWork>): Promise<JobResult> => {
    const log = logger.child({ job: jobs.processDocument.name, jobId: job.id, documentId: job.data.documentId });
    log.info({ event: "job-started" }, "processing document");
    try {
      const outcome = await processDocument({ ...deps, logger: log }, job.data);
      log.info({ event: "job-completed", outcome }, "document processed");
      return { id: job.id, status: "completed", output: { outcome } };
    } catch (error) {
      const final = isFinal(error);
      const lastAttempt = final || job.retryCount >= job.retryLimit;
      log.error({ err: error, lastAttempt }, "document processing failed");
      await recordProcessingFailure(db, job.data, { lastAttempt, reason: readableFailure(error) }, log);
      // A final failure completes the job: running it again would meet the same limit.
      return { id: job.id, status: final ? "completed" : "failed", output: { message: readableFailure(error) } };
    }
  };

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

  // One pg-boss worker per slot, each fetching one document at a time: after a document it asks for the next at once
  // (notifyWorker skips the polling interval), so a backlog of short notes is not read at two per second; when the
  // queue is empty, it polls again. (pg-boss bursts only for batches of more than one.)
  for (let slot = 0; slot < options.concurrency; slot++) {
    let workerId = "";
    workerId = await boss.work<
      DocumentWork,
      unknown,
      { batchSize: number; pollingIntervalSeconds: number; includeMetadata: true; perJobResults: true }
    >(
      jobs.processDocument.name,
      { batchSize: DOCUMENT_BATCH, pollingIntervalSeconds: 0.5, includeMetadata: true, perJobResults: true },
      async (batch) => {
        const results: JobResult[] = [];
        for (const job of batch) results.push(await runDocumentJob(job));
        if (workerId) boss.notifyWorker(workerId);
        return results;
      },
    );
  }
  // Deletions the user already sees done: their rows go in batches, one deletion at a time.
  await boss.work<DocumentWork>(
    jobs.deleteDocument.name,
    { batchSize: 1, localConcurrency: 1, pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (job) await deleteDocumentRows(db, work, job.data);
    },
  );
  await boss.work<AccountWork>(
    jobs.deleteAccount.name,
    { batchSize: 1, localConcurrency: 1, pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (job) await deleteAccountRows(db, work, job.data);
    },
  );
  const stopSearchMaintenance = await startSearchMaintenance(boss, deps, logger);
  return () => {
    clearInterval(reconciler);
    stopSearchMaintenance();
  };
}
