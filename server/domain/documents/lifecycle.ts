/**
 * A document's lifecycle: one state machine, and its named transitions are the only writers of `documents.status`.
 *
 *   (new) → queued → processing → ready | failed;   ready | failed → queued (reprocess)
 *
 * Each transition is one conditional UPDATE (its `from` states in the WHERE clause), so two runs of a job, a worker
 * and the reconciler, or a late progress report can never move a document backwards: a move from any other state is
 * refused and writes nothing. A document marked deleted is gone for every transition.
 */
import { and, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { DocumentStatus } from "../../../contract/documents.ts";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema.ts";
import { PIPELINE_VERSION } from "../../pipeline/version.ts";
import type { Tx } from "./batches.ts";

interface Transition {
  from: readonly DocumentStatus[];
  to: DocumentStatus;
}

export const transitions = {
  /** A job picks the document up; from `processing` too: a job delivered again after a crash resumes it. */
  start: { from: ["queued", "processing"], to: "processing" },
  /** The reading advances; `updated_at` shows the reconciler that a worker is at it. */
  progress: { from: ["processing"], to: "processing" },
  /**
   * Its knowledge is all written (the last step of writeProcessedDocument, with `processed_at`). From `failed` too: a
   * run that completes its writing outweighs the reconciler's guess that the worker was gone.
   */
  finish: { from: ["queued", "processing", "failed"], to: "ready" },
  /** A run failed and the job will run again. */
  retry: { from: ["queued", "processing"], to: "queued" },
  /** The last run failed, or the document met a limit or could not be read; it says why. */
  fail: { from: ["queued", "processing"], to: "failed" },
  /** The reconciler's verdict on a document whose worker stopped without one. */
  abandon: { from: ["processing"], to: "failed" },
  /** Read again (after an upgrade of the pipeline, or asked from Settings); its earlier knowledge stays until then. */
  reprocess: { from: ["ready", "failed"], to: "queued" },
  /** Its job was lost (the process stopped between the commit and the enqueue): queued again by the reconciler. */
  requeue: { from: ["queued"], to: "queued" },
} as const satisfies Record<string, Transition>;

export type TransitionName = keyof typeof transitions;

/** The state a new document is stored in (the only status not written by a transition: it has no earlier one). */
export const INITIAL_STATE = { status: "queued", progress: 0 } as const satisfies {
  status: DocumentStatus;
  progress: number;
};

/** What else a transition writes with the status. */
interface TransitionFields {
  progress?: number;
  warning?: string | null;
  error?: string | null;
  processedAt?: Date | null;
}

/** The document was deleted (or marked for deletion) while it was being processed: its job stops quietly. */
export class DocumentGone extends Error {
  constructor() {
    super("The document was deleted.");
    this.name = "DocumentGone";
  }
}

/** The document's state does not allow the transition (another run, or the reconciler, moved it first). */
export class TransitionRefused extends Error {
  constructor(
    readonly transition: TransitionName,
    readonly status: string,
  ) {
    super(`A ${status} document cannot ${transition}.`);
    this.name = "TransitionRefused";
  }
}

export type TransitionOutcome = "moved" | "refused" | "gone";

/** True when the transition may leave `status`. */
export function allows(transition: TransitionName, status: string): boolean {
  return (transitions[transition].from as readonly string[]).includes(status);
}

function fieldsOf(transition: TransitionName, fields: TransitionFields, now: Date) {
  const to = transitions[transition].to;
  // A failure records the pipeline that met it: an upgrade reads failed documents again only when it says it changed
  // what made them fail (REREAD_FAILED_BEFORE), so a bomb or a file past a limit does not come back at every start.
  return { ...fields, status: to, updatedAt: now, ...(to === "failed" ? { pipelineVersion: PIPELINE_VERSION } : {}) };
}

/** Moves one document; "refused" when its state does not allow it, "gone" when it no longer exists or was deleted. */
export async function moveDocument(
  db: Db | Tx,
  transition: TransitionName,
  userId: string,
  documentId: string,
  fields: TransitionFields = {},
): Promise<TransitionOutcome> {
  const ofDocument = and(eq(documents.userId, userId), eq(documents.id, documentId));
  const moved = await db
    .update(documents)
    .set(fieldsOf(transition, fields, new Date()))
    .where(and(ofDocument, isNull(documents.deletedAt), inArray(documents.status, [...transitions[transition].from])))
    .returning({ id: documents.id });
  if (moved.length) return "moved";
  const [row] = await db.select({ deletedAt: documents.deletedAt }).from(documents).where(ofDocument);
  return !row || row.deletedAt ? "gone" : "refused";
}

/** moveDocument for a run that cannot go on without the move: throws DocumentGone or TransitionRefused. */
export async function requireMove(
  db: Db | Tx,
  transition: TransitionName,
  userId: string,
  documentId: string,
  fields: TransitionFields = {},
): Promise<void> {
  const outcome = await moveDocument(db, transition, userId, documentId, fields);
  if (outcome === "gone") throw new DocumentGone();
  if (outcome === "refused") throw new TransitionRefused(transition, await statusOf(db, userId, documentId));
}

/** Moves every document `where` selects that the transition allows (bulk: reconciler, re-reading); returns them. */
export async function moveDocuments(
  db: Db,
  transition: TransitionName,
  where: SQL | undefined,
  fields: TransitionFields = {},
  now = new Date(),
): Promise<Array<{ id: string; userId: string }>> {
  return db
    .update(documents)
    .set(fieldsOf(transition, fields, now))
    .where(and(where, isNull(documents.deletedAt), inArray(documents.status, [...transitions[transition].from])))
    .returning({ id: documents.id, userId: documents.userId });
}

async function statusOf(db: Db | Tx, userId: string, documentId: string): Promise<string> {
  const [row] = await db
    .select({ status: documents.status })
    .from(documents)
    .where(and(eq(documents.userId, userId), eq(documents.id, documentId)));
  return row?.status ?? "deleted";
}
