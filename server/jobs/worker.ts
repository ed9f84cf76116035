import type { Logger } from "pino";
import { jobs, type ProbeJobData } from "./definitions.ts";
import { processProbe } from "./processors/probe.ts";
import type { JobQueue } from "./queue.ts";

export interface WorkerOptions {
  concurrency: number;
}

/** Registers a processor for every job type: this is what the `worker` role adds to a process. */
export async function startWorkers(boss: JobQueue, logger: Logger, options: WorkerOptions): Promise<void> {
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
}
