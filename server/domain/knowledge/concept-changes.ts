/**
 * The user's own merge, split and rename of concepts (issue 33). Each runs in one transaction under the user's
 * knowledge lock, leaves a `concept_changes` row that undo (concept-change-undo.ts) and documents read again
 * (concept-change-replay.ts) use, and a timeline entry.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { MergeConceptsInput, SplitConceptInput } from "../../../contract/concept-changes.ts";
import type { Db } from "../../db/client.ts";
import { conceptAliases, concepts, conceptVersions, documentConcepts } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import { normalizeConceptKey } from "../../pipeline/extract/normalize.ts";
import type { Tx } from "../documents/batches.ts";
import {
  conceptByKey,
  conflict,
  dropIfUnlinked,
  listOf,
  lockKnowledge,
  ownConcepts,
  quoted,
  recordChange,
  userVersion,
  type AbsorbedConcept,
  type ConceptRow,
} from "./concept-change-records.ts";
import { absorbConcept, moveAliases, moveLinksWithoutMentions, moveMentions } from "./concept-moves.ts";

/** The concept a name would make (its key), refused when another concept already has that name or alias. */
async function claimName(tx: Tx, userId: string, name: string, allowed: ReadonlySet<string>): Promise<string> {
  const key = normalizeConceptKey(name);
  if (!key) throw new AppError(400, "Give the concept a name made of words.");
  const [byKey] = await tx
    .select({ id: concepts.id, name: concepts.name })
    .from(concepts)
    .where(and(eq(concepts.userId, userId), eq(concepts.normalizedKey, key)));
  const byAlias = await tx
    .select({ id: concepts.id, name: concepts.name })
    .from(conceptAliases)
    .innerJoin(concepts, eq(concepts.id, conceptAliases.conceptId))
    .where(and(eq(conceptAliases.userId, userId), eq(conceptAliases.normalizedAlias, key)));
  const other = [byKey, ...byAlias].find((c) => c && !allowed.has(c.id));
  if (other)
    throw conflict(
      `${quoted(name)} is already a name of the concept ${quoted(other.name)}. Merge the two concepts instead.`,
    );
  return key;
}

/** Gives a concept a new name, kept as an alias too (documents read later that use it find the concept). */
async function setName(tx: Tx, userId: string, concept: ConceptRow, name: string): Promise<string | null> {
  const key = await claimName(tx, userId, name, new Set([concept.id]));
  await tx.update(concepts).set({ name, updatedAt: new Date() }).where(eq(concepts.id, concept.id));
  const added = await tx
    .insert(conceptAliases)
    .values({ userId, conceptId: concept.id, alias: name, normalizedAlias: key })
    .onConflictDoNothing()
    .returning({ key: conceptAliases.normalizedAlias });
  return added[0]?.key ?? null;
}

/** Merges concepts into the one the user keeps; the others' names become its aliases. Returns the change id. */
export async function mergeConcepts(db: Db, userId: string, input: MergeConceptsInput): Promise<string> {
  return db.transaction(async (tx) => {
    await lockKnowledge(tx, userId);
    const all = await ownConcepts(tx, userId, input.conceptIds);
    const into = all.find((c) => c.id === input.intoId)!;
    const others = all.filter((c) => c.id !== into.id);
    const changeId = randomUUID();
    const absorbed: AbsorbedConcept[] = [];
    for (const other of others) {
      const aliasKeys = (
        await tx
          .select({ key: conceptAliases.normalizedAlias })
          .from(conceptAliases)
          .where(eq(conceptAliases.conceptId, other.id))
      ).map((a) => a.key);
      const versionIds = (
        await tx.select({ id: conceptVersions.id }).from(conceptVersions).where(eq(conceptVersions.conceptId, other.id))
      ).map((v) => v.id);
      absorbed.push({ name: other.name, key: other.normalizedKey, category: other.category, aliasKeys, versionIds });
      await absorbConcept(tx, userId, other.id, into.id);
    }
    const name = input.name?.trim();
    const renamed = name && name !== into.name;
    const addedAliasKey = renamed ? await setName(tx, userId, into, name) : null;
    await recordChange(tx, {
      id: changeId,
      userId,
      conceptId: into.id,
      summary: `Merged ${listOf(others.map((o) => o.name))} into ${quoted(name || into.name)}.`,
      detail: { kind: "merge", absorbed, renamedFrom: renamed ? into.name : null, addedAliasKey },
    });
    for (const other of others)
      await userVersion(tx, userId, into, {
        changeType: "merged",
        detail: `You merged ${quoted(other.name)} into this concept.`,
        changeId,
        mergedName: other.name,
      });
    return changeId;
  });
}

/**
 * Splits a concept: a name it was merged with back out as a concept of its own (the mentions that use that name
 * move), or the mentions of some of its documents to a new concept. Returns the change id and the new concept's id
 * (null when no passage used the name: it then only stops naming the concept).
 */
export async function splitConcept(
  db: Db,
  userId: string,
  conceptId: string,
  input: SplitConceptInput,
): Promise<{ changeId: string; newConceptId: string | null }> {
  return db.transaction(async (tx) => {
    await lockKnowledge(tx, userId);
    const [concept] = await ownConcepts(tx, userId, [conceptId]);
    const changeId = randomUUID();
    const newConceptId =
      "alias" in input
        ? await splitName(tx, userId, concept!, input.alias, changeId)
        : await splitDocuments(tx, userId, concept!, input, changeId);
    return { changeId, newConceptId };
  });
}

async function splitName(tx: Tx, userId: string, concept: ConceptRow, alias: string, changeId: string) {
  const key = normalizeConceptKey(alias);
  if (key === concept.normalizedKey)
    throw conflict(`${quoted(alias)} is this concept's own name: split it by document instead.`);
  const [row] = await tx
    .select()
    .from(conceptAliases)
    .where(and(eq(conceptAliases.conceptId, concept.id), eq(conceptAliases.normalizedAlias, key)));
  if (!row) throw conflict(`${quoted(alias)} is not a name of the concept ${quoted(concept.name)}.`);
  const target = await conceptByKey(tx, userId, { name: row.alias, key, category: concept.category });
  await moveMentions(tx, userId, concept.id, target.id, { surfaceKeys: new Set([key]) });
  await moveAliases(tx, concept.id, target.id, [key]);
  const kept = !(target.created && (await dropIfUnlinked(tx, target.id)));
  await recordChange(tx, {
    id: changeId,
    userId,
    conceptId: concept.id,
    otherConceptId: kept ? target.id : null,
    summary: `Split ${quoted(row.alias)} out of ${quoted(concept.name)}.`,
    detail: { kind: "split", keys: [key], name: row.alias, key, category: concept.category },
  });
  await userVersion(tx, userId, concept, {
    changeType: "split",
    detail: kept
      ? `You split ${quoted(row.alias)} out of this concept: it is a concept of its own.`
      : `You split ${quoted(row.alias)} out of this concept; no passage uses that name on its own.`,
    changeId,
  });
  if (kept)
    await userVersion(tx, userId, target, {
      changeType: "split",
      detail: `You split this name out of ${quoted(concept.name)}.`,
      changeId,
    });
  return kept ? target.id : null;
}

async function splitDocuments(
  tx: Tx,
  userId: string,
  concept: ConceptRow,
  input: { documentIds: string[]; name: string },
  changeId: string,
) {
  const linked = new Set(
    (
      await tx
        .select({ id: documentConcepts.documentId })
        .from(documentConcepts)
        .where(eq(documentConcepts.conceptId, concept.id))
    ).map((r) => r.id),
  );
  const documentIds = [...new Set(input.documentIds)];
  if (documentIds.some((id) => !linked.has(id)))
    throw new AppError(400, `Choose documents that mention ${quoted(concept.name)}.`);
  if (documentIds.length === linked.size)
    throw conflict("Leave at least one document with the concept. To give it another name, rename it.");
  const key = await claimName(tx, userId, input.name, new Set());
  const target = await conceptByKey(tx, userId, { name: input.name, key, category: concept.category });
  await moveMentions(tx, userId, concept.id, target.id, { documentIds });
  await moveLinksWithoutMentions(tx, concept.id, target.id, documentIds);
  await tx
    .insert(conceptAliases)
    .values({ userId, conceptId: target.id, alias: input.name, normalizedAlias: key })
    .onConflictDoNothing();
  await recordChange(tx, {
    id: changeId,
    userId,
    conceptId: concept.id,
    otherConceptId: target.id,
    summary: `Split the mentions of ${documentIds.length === 1 ? "one document" : `${documentIds.length} documents`} out of ${quoted(concept.name)} into ${quoted(input.name)}.`,
    detail: { kind: "split", documentIds, name: input.name, key, category: concept.category },
  });
  const what = documentIds.length === 1 ? "one document" : `${documentIds.length} documents`;
  await userVersion(tx, userId, concept, {
    changeType: "split",
    detail: `You gave the mentions of ${what} to the new concept ${quoted(input.name)}.`,
    changeId,
  });
  await userVersion(tx, userId, target, {
    changeType: "split",
    detail: `You split this concept out of ${quoted(concept.name)} (the mentions of ${what}).`,
    changeId,
  });
  return target.id;
}

/** Renames a concept (its old name stays an alias: the documents use it). Returns the change id. */
export async function renameConcept(db: Db, userId: string, conceptId: string, name: string): Promise<string> {
  return db.transaction(async (tx) => {
    await lockKnowledge(tx, userId);
    const [concept] = await ownConcepts(tx, userId, [conceptId]);
    if (concept!.name === name) throw new AppError(400, `The concept is already called ${quoted(name)}.`);
    const addedAliasKey = await setName(tx, userId, concept!, name);
    const changeId = randomUUID();
    await recordChange(tx, {
      id: changeId,
      userId,
      conceptId,
      summary: `Renamed ${quoted(concept!.name)} to ${quoted(name)}.`,
      detail: { kind: "rename", from: concept!.name, to: name, addedAliasKey },
    });
    await userVersion(tx, userId, concept!, {
      changeType: "renamed",
      detail: `You renamed ${quoted(concept!.name)} to ${quoted(name)}.`,
      changeId,
    });
    return changeId;
  });
}
