import type { BackgroundWork } from "../domain/background-work.ts";
import { jobs } from "./definitions.ts";
import type { JobQueue } from "./queue.ts";

/**
 * The domain's background work as pg-boss jobs (names and retry policies in definitions.ts), keyed by the document
 * or account it is about: the reconciler looks a document's jobs up by that key. Under the queues' standard policy the
 * key does not stop a second job; the work is idempotent. Built once by runtime.ts; routes, the worker and the
 * reconciler ask through it.
 */
export function queuedBackgroundWork(queue: JobQueue): BackgroundWork {
  return {
    async queueProcessing(document) {
      await queue.send(jobs.processDocument.name, document, { singletonKey: document.documentId });
    },
    async queueDocumentDeletion(document) {
      await queue.send(jobs.deleteDocument.name, document, { singletonKey: document.documentId });
    },
    async queueAccountDeletion(account) {
      await queue.send(jobs.deleteAccount.name, account, { singletonKey: account.userId });
    },
  };
}
