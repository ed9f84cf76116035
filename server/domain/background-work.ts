/**
 * The domain's port to the worker: the background work a domain command asks for, in the domain's own words. The
 * domain never names a queue, a job or its retry policy; the app's implementation (server/jobs/background-work.ts,
 * on pg-boss) is built once by runtime.ts and passed in (`ctx.services.backgroundWork`).
 *
 * Each request is stored on its own, after the caller's transaction has committed (never inside it): a process that
 * stops in between leaves a queued or deleted row without its work, which the reconciler finds and asks for again.
 * All of the work is idempotent, so asking for it again (a retry, the reconciler, re-reading) is safe.
 *
 * Forgetting is the one exception: it runs inside the caller's transaction, the one that deletes the last row of a
 * document or an account, so nothing about them (their ids, a failure's message quoting their text) outlives them in
 * the queue.
 */
import type { Tx } from "./documents/batches.ts";

/** Which of a user's documents the work is about. */
export interface DocumentWork {
  documentId: string;
  userId: string;
}

/** Which account the work is about. */
export interface AccountWork {
  userId: string;
}

export interface BackgroundWork {
  /** Read, extract and embed a `queued` document (ingest's processing run). */
  queueProcessing(document: DocumentWork): Promise<void>;
  /** Delete, in batches, the rows of a document the user deleted (deleteDocumentRows). */
  queueDocumentDeletion(document: DocumentWork): Promise<void>;
  /** Delete, in batches, everything a deleted account owned, then the account (deleteAccountRows). */
  queueAccountDeletion(account: AccountWork): Promise<void>;
  /** Removes every piece of work about the document, waiting, running or done (with its output), in `tx`. */
  forgetDocumentWork(tx: Tx, document: DocumentWork): Promise<void>;
  /** Removes every piece of work about the account and its documents, waiting, running or done, in `tx`. */
  forgetAccountWork(tx: Tx, account: AccountWork): Promise<void>;
}
