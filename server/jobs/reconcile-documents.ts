import { and, eq, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { documents, users } from "../db/schema.ts";
import type { BackgroundWork, DocumentWork } from "../domain/background-work.ts";
import { moveDocuments } from "../domain/documents/lifecycle.ts";
import { jobs } from "./definitions.ts";
import type { JobQueue } from "./queue.ts";

/** A queued document is normally picked up within seconds; this long means its job was lost. */
export const QUEUED_GRACE_MS = 2 * 60_000;
/** Processing advances `updated_at` at every step; this long without a step means the worker is gone for good. */
export const PROCESSING_GRACE_MS = 65 * 60_000;

/**
 * The safety net under "nothing is lost": a document stored but never queued (the process died between the
 * commit and the enqueue) is queued again, and one whose processing stopped without a verdict is marked failed.
 */
export async function reconcileDocuments(
  db: Db,
  queue: JobQueue,
  work: BackgroundWork,
  now = new Date(),
): Promise<{ requeued: number; failed: number }> {
  const waiting = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.status, "queued"),
        isNull(documents.deletedAt),
        lt(documents.updatedAt, new Date(now.getTime() - QUEUED_GRACE_MS)),
      ),
    );
  let lost: Array<{ id: string; userId: string }> = [];
  if (waiting.length) {
    // Behind a long queue (a bulk import) a document waits past the grace period with its job still queued: queueing
    // it again made it run twice. Only a document without a queued or running job is lost.
    const queued = await queue.findJobs<DocumentWork>(jobs.processDocument.name, { queued: true });
    const inLine = new Set(queued.map((job) => job.data?.documentId));
    const ids: string[] = [];
    for (const { id } of waiting.filter((d) => !inLine.has(d.id))) {
      // A job fetched with its batch is active while its document still shows queued: look the few others up.
      if (!(await hasLiveJob(queue, jobs.processDocument.name, id))) ids.push(id);
    }
    if (ids.length) lost = await moveDocuments(db, "requeue", inArray(documents.id, ids), {}, now);
  }
  for (const doc of lost) await work.queueProcessing({ documentId: doc.id, userId: doc.userId });

  await requeueDeletions(db, queue, work, now);

  const stuck = await moveDocuments(
    db,
    "abandon",
    lt(documents.updatedAt, new Date(now.getTime() - PROCESSING_GRACE_MS)),
    { error: "Processing stopped unexpectedly. Delete the document and add it again." },
    now,
  );
  return { requeued: lost.length, failed: stuck.length };
}

/** A job of `name` for `key` that is waiting, running or due for a retry. */
async function hasLiveJob(queue: JobQueue, name: string, key: string): Promise<boolean> {
  const found = await queue.findJobs(name, { key });
  return found.some((job) => job.state === "created" || job.state === "retry" || job.state === "active");
}

/**
 * Deletions whose background part was lost (the process stopped before the job was stored) are queued again. One
 * whose job is still waiting or running is left to it: the key does not stop a second job under the queues'
 * standard policy, and a deletion of millions of rows runs for longer than the reconciler's minute.
 */
async function requeueDeletions(db: Db, queue: JobQueue, work: BackgroundWork, now: Date): Promise<void> {
  const before = new Date(now.getTime() - QUEUED_GRACE_MS);
  const docs = await db
    .select({ id: documents.id, userId: documents.userId })
    .from(documents)
    .where(and(isNotNull(documents.deletedAt), lt(documents.deletedAt, before)))
    .limit(100);
  for (const doc of docs) {
    if (!(await hasLiveJob(queue, jobs.deleteDocument.name, doc.id)))
      await work.queueDocumentDeletion({ documentId: doc.id, userId: doc.userId });
  }
  const accounts = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.deletedAt), lt(users.deletedAt, before)))
    .limit(100);
  for (const account of accounts) {
    if (!(await hasLiveJob(queue, jobs.deleteAccount.name, account.id)))
      await work.queueAccountDeletion({ userId: account.id });
  }
}
