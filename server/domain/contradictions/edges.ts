/**
 * The graph's `contradicts` edges come only from unresolved contradictions. An edge joins the two concepts both
 * statements speak of ("A outperforms B" / "B outperforms A": A and B; "X raises Y" / "X lowers Y": X and Y): the
 * sources disagree about how those two relate. A contradiction about one concept only ("YOLO has 24 layers" /
 * "26 layers") draws no edge; its card names the concept. Resolving a contradiction in any way takes its edge
 * out; reopening it puts the edge back.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  contradictions,
  mentions,
  relationshipEvidence,
  relationships,
  statementConcepts,
  statements,
} from "../../db/schema.ts";
import { recomputeRelationshipStrength } from "../knowledge/write-knowledge.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const SEVERITY_STRENGTH: Record<string, number> = { high: 0.9, medium: 0.6, low: 0.3 };

/** The two concepts an edge joins: the first two that both statements mention, in the order of `ordered`. */
export function edgeEnds(ordered: readonly string[], other: readonly string[]): [string, string] | null {
  const shared = [...new Set(ordered.filter((id) => other.includes(id)))];
  return shared.length >= 2 ? [shared[0]!, shared[1]!] : null;
}

/** Draws the edge of an unresolved contradiction (nothing when its statements share fewer than two concepts). */
export async function linkContradictingConcepts(
  tx: Tx,
  input: {
    userId: string;
    contradictionId: string;
    documentId: string;
    chunkId: string | null;
    charStart: number;
    charEnd: number;
    ordered: readonly string[];
    other: readonly string[];
    severity: string;
  },
): Promise<void> {
  const ends = edgeEnds(input.ordered, input.other);
  if (!ends) return;
  const [source, target] = ends;
  const strength = SEVERITY_STRENGTH[input.severity] ?? 0.3;
  const [rel] = await tx
    .insert(relationships)
    .values({ userId: input.userId, sourceConceptId: source, targetConceptId: target, type: "contradicts", strength })
    .onConflictDoUpdate({
      target: [relationships.userId, relationships.sourceConceptId, relationships.targetConceptId, relationships.type],
      set: { updatedAt: new Date() },
    })
    .returning({ id: relationships.id });
  await tx.insert(relationshipEvidence).values({
    userId: input.userId,
    relationshipId: rel!.id,
    documentId: input.documentId,
    chunkId: input.chunkId,
    strength,
    charStart: input.charStart,
    charEnd: input.charEnd,
    contradictionId: input.contradictionId,
  });
  await recomputeRelationshipStrength(tx, [rel!.id]);
}

/** Removes what a resolved contradiction put in the graph: its evidence, and the edge when nothing else supports it. */
export async function removeContradictionEdge(
  tx: Tx,
  userId: string,
  contradictionIds: readonly string[],
): Promise<void> {
  if (contradictionIds.length === 0) return;
  const removed = await tx
    .delete(relationshipEvidence)
    .where(
      and(
        eq(relationshipEvidence.userId, userId),
        inArray(relationshipEvidence.contradictionId, [...contradictionIds]),
      ),
    )
    .returning({ relationshipId: relationshipEvidence.relationshipId });
  const ids = [...new Set(removed.map((r) => r.relationshipId))];
  if (ids.length === 0) return;
  await tx
    .delete(relationships)
    .where(
      and(
        eq(relationships.userId, userId),
        inArray(relationships.id, ids),
        sql`NOT EXISTS (SELECT 1 FROM ${relationshipEvidence} e WHERE e.relationship_id = ${relationships.id})`,
      ),
    );
  const left = await tx
    .select({ id: relationships.id })
    .from(relationships)
    .where(and(eq(relationships.userId, userId), inArray(relationships.id, ids)));
  await recomputeRelationshipStrength(
    tx,
    left.map((r) => r.id),
  );
}

/** Puts a reopened contradiction's edge back, from the concepts its two statements mention. */
export async function restoreContradictionEdge(tx: Tx, userId: string, contradictionId: string): Promise<void> {
  const [c] = await tx
    .select()
    .from(contradictions)
    .where(and(eq(contradictions.userId, userId), eq(contradictions.id, contradictionId)));
  if (!c || c.resolved !== 0) return;
  const first = (
    await tx
      .select({ conceptId: statementConcepts.conceptId })
      .from(statementConcepts)
      .innerJoin(statements, eq(statements.id, statementConcepts.statementId))
      .where(
        and(
          eq(statements.userId, userId),
          eq(statements.documentId, c.document1Id),
          eq(statements.charStart, c.charStart1),
        ),
      )
  ).map((r) => r.conceptId);
  // the second statement's concepts in the order it mentions them, as when the edge was first drawn
  const second = (
    await tx
      .select({ conceptId: mentions.conceptId })
      .from(mentions)
      .where(
        and(
          eq(mentions.userId, userId),
          eq(mentions.documentId, c.document2Id),
          sql`${mentions.charStart} >= ${c.charStart2}`,
          sql`${mentions.charStart} < ${c.charEnd2}`,
        ),
      )
      .orderBy(mentions.charStart)
  ).map((r) => r.conceptId);
  await linkContradictingConcepts(tx, {
    userId,
    contradictionId: c.id,
    documentId: c.document2Id,
    chunkId: c.chunk2Id,
    charStart: c.charStart2,
    charEnd: c.charEnd2,
    ordered: second,
    other: first,
    severity: c.severity,
  });
}
