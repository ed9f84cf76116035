/**
 * Undoing the user's concept changes, and the list of them. A merge is undone by splitting each name it took in back
 * out (with its category and history), a split by merging the two again, a rename by the old name.
 */
import { and, desc, eq, inArray, ne } from "drizzle-orm";
import type { ConceptChange, ConceptChangeResult } from "../../../contract/concept-changes.ts";
import type { Db } from "../../db/client.ts";
import { conceptAliases, conceptChanges, concepts, conceptVersions } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import type { Tx } from "../documents/batches.ts";
import {
  conceptByKey,
  conflict,
  dropIfUnlinked,
  lockKnowledge,
  quoted,
  userVersion,
  type ChangeDetail,
} from "./concept-change-records.ts";
import { absorbConcept, moveAliases, moveMentions, touchConcepts } from "./concept-moves.ts";
import { getConcept } from "./concept-queries.ts";

type ChangeRow = typeof conceptChanges.$inferSelect;

/** How many of the user's changes the list shows (newest). */
const MAX_CHANGES = 200;

function isUndoable(row: ChangeRow): boolean {
  if (row.undoneAt || !row.conceptId) return false;
  const detail = row.detail as ChangeDetail;
  // A split into documents' own concept needs that concept to merge back; a name split out needs only the concept.
  return !(detail.kind === "split" && detail.documentIds && !row.otherConceptId);
}

/** The user's merges, splits and renames, newest first. */
export async function listConceptChanges(db: Db, userId: string): Promise<ConceptChange[]> {
  const rows = await db
    .select({ change: conceptChanges, name: concepts.name })
    .from(conceptChanges)
    .leftJoin(concepts, eq(concepts.id, conceptChanges.conceptId))
    .where(and(eq(conceptChanges.userId, userId), ne(conceptChanges.kind, "kept_apart")))
    .orderBy(desc(conceptChanges.createdAt), desc(conceptChanges.id))
    .limit(MAX_CHANGES);
  return rows.map(({ change, name }) => presentChange(change, name));
}

export function presentChange(change: ChangeRow, conceptName: string | null): ConceptChange {
  return {
    id: change.id,
    kind: change.kind as ConceptChange["kind"],
    summary: change.summary,
    concept: change.conceptId && conceptName !== null ? { id: change.conceptId, name: conceptName } : null,
    createdAt: change.createdAt.toISOString(),
    undoneAt: change.undoneAt?.toISOString() ?? null,
    undoable: isUndoable(change),
  };
}

/** Undoes one of the user's changes; 404 for another user's, 409 when it is undone already or can no longer be. */
export async function undoConceptChange(db: Db, userId: string, changeId: string): Promise<ConceptChange> {
  return db.transaction(async (tx) => {
    await lockKnowledge(tx, userId);
    const [change] = await tx
      .select()
      .from(conceptChanges)
      .where(
        and(eq(conceptChanges.userId, userId), eq(conceptChanges.id, changeId), ne(conceptChanges.kind, "kept_apart")),
      );
    if (!change) throw notFound("The change");
    if (change.undoneAt) throw conflict("This change was undone already.");
    if (!isUndoable(change))
      throw conflict("This change can no longer be undone: a concept it involved is gone or was merged since.");
    const detail = change.detail as ChangeDetail;
    const conceptId = change.conceptId!;
    if (detail.kind === "merge") await undoMerge(tx, userId, conceptId, detail);
    else if (detail.kind === "split") await undoSplit(tx, userId, conceptId, change.otherConceptId, detail);
    else await undoRename(tx, userId, conceptId, detail);
    const undoneAt = new Date();
    await tx.update(conceptChanges).set({ undoneAt }).where(eq(conceptChanges.id, change.id));
    // The change's timeline entries stay as history, without an undo of their own.
    await tx.update(conceptVersions).set({ changeId: null }).where(eq(conceptVersions.changeId, change.id));
    const [concept] = await tx.select({ name: concepts.name }).from(concepts).where(eq(concepts.id, conceptId));
    return presentChange({ ...change, undoneAt }, concept?.name ?? null);
  });
}

async function undoMerge(tx: Tx, userId: string, intoId: string, detail: Extract<ChangeDetail, { kind: "merge" }>) {
  if (detail.renamedFrom) await restoreName(tx, intoId, detail.renamedFrom, detail.addedAliasKey);
  for (const absorbed of detail.absorbed) {
    const keys = new Set([absorbed.key, ...absorbed.aliasKeys]);
    const target = await conceptByKey(tx, userId, absorbed);
    await moveMentions(tx, userId, intoId, target.id, { surfaceKeys: keys });
    await moveAliases(tx, intoId, target.id, [...keys]);
    if (absorbed.versionIds.length)
      await tx
        .update(conceptVersions)
        .set({ conceptId: target.id })
        .where(and(eq(conceptVersions.conceptId, intoId), inArray(conceptVersions.id, absorbed.versionIds)));
    if (target.created && (await dropIfUnlinked(tx, target.id))) continue;
    await tx.update(concepts).set({ category: absorbed.category }).where(eq(concepts.id, target.id));
    await userVersion(tx, userId, target, {
      changeType: "split",
      detail: `You undid its merge into another concept: it is a concept of its own again.`,
      changeId: null,
    });
  }
  await userVersion(
    tx,
    userId,
    { id: intoId },
    {
      changeType: "split",
      detail: `You undid the merge of ${detail.absorbed.map((a) => quoted(a.name)).join(", ")} into this concept.`,
      changeId: null,
    },
  );
}

async function undoSplit(
  tx: Tx,
  userId: string,
  conceptId: string,
  otherId: string | null,
  detail: Extract<ChangeDetail, { kind: "split" }>,
) {
  if (otherId) {
    await absorbConcept(tx, userId, otherId, conceptId);
    // A name the user invented for a split does not stay an alias of the concept it came out of.
    if (detail.documentIds)
      await tx
        .delete(conceptAliases)
        .where(and(eq(conceptAliases.conceptId, conceptId), eq(conceptAliases.normalizedAlias, detail.key)));
  } else {
    await tx
      .insert(conceptAliases)
      .values({ userId, conceptId, alias: detail.name, normalizedAlias: detail.key })
      .onConflictDoNothing();
    await touchConcepts(tx, [conceptId]);
  }
  await userVersion(
    tx,
    userId,
    { id: conceptId },
    {
      changeType: "merged",
      detail: `You undid the split: ${quoted(detail.name)} is part of this concept again.`,
      changeId: null,
      mergedName: detail.documentIds ? undefined : detail.name,
    },
  );
}

async function undoRename(
  tx: Tx,
  userId: string,
  conceptId: string,
  detail: Extract<ChangeDetail, { kind: "rename" }>,
) {
  await restoreName(tx, conceptId, detail.from, detail.addedAliasKey);
  await userVersion(
    tx,
    userId,
    { id: conceptId },
    {
      changeType: "renamed",
      detail: `You undid the rename: it is called ${quoted(detail.from)} again.`,
      changeId: null,
    },
  );
}

async function restoreName(tx: Tx, conceptId: string, name: string, addedAliasKey: string | null) {
  await tx.update(concepts).set({ name, updatedAt: new Date() }).where(eq(concepts.id, conceptId));
  if (addedAliasKey)
    await tx
      .delete(conceptAliases)
      .where(and(eq(conceptAliases.conceptId, conceptId), eq(conceptAliases.normalizedAlias, addedAliasKey)));
}

/** What merge, split and rename answer: the concept now, and the change to undo. */
export async function conceptChangeResult(
  db: Db,
  userId: string,
  conceptId: string,
  changeId: string,
): Promise<ConceptChangeResult> {
  const concept = await getConcept(db, userId, conceptId);
  const [change] = await db.select().from(conceptChanges).where(eq(conceptChanges.id, changeId));
  return { concept, change: presentChange(change!, concept.name) };
}
