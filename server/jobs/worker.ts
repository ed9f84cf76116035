import type { JobWithMetadata } from "pg-boss";
import type { Logger } from "pino";
import { setDocumentState } from "../domain/documents/document-state.ts";
import { jobs, type ProbeJobData, type ProcessDocumentJobData } from "./definitions.ts";
import { processDocument, type ProcessDocumentDeps } from "./processors/process-document.ts";
import { processProbe } from "./processors/probe.ts";
import { reconcileDocuments } from "./reconcile-documents.ts";
import type { JobQueue } from "./queue.ts";

export interface WorkerOptions {
  concurrency: number;
}

function readableFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > 500 ? `${message.slice(0, 500)}…` : message;
}

const RECONCILE_INTERVAL_MS = 60_000;

/** Registers a processor for every job type and the reconciler; returns a function that stops the reconciler. */
export async function startWorkers(boss: JobQueue, deps: Omit<ProcessDocumentDeps, "logger">, logger: Logger, options: WorkerOptions): Promise<() => void> {
  const { db } = deps;
  const reconcile = () =>
    reconcileDocuments(db, boss).then(
      (result) => (result.requeued || result.failed) && logger.warn(result, "reconciled documents"),
      (error: unknown) => logger.error({ err: error }, "reconciling documents failed"),
    );
  void reconcile();
  const reconciler = setInterval(reconcile, RECONCILE_INTERVAL_MS);
  reconciler.unref();

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

  await boss.work<ProcessDocumentJobData>(
    jobs.processDocument.name,
    { batchSize: 1, localConcurrency: options.concurrency, pollingIntervalSeconds: 0.5, includeMetadata: true },
    async ([job]) => {
      if (!job) return;
      const log = logger.child({ job: jobs.processDocument.name, jobId: job.id, documentId: job.data.documentId });
      log.info({ event: "job-started" }, "processing document");
      try {
        const outcome = await processDocument({ ...deps, logger: log }, job.data);
        log.info({ event: "job-completed", outcome }, "document processed");
      } catch (error) {
        // includeMetadata above makes pg-boss fill these in.
        const { retryCount, retryLimit } = job as unknown as JobWithMetadata<ProcessDocumentJobData>;
        const lastAttempt = retryCount >= retryLimit;
        log.error({ err: error, lastAttempt }, "document processing failed");
        await setDocumentState(db, job.data.userId, job.data.documentId, lastAttempt
          ? { status: "failed", error: readableFailure(error) }
          : { status: "queued", error: `Retrying after an error: ${readableFailure(error)}` });
        throw error;
      }
    },
  );
  return () => clearInterval(reconciler);
}
