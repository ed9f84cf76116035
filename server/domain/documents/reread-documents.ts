import { and, count, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema.ts";
import { PIPELINE_VERSION, REREAD_FAILED_BEFORE } from "../../pipeline/version.ts";
import type { BackgroundWork } from "../background-work.ts";
import { errorCodes } from "../../../contract/errors.ts";
import { AppError } from "../../errors.ts";
import { moveDocuments } from "./lifecycle.ts";
import { getDocument } from "./queries.ts";

/** Documents at rest (ready or failed): those in work are left to finish, deleted ones to go. */
const atRest = and(inArray(documents.status, ["ready", "failed"]), isNull(documents.deletedAt));
/**
 * What an upgrade reads again: ready documents read by an older pipeline (or before versions were kept), and failed
 * ones only when the upgrade changed what made them fail (version.ts); a failed document is otherwise read again
 * only when its user asks.
 */
const outdated = or(
  and(
    eq(documents.status, "ready"),
    or(isNull(documents.pipelineVersion), lt(documents.pipelineVersion, PIPELINE_VERSION)),
  ),
  and(eq(documents.status, "failed"), lt(sql`coalesce(${documents.pipelineVersion}, 0)`, REREAD_FAILED_BEFORE)),
);

/**
 * Queues documents to be read and extracted again. Each shows `queued`, then `processing`, like an upload; its
 * earlier knowledge stays visible until the new reading replaces it in one transaction (see
 * writeProcessedDocument), and the user's resolved contradictions and the concepts' history are kept.
 */
async function queueRereading(db: Db, work: BackgroundWork, where: ReturnType<typeof and>): Promise<number> {
  const picked = await moveDocuments(db, "reprocess", where, { processedAt: null, progress: 0, error: null });
  for (const doc of picked) await work.queueProcessing({ documentId: doc.id, userId: doc.userId });
  return picked.length;
}

/** After an upgrade: every user's documents read by an older pipeline. Safe to run from several workers at once. */
export function rereadOutdatedDocuments(db: Db, work: BackgroundWork): Promise<number> {
  return queueRereading(db, work, and(atRest, outdated));
}

/**
 * One document the user asked to be read again (a failed one, say). 404 when it is not theirs, 409 while it is
 * queued or being read.
 */
export async function rereadDocument(db: Db, work: BackgroundWork, userId: string, documentId: string): Promise<void> {
  await getDocument(db, userId, documentId);
  const queued = await queueRereading(
    db,
    work,
    and(eq(documents.userId, userId), eq(documents.id, documentId), atRest),
  );
  if (queued === 0) throw new AppError(409, "This document is being read already.", errorCodes.documentInWork);
}

/** From Settings: all of one user's documents (in one project when given). */
export function rereadUserDocuments(db: Db, work: BackgroundWork, userId: string, projectId?: string): Promise<number> {
  return queueRereading(
    db,
    work,
    and(eq(documents.userId, userId), atRest, projectId ? eq(documents.projectId, projectId) : undefined),
  );
}

/** How far the user's documents are: how many are still queued or being read, of how many. */
export async function readingProgress(
  db: Db,
  userId: string,
): Promise<{ total: number; inWork: number; outdated: number }> {
  const [row] = await db
    .select({
      total: count(),
      inWork: sql<number>`count(*) FILTER (WHERE ${inArray(documents.status, ["queued", "processing"])})::int`,
      outdated: sql<number>`count(*) FILTER (WHERE ${and(atRest, outdated)})::int`,
    })
    .from(documents)
    .where(and(eq(documents.userId, userId), isNull(documents.deletedAt)));
  return { total: row?.total ?? 0, inWork: row?.inWork ?? 0, outdated: row?.outdated ?? 0 };
}
