import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  conceptDefinitions,
  contradictions,
  documentConcepts,
  documents,
  relationshipEvidence,
} from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import type { BackgroundWork, DocumentWork } from "../background-work.ts";
import { contradictionsOfDocument } from "../contradictions/of-document.ts";
import { documentContribution, removeOrphanRelationships, sweepOrphans } from "../knowledge/document-knowledge.ts";
import { refreshShownDefinitions } from "../knowledge/write-definitions.ts";
import { BatchRunner, deleteSome, FEW_ROWS, MANY_ROWS, PASSAGE_ROWS } from "./batches.ts";

/**
 * Deletes a document as the user sees it, at once, in one short transaction: it is marked deleted (every read
 * skips it from then on), and its links into the knowledge graph go (its concept links, evidence, definitions and
 * contradictions; relationships and definitions only it supported with them, concepts only it supported hidden,
 * as no document links to them). Its rows (passages, mentions, statements, the file), which can run into millions,
 * are deleted in the background in batches (deleteDocumentRows), then the concepts left without a document.
 */
export async function deleteDocument(
  db: Db,
  work: BackgroundWork,
  userId: string,
  documentId: string,
): Promise<{ title: string }> {
  const title = await db.transaction(async (tx) => {
    const [doc] = await tx
      .select({ id: documents.id, title: documents.title })
      .from(documents)
      .where(and(eq(documents.userId, userId), eq(documents.id, documentId), isNull(documents.deletedAt)))
      .for("update");
    if (!doc) throw notFound("The document");
    await tx
      .update(documents)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(eq(documents.id, documentId));
    const touched = await documentContribution(tx, userId, documentId);
    await tx
      .delete(documentConcepts)
      .where(and(eq(documentConcepts.userId, userId), eq(documentConcepts.documentId, documentId)));
    await tx
      .delete(relationshipEvidence)
      .where(and(eq(relationshipEvidence.userId, userId), eq(relationshipEvidence.documentId, documentId)));
    // Its contradictions, resolved or not, go with it (and their graph edges, by cascade).
    await tx.delete(contradictions).where(contradictionsOfDocument(userId, documentId));
    await tx
      .delete(conceptDefinitions)
      .where(and(eq(conceptDefinitions.userId, userId), eq(conceptDefinitions.documentId, documentId)));
    await removeOrphanRelationships(tx, userId, touched.relationshipIds);
    await refreshShownDefinitions(tx, userId, touched.conceptIds);
    return doc.title;
  });
  await work.queueDocumentDeletion({ userId, documentId });
  return { title };
}

const ofDocument = (userId: string, documentId: string) => sql`user_id = ${userId} AND document_id = ${documentId}`;
/** Parts of the original file are up to 1 MB each. */
const PARTS = { initial: 4, min: 1, max: 64 };

/**
 * The background part of a deletion: the rows of a document marked deleted, in batches of short transactions, then
 * the document itself and whatever it alone kept (concepts without a document, relationships without evidence).
 * Idempotent: a run stopped half-way is finished by the next.
 */
export async function deleteDocumentRows(db: Db, work: BackgroundWork, data: DocumentWork): Promise<void> {
  const { userId, documentId } = data;
  const runner = new BatchRunner(db, { lockUser: userId });
  const [doc] = await db
    .select({ deletedAt: documents.deletedAt })
    .from(documents)
    .where(and(eq(documents.userId, userId), eq(documents.id, documentId)));
  if (doc && !doc.deletedAt) return; // never a document the user still has
  if (doc) {
    for (const table of [
      "statements",
      "mentions",
      "concept_definitions",
      "relationship_evidence",
      "document_concepts",
    ]) {
      await runner.untilDone(table === "statements" ? FEW_ROWS : MANY_ROWS, (tx, limit) =>
        deleteSome(tx, table, ofDocument(userId, documentId), limit),
      );
    }
    await runner.untilDone(PARTS, (tx, limit) =>
      deleteSome(tx, "document_parts", ofDocument(userId, documentId), limit),
    );
    await runner.untilDone(PASSAGE_ROWS, (tx, limit) =>
      deleteSome(tx, "chunks", ofDocument(userId, documentId), limit),
    );
    await runner.step(async (tx) => {
      await tx.delete(documents).where(and(eq(documents.userId, userId), eq(documents.id, documentId)));
      // Its jobs go with it: a failed run's message can quote the text.
      await work.forgetDocumentWork(tx, data);
    });
  }
  await sweepOrphans(runner, userId);
}
