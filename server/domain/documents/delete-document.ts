import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import { documentContribution, removeOrphans } from "../knowledge/document-knowledge.ts";

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
    const touched = await documentContribution(tx, userId, documentId);
    await tx.delete(documents).where(and(eq(documents.userId, userId), eq(documents.id, documentId)));
    await removeOrphans(tx, userId, touched);
    return { title: doc.title };
  });
}
