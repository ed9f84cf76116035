/**
 * Knowledge moved from one concept to another, row by row: what a merge, a split and their undo do to the graph.
 * Every function runs inside the caller's transaction, which holds the user's knowledge lock (see concept-changes.ts).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  conceptAliases,
  conceptDefinitions,
  concepts,
  contradictions,
  documentConcepts,
  mentions,
  relationshipEvidence,
  relationships,
} from "../../db/schema.ts";
import { normalizeConceptKey } from "../../pipeline/extract/normalize.ts";
import type { Tx } from "../documents/batches.ts";
import { removeOrphanRelationships } from "./document-knowledge.ts";
import { refreshShownDefinitions } from "./write-definitions.ts";
import { recomputeRelationshipStrength } from "./write-knowledge.ts";

/** Marks concepts changed, so the graph's snapshot and caches read them again. */
export async function touchConcepts(tx: Tx, ids: readonly string[]): Promise<void> {
  if (ids.length)
    await tx
      .update(concepts)
      .set({ updatedAt: new Date() })
      .where(inArray(concepts.id, [...ids]));
}

interface EvidenceToMove {
  id: string;
  relationshipId: string;
  labelReversed: boolean;
}

/**
 * Relationship evidence of `fromId` given to `toId`: each row joins the relationship between `toId` and the other
 * end (created when missing), a row that would relate `toId` to itself goes. Relationships left without evidence go,
 * the others' strength and label are computed again.
 */
async function moveEvidence(tx: Tx, userId: string, fromId: string, toId: string, rows: EvidenceToMove[]) {
  if (rows.length === 0) return;
  const oldIds = [...new Set(rows.map((r) => r.relationshipId))];
  const old = new Map(
    (
      await tx
        .select({
          id: relationships.id,
          source: relationships.sourceConceptId,
          target: relationships.targetConceptId,
          type: relationships.type,
        })
        .from(relationships)
        .where(inArray(relationships.id, oldIds))
    ).map((r) => [r.id, r]),
  );
  const touched = new Set<string>();
  for (const row of rows) {
    const rel = old.get(row.relationshipId)!;
    let source = rel.source === fromId ? toId : rel.source;
    let target = rel.target === fromId ? toId : rel.target;
    if (source === target) {
      await tx.delete(relationshipEvidence).where(eq(relationshipEvidence.id, row.id));
      continue;
    }
    // "related" is stored once per pair, smaller id first; the label stays said of the same end.
    if (rel.type === "related" && source > target) [source, target] = [target, source];
    const subject = row.labelReversed ? rel.target : rel.source;
    const reversed = (subject === fromId ? toId : subject) === target;
    const id = await relationshipBetween(tx, userId, source, target, rel.type);
    await tx
      .update(relationshipEvidence)
      .set({ relationshipId: id, labelReversed: reversed })
      .where(eq(relationshipEvidence.id, row.id));
    touched.add(id);
  }
  await removeOrphanRelationships(tx, userId, oldIds);
  await recomputeRelationshipStrength(tx, [...touched]);
}

async function relationshipBetween(tx: Tx, userId: string, source: string, target: string, type: string) {
  const [created] = await tx
    .insert(relationships)
    .values({ userId, sourceConceptId: source, targetConceptId: target, type, strength: 0 })
    .onConflictDoNothing()
    .returning({ id: relationships.id });
  if (created) return created.id;
  const [existing] = await tx
    .select({ id: relationships.id })
    .from(relationships)
    .where(
      and(
        eq(relationships.userId, userId),
        eq(relationships.sourceConceptId, source),
        eq(relationships.targetConceptId, target),
        eq(relationships.type, type),
      ),
    );
  return existing!.id;
}

/** The aliases of `fromId` (those of `keys`, when given) become `toId`'s; one it has already is dropped. */
export async function moveAliases(tx: Tx, fromId: string, toId: string, keys?: readonly string[]): Promise<void> {
  if (keys?.length === 0) return;
  const only = keys ? sql`AND a.normalized_alias = ANY(${sql.param([...keys])}::text[])` : sql``;
  await tx.execute(sql`
    DELETE FROM concept_aliases a WHERE a.concept_id = ${fromId} ${only} AND EXISTS (
      SELECT 1 FROM concept_aliases o WHERE o.concept_id = ${toId} AND o.normalized_alias = a.normalized_alias)`);
  await tx.execute(sql`UPDATE concept_aliases a SET concept_id = ${toId} WHERE a.concept_id = ${fromId} ${only}`);
}

/** Every evidence row of the relationships of a concept, optionally only of some documents. */
async function evidenceOf(tx: Tx, conceptId: string, documentIds?: readonly string[]) {
  return tx
    .select({
      id: relationshipEvidence.id,
      relationshipId: relationshipEvidence.relationshipId,
      labelReversed: relationshipEvidence.labelReversed,
      documentId: relationshipEvidence.documentId,
      charStart: relationshipEvidence.charStart,
      charEnd: relationshipEvidence.charEnd,
    })
    .from(relationshipEvidence)
    .innerJoin(relationships, eq(relationships.id, relationshipEvidence.relationshipId))
    .where(
      and(
        sql`(${relationships.sourceConceptId} = ${conceptId} OR ${relationships.targetConceptId} = ${conceptId})`,
        documentIds ? inArray(relationshipEvidence.documentId, [...documentIds]) : undefined,
      ),
    );
}

/**
 * Everything of `fromId` becomes `intoId`'s and `fromId` is deleted: its document links (salience the higher, mentions
 * added), mentions, definitions, aliases (its own name among them, so a document read later finds `intoId` by it),
 * claims' concept links, contradictions, relationships with their evidence, and its history.
 */
export async function absorbConcept(tx: Tx, userId: string, fromId: string, intoId: string): Promise<void> {
  const [from] = await tx.select().from(concepts).where(eq(concepts.id, fromId));
  if (!from) return;
  await tx.execute(sql`
    INSERT INTO document_concepts (user_id, document_id, concept_id, salience, mention_count)
    SELECT user_id, document_id, ${intoId}, salience, mention_count FROM document_concepts WHERE concept_id = ${fromId}
    ON CONFLICT (document_id, concept_id) DO UPDATE SET
      salience = greatest(document_concepts.salience, excluded.salience),
      mention_count = document_concepts.mention_count + excluded.mention_count`);
  await tx.execute(sql`
    UPDATE mentions m SET concept_id = ${intoId} WHERE m.concept_id = ${fromId} AND NOT EXISTS (
      SELECT 1 FROM mentions o WHERE o.document_id = m.document_id AND o.concept_id = ${intoId} AND o.char_start = m.char_start)`);
  await tx.execute(sql`
    UPDATE concept_definitions d SET concept_id = ${intoId} WHERE d.concept_id = ${fromId} AND NOT EXISTS (
      SELECT 1 FROM concept_definitions o WHERE o.concept_id = ${intoId} AND o.document_id = d.document_id AND o.char_start = d.char_start)`);
  await moveAliases(tx, fromId, intoId);
  await tx
    .insert(conceptAliases)
    .values({ userId, conceptId: intoId, alias: from.name, normalizedAlias: from.normalizedKey })
    .onConflictDoNothing();
  await tx.execute(sql`
    INSERT INTO statement_concepts (user_id, statement_id, concept_id)
    SELECT user_id, statement_id, ${intoId} FROM statement_concepts WHERE concept_id = ${fromId}
    ON CONFLICT DO NOTHING`);
  await tx.update(contradictions).set({ conceptId: intoId }).where(eq(contradictions.conceptId, fromId));
  await moveEvidence(tx, userId, fromId, intoId, await evidenceOf(tx, fromId));
  await tx.execute(sql`UPDATE concept_versions SET concept_id = ${intoId} WHERE concept_id = ${fromId}`);
  await tx.delete(concepts).where(eq(concepts.id, fromId));
  await refreshShownDefinitions(tx, userId, [intoId]);
  await touchConcepts(tx, [intoId]);
}

export interface MentionSelection {
  /** Only mentions in these documents. */
  documentIds?: readonly string[];
  /** Only mentions whose words, normalised as concept keys are, are one of these ("LLMs" → "llm"). */
  surfaceKeys?: ReadonlySet<string>;
}

/**
 * The mentions of `fromId` that `selection` picks become `toId`'s, with what goes with them: the document links
 * (counted again; `fromId` loses a document where none of its mentions is left), definitions and relationship
 * evidence whose sentence names only the moved mentions (in documents split whole: all of them), and, for a whole
 * document, its claims' links. Returns how many mentions moved.
 */
export async function moveMentions(
  tx: Tx,
  userId: string,
  fromId: string,
  toId: string,
  selection: MentionSelection,
): Promise<number> {
  const rows = await tx
    .select({
      id: mentions.id,
      documentId: mentions.documentId,
      charStart: mentions.charStart,
      charEnd: mentions.charEnd,
      surface: selection.surfaceKeys
        ? sql<string>`(SELECT substr(d.content, ${mentions.charStart} + 1, ${mentions.charEnd} - ${mentions.charStart}) FROM documents d WHERE d.id = ${mentions.documentId})`
        : sql<string>`''`,
    })
    .from(mentions)
    .where(
      and(
        eq(mentions.userId, userId),
        eq(mentions.conceptId, fromId),
        selection.documentIds ? inArray(mentions.documentId, [...selection.documentIds]) : undefined,
      ),
    );
  const keys = selection.surfaceKeys;
  const picked = keys ? rows.filter((r) => keys.has(normalizeConceptKey(r.surface))) : rows;
  if (picked.length === 0) return 0;
  const pickedSet = new Set(picked);
  const stays = rows.filter((r) => !pickedSet.has(r));
  const pickedIds = picked.map((r) => r.id);
  for (let i = 0; i < pickedIds.length; i += 1000) {
    const ids = pickedIds.slice(i, i + 1000);
    // A mention `toId` already has at the same place is a duplicate.
    await tx.execute(sql`DELETE FROM mentions m WHERE m.id = ANY(${sql.param(ids)}::uuid[]) AND EXISTS (
      SELECT 1 FROM mentions o WHERE o.document_id = m.document_id AND o.concept_id = ${toId} AND o.char_start = m.char_start)`);
    await tx.update(mentions).set({ conceptId: toId }).where(inArray(mentions.id, ids));
  }
  const documentIds = [...new Set(picked.map((r) => r.documentId))];
  await recountLinks(tx, userId, fromId, toId, documentIds, picked.length / Math.max(1, rows.length));

  // A sentence that names only moved mentions was about the concept they now belong to.
  const onlyMoved = (documentId: string, start: number | null, end: number | null) => {
    if (!keys) return true;
    if (start === null || end === null) return false;
    const inside = (r: { documentId: string; charStart: number }) =>
      r.documentId === documentId && r.charStart >= start && r.charStart < end;
    return picked.some(inside) && !stays.some(inside);
  };
  const definitions = await tx
    .select({
      id: conceptDefinitions.id,
      documentId: conceptDefinitions.documentId,
      start: conceptDefinitions.charStart,
      end: conceptDefinitions.charEnd,
    })
    .from(conceptDefinitions)
    .where(and(eq(conceptDefinitions.conceptId, fromId), inArray(conceptDefinitions.documentId, documentIds)));
  const movedDefinitions = definitions.filter((d) => onlyMoved(d.documentId, d.start, d.end)).map((d) => d.id);
  if (movedDefinitions.length)
    await tx
      .update(conceptDefinitions)
      .set({ conceptId: toId })
      .where(inArray(conceptDefinitions.id, movedDefinitions));
  const evidence = (await evidenceOf(tx, fromId, documentIds)).filter((e) =>
    onlyMoved(e.documentId, e.charStart, e.charEnd),
  );
  await moveEvidence(tx, userId, fromId, toId, evidence);
  if (!keys) {
    await tx.execute(sql`
      INSERT INTO statement_concepts (user_id, statement_id, concept_id)
      SELECT sc.user_id, sc.statement_id, ${toId} FROM statement_concepts sc JOIN statements s ON s.id = sc.statement_id
      WHERE sc.concept_id = ${fromId} AND s.document_id = ANY(${sql.param(documentIds)}::uuid[]) ON CONFLICT DO NOTHING`);
    await tx.execute(sql`
      DELETE FROM statement_concepts sc USING statements s WHERE s.id = sc.statement_id AND sc.concept_id = ${fromId}
      AND s.document_id = ANY(${sql.param(documentIds)}::uuid[])`);
  }
  await refreshShownDefinitions(tx, userId, [fromId, toId]);
  await touchConcepts(tx, [fromId, toId]);
  return picked.length;
}

/**
 * The document links of both concepts after a move: each counts the mentions it now has in the document; `fromId`
 * keeps its salience where it still has mentions, `toId` gets a share of it by the mentions it took.
 */
async function recountLinks(
  tx: Tx,
  userId: string,
  fromId: string,
  toId: string,
  documentIds: string[],
  share: number,
): Promise<void> {
  const ids = sql.param(documentIds);
  await tx.execute(sql`
    INSERT INTO document_concepts (user_id, document_id, concept_id, salience, mention_count)
    SELECT ${userId}, dc.document_id, ${toId}, dc.salience * ${Math.max(0.1, share)}, 0
    FROM document_concepts dc WHERE dc.concept_id = ${fromId} AND dc.document_id = ANY(${ids}::uuid[])
    ON CONFLICT (document_id, concept_id) DO NOTHING`);
  await tx.execute(sql`
    UPDATE document_concepts dc SET mention_count = (
      SELECT count(*)::int FROM mentions m WHERE m.document_id = dc.document_id AND m.concept_id = dc.concept_id)
    WHERE dc.concept_id IN (${fromId}, ${toId}) AND dc.document_id = ANY(${ids}::uuid[])`);
  await tx
    .delete(documentConcepts)
    .where(
      and(
        eq(documentConcepts.conceptId, fromId),
        inArray(documentConcepts.documentId, documentIds),
        eq(documentConcepts.mentionCount, 0),
      ),
    );
}

/** A document link whose mentions were not stored (beyond the per-document cap) goes with the document too. */
export async function moveLinksWithoutMentions(tx: Tx, fromId: string, toId: string, documentIds: string[]) {
  await tx.execute(sql`
    UPDATE document_concepts dc SET concept_id = ${toId}
    WHERE dc.concept_id = ${fromId} AND dc.document_id = ANY(${sql.param(documentIds)}::uuid[])
      AND NOT EXISTS (SELECT 1 FROM document_concepts o WHERE o.document_id = dc.document_id AND o.concept_id = ${toId})`);
  await tx
    .delete(documentConcepts)
    .where(and(eq(documentConcepts.conceptId, fromId), inArray(documentConcepts.documentId, documentIds)));
  await touchConcepts(tx, [fromId, toId]);
}
