import { and, eq, inArray, notExists, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { concepts, contradictions, documents, mentions, relationshipEvidence, relationships } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import { recomputeRelationshipStrength } from "../knowledge/write-knowledge.ts";

/**
 * Deletes a document and what only it supported, in one transaction: its chunks, mentions, evidence,
 * contradictions and original go with it (foreign keys), then relationships left without evidence and concepts
 * left without a mention (their versions with them). Concepts other documents still mention keep their history.
 */
export async function deleteDocument(db: Db, userId: string, documentId: string): Promise<{ title: string }> {
  return db.transaction(async (tx) => {
    const [doc] = await tx
      .select({ id: documents.id, title: documents.title })
      .from(documents)
      .where(and(eq(documents.userId, userId), eq(documents.id, documentId)))
      .for("update");
    if (!doc) throw notFound("The document");

    const touchedConcepts = tx
      .selectDistinct({ id: mentions.conceptId })
      .from(mentions)
      .where(and(eq(mentions.userId, userId), eq(mentions.documentId, documentId)));
    const conceptIds = (await touchedConcepts).map((r) => r.id);
    // Evidence from this document, and `contradicts` evidence whose contradiction involves it (that evidence is
    // filed under the later document, but the edge must go with either).
    const relationshipIds = (
      await tx
        .selectDistinct({ id: relationshipEvidence.relationshipId })
        .from(relationshipEvidence)
        .leftJoin(contradictions, eq(contradictions.id, relationshipEvidence.contradictionId))
        .where(
          and(
            eq(relationshipEvidence.userId, userId),
            or(eq(relationshipEvidence.documentId, documentId), eq(contradictions.document1Id, documentId), eq(contradictions.document2Id, documentId)),
          ),
        )
    ).map((r) => r.id);

    await tx.delete(documents).where(and(eq(documents.userId, userId), eq(documents.id, documentId)));

    if (relationshipIds.length) {
      await tx
        .delete(relationships)
        .where(
          and(
            eq(relationships.userId, userId),
            inArray(relationships.id, relationshipIds),
            notExists(tx.select({ one: sql`1` }).from(relationshipEvidence).where(eq(relationshipEvidence.relationshipId, relationships.id))),
          ),
        );
      // The ones other documents still support lose this document's share of their strength.
      const survivors = await tx.select({ id: relationships.id }).from(relationships).where(and(eq(relationships.userId, userId), inArray(relationships.id, relationshipIds)));
      await recomputeRelationshipStrength(tx, survivors.map((r) => r.id));
    }
    if (conceptIds.length) {
      await tx
        .delete(concepts)
        .where(
          and(
            eq(concepts.userId, userId),
            inArray(concepts.id, conceptIds),
            notExists(tx.select({ one: sql`1` }).from(mentions).where(eq(mentions.conceptId, concepts.id))),
          ),
        );
    }
    return { title: doc.title };
  });
}
