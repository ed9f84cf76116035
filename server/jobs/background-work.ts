import { sql } from "drizzle-orm";
import type { BackgroundWork, DocumentWork } from "../domain/background-work.ts";
import type { Tx } from "../domain/documents/batches.ts";
import { jobs } from "./definitions.ts";
import { QUEUE_SCHEMA, type JobQueue } from "./queue.ts";

/**
 * The domain's background work as pg-boss jobs (names and retry policies in definitions.ts), keyed by the document
 * or account it is about: the reconciler looks a document's jobs up by that key. Under the queues' standard policy the
 * key does not stop a second job; the work is idempotent. Built once by runtime.ts; routes, the worker and the
 * reconciler ask through it.
 */
export function queuedBackgroundWork(queue: JobQueue): BackgroundWork {
  return {
    async queueProcessing(document) {
      const priority = await fairPriority(queue, document);
      await queue.send(jobs.processDocument.name, document, { singletonKey: document.documentId, priority });
    },
    async queueDocumentDeletion(document) {
      await queue.send(jobs.deleteDocument.name, document, { singletonKey: document.documentId });
    },
    async queueAccountDeletion(account) {
      await queue.send(jobs.deleteAccount.name, account, { singletonKey: account.userId });
    },
    async forgetDocumentWork(tx, document) {
      await tx.execute(
        sql`DELETE FROM ${sql.identifier(QUEUE_SCHEMA)}.job WHERE data->>'documentId' = ${document.documentId}`,
      );
    },
    async forgetAccountWork(tx: Tx, account) {
      await tx.execute(sql`DELETE FROM ${sql.identifier(QUEUE_SCHEMA)}.job WHERE data->>'userId' = ${account.userId}`);
    },
  };
}

/**
 * Documents are read in rounds, one document of each user a round, so nobody's documents wait behind another user's
 * whole upload: the queue takes the highest priority first, and a document's priority is minus its round. Its round
 * is the one after its user's last document still waiting, or, when the user has none waiting, the round being read
 * now (the lowest of all waiting and running documents): a new user's first document goes right after the documents
 * in progress.
 */
async function fairPriority(queue: JobQueue, document: DocumentWork): Promise<number> {
  const result = await queue.getDb().executeSql(
    `SELECT coalesce(max(-priority) FILTER (WHERE data->>'userId' = $2) + 1, 0) AS next_of_user,
            coalesce(min(-priority), 0) AS now
       FROM ${QUEUE_SCHEMA}.job
      WHERE name = $1 AND state IN ('created', 'retry', 'active')`,
    [jobs.processDocument.name, document.userId],
  );
  const row = (result.rows as Array<{ next_of_user: number | string; now: number | string }>)[0];
  return -Math.max(Number(row?.next_of_user ?? 0), Number(row?.now ?? 0));
}
