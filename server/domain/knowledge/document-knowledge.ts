/**
 * What one document contributes to the knowledge graph, taken out again: when the document is deleted, or when it
 * is read again by a newer pipeline. A re-reading keeps what the user decided: contradictions they resolved stay
 * (re-anchored in the new text), and concepts keep their history.
 */
import { and, eq, inArray, lt, notExists, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { concepts, contradictions, documentConcepts, relationshipEvidence, relationships } from "../../db/schema.ts";
import { deleteSome, FEW_ROWS, MANY_ROWS, PASSAGE_ROWS, type BatchRunner } from "../documents/batches.ts";
import { contradictionsOfDocument } from "../contradictions/of-document.ts";
import { refreshShownDefinitions } from "./write-definitions.ts";
import { chunkAt, type StoredChunk } from "./stored-chunks.ts";
import { recomputeRelationshipStrength } from "./write-knowledge.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Contribution {
  /** Concepts the document is linked to. */
  conceptIds: string[];
  /** Relationships it gave evidence for, or whose contradiction involves it. */
  relationshipIds: string[];
}

/** The concepts and relationships a document touches: what may be left orphaned when it goes. */
export async function documentContribution(tx: Tx, userId: string, documentId: string): Promise<Contribution> {
  const conceptIds = (
    await tx
      .select({ id: documentConcepts.conceptId })
      .from(documentConcepts)
      .where(and(eq(documentConcepts.userId, userId), eq(documentConcepts.documentId, documentId)))
  ).map((r) => r.id);
  const relationshipIds = (
    await tx
      .selectDistinct({ id: relationshipEvidence.relationshipId })
      .from(relationshipEvidence)
      .leftJoin(contradictions, eq(contradictions.id, relationshipEvidence.contradictionId))
      .where(
        and(
          eq(relationshipEvidence.userId, userId),
          or(
            eq(relationshipEvidence.documentId, documentId),
            eq(contradictions.document1Id, documentId),
            eq(contradictions.document2Id, documentId),
          ),
        ),
      )
  ).map((r) => r.id);
  return { conceptIds, relationshipIds };
}

/**
 * After a document's links are gone: relationships left without evidence and concepts left without a document go
 * too (their versions, aliases and remaining mentions with them); the rest lose the document's share of strength
 * and definitions. A concept is shown as long as a document links to it (document_concepts), so that is what
 * keeps it.
 */
export async function removeOrphans(tx: Tx, userId: string, touched: Contribution): Promise<void> {
  await removeOrphanRelationships(tx, userId, touched.relationshipIds);
  await refreshShownDefinitions(tx, userId, touched.conceptIds);
  if (touched.conceptIds.length) {
    await tx.delete(concepts).where(
      and(
        eq(concepts.userId, userId),
        inArray(concepts.id, touched.conceptIds),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(documentConcepts)
            .where(eq(documentConcepts.conceptId, concepts.id)),
        ),
      ),
    );
  }
}

/** Relationships of `ids` left without evidence go; the others get their strength from the evidence left. */
export async function removeOrphanRelationships(tx: Tx, userId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const relationshipIds = [...ids];
  await tx.delete(relationships).where(
    and(
      eq(relationships.userId, userId),
      inArray(relationships.id, relationshipIds),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(relationshipEvidence)
          .where(eq(relationshipEvidence.relationshipId, relationships.id)),
      ),
    ),
  );
  const survivors = await tx
    .select({ id: relationships.id })
    .from(relationships)
    .where(and(eq(relationships.userId, userId), inArray(relationships.id, relationshipIds)));
  await recomputeRelationshipStrength(
    tx,
    survivors.map((r) => r.id),
  );
}

const ofDocument = (userId: string, documentId: string) => sql`user_id = ${userId} AND document_id = ${documentId}`;

/**
 * Takes a document's knowledge out, in batches of short transactions: its links to concepts, evidence,
 * definitions, statements, mentions and passages (those before `chunksBefore` only, when given: a new reading's
 * passages are already in), and the contradictions nobody resolved. Resolved ones lose their passage link for now
 * (reanchorResolved puts it back). The links go first, in one step, so the graph loses the document at once.
 * Returns what it touched, for removeOrphans once the new knowledge is in (or the document is gone).
 */
export async function clearDocumentKnowledge(
  runner: BatchRunner,
  userId: string,
  documentId: string,
  options: { chunksBefore?: number; keepConceptLinks?: boolean } = {},
): Promise<Contribution & { hadKnowledge: boolean }> {
  const touched = await runner.step(async (tx) => {
    const contribution = await documentContribution(tx, userId, documentId);
    await tx
      .update(contradictions)
      .set({ chunk1Id: null })
      .where(
        and(
          eq(contradictions.userId, userId),
          eq(contradictions.document1Id, documentId),
          eq(contradictions.resolved, 1),
        ),
      );
    await tx
      .update(contradictions)
      .set({ chunk2Id: null })
      .where(
        and(
          eq(contradictions.userId, userId),
          eq(contradictions.document2Id, documentId),
          eq(contradictions.resolved, 1),
        ),
      );
    await tx.delete(contradictions).where(contradictionsOfDocument(userId, documentId, false));
    // Any edge left by its contradictions (the unresolved ones go above; resolved ones draw none).
    await tx.execute(
      sql`DELETE FROM ${relationshipEvidence} e USING ${contradictions} c WHERE e.contradiction_id = c.id AND e.user_id = ${userId} AND (c.document1_id = ${documentId} OR c.document2_id = ${documentId})`,
    );
    const links = and(eq(documentConcepts.userId, userId), eq(documentConcepts.documentId, documentId));
    // A document read again keeps its links until its new reading is in, marked stale (the new reading's links
    // replace them; dropStaleConceptLinks takes the rest): a concept only it links to would otherwise be an orphan
    // meanwhile, and another document's sweep would delete it, history and all, to be created again with a new id.
    if (options.keepConceptLinks) await tx.update(documentConcepts).set(STALE_LINK).where(links);
    else await tx.delete(documentConcepts).where(links);
    return contribution;
  });
  await runner.untilDone(MANY_ROWS, (tx, limit) =>
    deleteSome(tx, "relationship_evidence", ofDocument(userId, documentId), limit),
  );
  await runner.untilDone(FEW_ROWS, (tx, limit) =>
    deleteSome(tx, "concept_definitions", ofDocument(userId, documentId), limit),
  );
  await runner.untilDone(FEW_ROWS, (tx, limit) => deleteSome(tx, "statements", ofDocument(userId, documentId), limit));
  await runner.untilDone(MANY_ROWS, (tx, limit) => deleteSome(tx, "mentions", ofDocument(userId, documentId), limit));
  const oldChunks =
    options.chunksBefore === undefined
      ? ofDocument(userId, documentId)
      : sql`${ofDocument(userId, documentId)} AND ordinal < ${options.chunksBefore}`;
  await runner.untilDone(PASSAGE_ROWS, (tx, limit) => deleteSome(tx, "chunks", oldChunks, limit));
  return { ...touched, hadKnowledge: touched.conceptIds.length > 0 };
}

/** A link kept while its document is read again: below any salience, no mentions (writeConcepts' upsert replaces both). */
const STALE_LINK = { salience: -1, mentionCount: 0 };

/** The links of a document read again that its new reading did not make again. */
export async function dropStaleConceptLinks(tx: Tx, userId: string, documentId: string): Promise<void> {
  await tx
    .delete(documentConcepts)
    .where(
      and(
        eq(documentConcepts.userId, userId),
        eq(documentConcepts.documentId, documentId),
        lt(documentConcepts.salience, 0),
      ),
    );
}

/**
 * Concepts no document links to and relationships without evidence, of one user, deleted in batches: what a
 * document run that stopped half-way (a crash) may have left behind.
 */
export async function sweepOrphans(runner: BatchRunner, userId: string): Promise<void> {
  await runner.untilDone(FEW_ROWS, (tx, limit) =>
    deleteSome(
      tx,
      "relationships",
      sql`user_id = ${userId} AND NOT EXISTS (SELECT 1 FROM relationship_evidence e WHERE e.relationship_id = relationships.id)`,
      limit,
    ),
  );
  await runner.untilDone(FEW_ROWS, (tx, limit) =>
    deleteSome(
      tx,
      "concepts",
      sql`user_id = ${userId} AND NOT EXISTS (SELECT 1 FROM document_concepts dc WHERE dc.concept_id = concepts.id)`,
      limit,
    ),
  );
}

const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();

/** Where a statement stands in the new text: exactly, or with its spacing differing. Null when it is gone. */
export function findStatement(content: string, statement: string): { start: number; end: number } | null {
  const exact = content.indexOf(statement);
  if (exact >= 0) return { start: exact, end: exact + statement.length };
  const words = squeeze(statement)
    .split(" ")
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (words.length === 0 || words.join("").length === 0) return null;
  const match = new RegExp(words.join("\\s+")).exec(content);
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}

/**
 * A re-read document's resolved contradictions point at their statements in the new text again (they draw no graph
 * edge: only unresolved contradictions do). A statement the new reading no longer has keeps its stored text.
 */
export async function reanchorResolved(
  tx: Tx,
  userId: string,
  documentId: string,
  content: string,
  stored: readonly StoredChunk[],
): Promise<void> {
  const rows = await tx
    .select()
    .from(contradictions)
    .where(contradictionsOfDocument(userId, documentId, true));
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
