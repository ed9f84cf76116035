/**
 * What one document contributes to the knowledge graph, taken out again: when the document is deleted, or when it
 * is read again by a newer pipeline. A re-reading keeps what the user decided: contradictions they resolved stay
 * (re-anchored in the new text), and concepts keep their history.
 */
import { and, eq, inArray, notExists, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chunks, conceptDefinitions, concepts, contradictions, documentConcepts, mentions, relationshipEvidence, relationships, statements } from "../../db/schema.ts";
import { refreshShownDefinitions } from "./write-definitions.ts";
import { chunkAt, type StoredChunk } from "./stored-chunks.ts";
import { recomputeRelationshipStrength } from "./write-knowledge.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Contribution {
  /** Concepts the document mentioned. */
  conceptIds: string[];
  /** Relationships it gave evidence for, or whose contradiction involves it. */
  relationshipIds: string[];
}

/** The concepts and relationships a document touches: what may be left orphaned when it goes. */
export async function documentContribution(tx: Tx, userId: string, documentId: string): Promise<Contribution> {
  const conceptIds = (await tx.selectDistinct({ id: mentions.conceptId }).from(mentions).where(and(eq(mentions.userId, userId), eq(mentions.documentId, documentId)))).map((r) => r.id);
  const relationshipIds = (
    await tx
      .selectDistinct({ id: relationshipEvidence.relationshipId })
      .from(relationshipEvidence)
      .leftJoin(contradictions, eq(contradictions.id, relationshipEvidence.contradictionId))
      .where(and(eq(relationshipEvidence.userId, userId), or(eq(relationshipEvidence.documentId, documentId), eq(contradictions.document1Id, documentId), eq(contradictions.document2Id, documentId))))
  ).map((r) => r.id);
  return { conceptIds, relationshipIds };
}

/**
 * After a document's rows are gone: relationships left without evidence and concepts left without a mention go
 * too (their versions with them); the rest lose the document's share of strength and definitions.
 */
export async function removeOrphans(tx: Tx, userId: string, touched: Contribution): Promise<void> {
  const { conceptIds, relationshipIds } = touched;
  if (relationshipIds.length) {
    await tx
      .delete(relationships)
      .where(and(eq(relationships.userId, userId), inArray(relationships.id, relationshipIds), notExists(tx.select({ one: sql`1` }).from(relationshipEvidence).where(eq(relationshipEvidence.relationshipId, relationships.id)))));
    const survivors = await tx.select({ id: relationships.id }).from(relationships).where(and(eq(relationships.userId, userId), inArray(relationships.id, relationshipIds)));
    await recomputeRelationshipStrength(tx, survivors.map((r) => r.id));
  }
  if (conceptIds.length) {
    await refreshShownDefinitions(tx, userId, conceptIds);
    await tx
      .delete(concepts)
      .where(and(eq(concepts.userId, userId), inArray(concepts.id, conceptIds), notExists(tx.select({ one: sql`1` }).from(mentions).where(eq(mentions.conceptId, concepts.id)))));
  }
}

/**
 * Takes a document's knowledge out before it is written again: chunks, mentions, saliences, evidence, statements,
 * definitions and the contradictions nobody resolved. Resolved ones lose their passage link for now
 * (reanchorResolved puts it back); the user's decision on them stays. Returns what it touched, for removeOrphans once the new knowledge is in.
 */
export async function clearDocumentKnowledge(tx: Tx, userId: string, documentId: string): Promise<Contribution & { hadKnowledge: boolean }> {
  const touched = await documentContribution(tx, userId, documentId);
  const involves = or(eq(contradictions.document1Id, documentId), eq(contradictions.document2Id, documentId));
  await tx.update(contradictions).set({ chunk1Id: null }).where(and(eq(contradictions.userId, userId), eq(contradictions.document1Id, documentId), eq(contradictions.resolved, 1)));
  await tx.update(contradictions).set({ chunk2Id: null }).where(and(eq(contradictions.userId, userId), eq(contradictions.document2Id, documentId), eq(contradictions.resolved, 1)));
  await tx.delete(contradictions).where(and(eq(contradictions.userId, userId), involves, eq(contradictions.resolved, 0)));
  // Evidence filed under this document, and any edge left by its contradictions (the unresolved ones go above).
  await tx.delete(relationshipEvidence).where(and(eq(relationshipEvidence.userId, userId), eq(relationshipEvidence.documentId, documentId)));
  await tx.execute(sql`DELETE FROM ${relationshipEvidence} e USING ${contradictions} c WHERE e.contradiction_id = c.id AND e.user_id = ${userId} AND (c.document1_id = ${documentId} OR c.document2_id = ${documentId})`);
  await tx.delete(conceptDefinitions).where(and(eq(conceptDefinitions.userId, userId), eq(conceptDefinitions.documentId, documentId)));
  await tx.delete(statements).where(and(eq(statements.userId, userId), eq(statements.documentId, documentId)));
  await tx.delete(mentions).where(and(eq(mentions.userId, userId), eq(mentions.documentId, documentId)));
  const cleared = await tx.delete(documentConcepts).where(and(eq(documentConcepts.userId, userId), eq(documentConcepts.documentId, documentId))).returning({ id: documentConcepts.conceptId });
  await tx.delete(chunks).where(and(eq(chunks.userId, userId), eq(chunks.documentId, documentId)));
  return { ...touched, hadKnowledge: cleared.length > 0 };
}

const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();

/** Where a statement stands in the new text: exactly, or with its spacing differing. Null when it is gone. */
export function findStatement(content: string, statement: string): { start: number; end: number } | null {
  const exact = content.indexOf(statement);
  if (exact >= 0) return { start: exact, end: exact + statement.length };
  const words = squeeze(statement).split(" ").map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (words.length === 0 || words.join("").length === 0) return null;
  const match = new RegExp(words.join("\\s+")).exec(content);
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}

/**
 * A re-read document's resolved contradictions point at their statements in the new text again (they draw no graph
 * edge: only unresolved contradictions do). A statement the new reading no longer has keeps its stored text.
 */
export async function reanchorResolved(tx: Tx, userId: string, documentId: string, content: string, stored: readonly StoredChunk[]): Promise<void> {
  const rows = await tx
    .select()
    .from(contradictions)
    .where(and(eq(contradictions.userId, userId), eq(contradictions.resolved, 1), or(eq(contradictions.document1Id, documentId), eq(contradictions.document2Id, documentId))));
  for (const row of rows) {
    const patch: Partial<typeof contradictions.$inferInsert> = {};
    for (const side of [1, 2] as const) {
      if ((side === 1 ? row.document1Id : row.document2Id) !== documentId) continue;
      const found = findStatement(content, side === 1 ? row.statement1 : row.statement2);
      if (!found) continue;
      const chunkId = chunkAt(stored, found.start)?.id ?? null;
      if (side === 1) Object.assign(patch, { charStart1: found.start, charEnd1: found.end, chunk1Id: chunkId });
      else Object.assign(patch, { charStart2: found.start, charEnd2: found.end, chunk2Id: chunkId });
    }
    if (Object.keys(patch).length) await tx.update(contradictions).set(patch).where(eq(contradictions.id, row.id));
  }
}
