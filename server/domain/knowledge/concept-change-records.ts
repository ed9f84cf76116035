/**
 * What the user's concept changes share: the knowledge lock, finding the user's concepts, and the records a change
 * leaves (its row in `concept_changes`, its entries in the timeline).
 */
import { and, eq, exists, inArray, sql } from "drizzle-orm";
import { errorCodes } from "../../../contract/errors.ts";
import { concepts, conceptChanges, conceptVersions, documentConcepts } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import type { Db } from "../../db/client.ts";
import type { Tx } from "../documents/batches.ts";

export type ConceptRow = typeof concepts.$inferSelect;

/** A merge's record of each concept it took in: enough to give it back its names, category and history. */
export interface AbsorbedConcept {
  name: string;
  key: string;
  category: string;
  aliasKeys: string[];
  versionIds: string[];
}

/** What a change keeps to be replayed on documents read again, and undone. */
export type ChangeDetail =
  | { kind: "merge"; absorbed: AbsorbedConcept[]; renamedFrom: string | null; addedAliasKey: string | null }
  /** A name split out (`keys`) or some documents' mentions (`documentIds`), to the concept `name`/`key`. */
  | { kind: "split"; keys?: string[]; documentIds?: string[]; name: string; key: string; category: string }
  | { kind: "rename"; from: string; to: string; addedAliasKey: string | null };

/** Concept changes wait for a document being written, and the other way round: the same lock as BatchRunner's. */
export async function lockKnowledge(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${userId}))`);
}

/** The user's concepts that a document links to, by id; any other id is 404 (another user's concept too). */
export async function ownConcepts(tx: Tx | Db, userId: string, ids: readonly string[]): Promise<ConceptRow[]> {
  const rows = await tx
    .select()
    .from(concepts)
    .where(
      and(
        eq(concepts.userId, userId),
        inArray(concepts.id, [...ids]),
        exists(
          tx
            .select({ one: sql`1` })
            .from(documentConcepts)
            .where(eq(documentConcepts.conceptId, concepts.id)),
        ),
      ),
    );
  if (rows.length !== new Set(ids).size) throw notFound("The concept");
  return ids.map((id) => rows.find((r) => r.id === id)!);
}

export const conflict = (message: string) => new AppError(409, message, errorCodes.conceptConflict);

/** The concept stored under a key, or a new one (no document links yet: it shows once mentions move to it). */
export async function conceptByKey(
  tx: Tx,
  userId: string,
  wanted: { name: string; key: string; category: string },
): Promise<{ id: string; created: boolean }> {
  const [created] = await tx
    .insert(concepts)
    .values({ userId, name: wanted.name, normalizedKey: wanted.key, category: wanted.category })
    .onConflictDoNothing()
    .returning({ id: concepts.id });
  if (created) return { id: created.id, created: true };
  const [existing] = await tx
    .select({ id: concepts.id })
    .from(concepts)
    .where(and(eq(concepts.userId, userId), eq(concepts.normalizedKey, wanted.key)));
  return { id: existing!.id, created: false };
}

/** A concept made for a split that no mention came to is not kept. */
export async function dropIfUnlinked(tx: Tx, conceptId: string): Promise<boolean> {
  const [link] = await tx
    .select({ one: sql`1` })
    .from(documentConcepts)
    .where(eq(documentConcepts.conceptId, conceptId))
    .limit(1);
  if (link) return false;
  await tx.delete(concepts).where(eq(concepts.id, conceptId));
  return true;
}

export async function recordChange(
  tx: Tx,
  row: {
    id: string;
    userId: string;
    conceptId: string;
    otherConceptId?: string | null;
    summary: string;
    detail: ChangeDetail;
  },
): Promise<void> {
  await tx.insert(conceptChanges).values({ ...row, kind: row.detail.kind });
}

/** A timeline entry for a change the user made (no document caused it). */
export async function userVersion(
  tx: Tx,
  userId: string,
  concept: { id: string },
  entry: { changeType: "merged" | "split" | "renamed"; detail: string; changeId: string | null; mergedName?: string },
): Promise<void> {
  const [now] = await tx.select().from(concepts).where(eq(concepts.id, concept.id));
  if (!now) return;
  await tx.insert(conceptVersions).values({
    userId,
    conceptId: now.id,
    changeType: entry.changeType,
    name: now.name,
    category: now.category,
    definition: now.definition,
    detail: entry.detail,
    mergedName: entry.mergedName ?? null,
    changeId: entry.changeId,
  });
}

/** Quotes a name for a sentence. */
export const quoted = (name: string) => `"${name}"`;

/** "A", "A and B", "A, B and C". */
export function listOf(names: readonly string[]): string {
  const q = names.map(quoted);
  return q.length <= 1 ? (q[0] ?? "") : `${q.slice(0, -1).join(", ")} and ${q.at(-1)}`;
}
