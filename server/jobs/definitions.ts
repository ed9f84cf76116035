import type { Queue } from "pg-boss";

/**
 * Every job type: its queue name and retry policy. Delivery is at least once (a worker killed mid-job runs it
 * again after restart), so every processor must be idempotent. The document and account jobs carry the domain's
 * data (DocumentWork, AccountWork) and are asked for through its port (domain/background-work.ts).
 */
export const jobs = {
  /** Proves the queue end to end: enqueue, process, complete. Used by the health check and the crash tests. */
  probe: {
    name: "system.probe",
    options: { retryLimit: 5, retryDelay: 1, expireInSeconds: 60, heartbeatSeconds: 10 },
  },
  /** Turns an uploaded document into text, chunks and knowledge. Idempotent: a re-run leaves the same rows. */
  processDocument: {
    name: "document.process",
    options: { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 3600, heartbeatSeconds: 30 },
  },
  /** Deletes, in batches, the rows of a document the user deleted (it is hidden from every view already). */
  deleteDocument: {
    name: "document.delete",
    options: { retryLimit: 20, retryDelay: 10, retryBackoff: true, expireInSeconds: 4 * 3600, heartbeatSeconds: 30 },
  },
  /** Deletes, in batches, everything a deleted account owned (it can no longer sign in), then the account. */
  deleteAccount: {
    name: "account.delete",
    options: { retryLimit: 20, retryDelay: 10, retryBackoff: true, expireInSeconds: 8 * 3600, heartbeatSeconds: 30 },
  },
  /**
   * Gives every stored vector (chunks, concept names, statements) of another embedding model a vector of the
   * configured one, then builds that dimension's vector index. Queued at worker start when such vectors exist.
   * Idempotent and resumable: it only ever picks vectors that are still stale, so a retry continues the work.
   */
  reembed: {
    name: "search.reembed",
    options: { retryLimit: 10, retryDelay: 30, retryBackoff: true, expireInSeconds: 4 * 3600, heartbeatSeconds: 30 },
  },
} satisfies Record<string, { name: string; options: Omit<Queue, "name"> }>;

export interface ReembedJobData {
  /** The model the worker that queued it was configured with (the one running it re-embeds to its own). */
  model: string;
  dims: number;
}

export type JobName = (typeof jobs)[keyof typeof jobs]["name"];

export interface ProbeJobData {
  /** How long the job pretends to work, in milliseconds. */
  workMs: number;
  /** Echoed in the job's output so a test can match input to output. */
  token: string;
}

export interface ProbeJobOutput {
  token: string;
  pid: number;
  finishedAt: string;
}
