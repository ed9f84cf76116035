import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import type { DocumentRow } from "./present.ts";

/** Renames the user's document. The name is the user's from now on: reading the document again keeps it. */
export async function renameDocument(db: Db, userId: string, documentId: string, title: string): Promise<DocumentRow> {
  const [row] = await db
    .update(documents)
    .set({ title, titleSource: "user", updatedAt: new Date() })
    .where(and(eq(documents.userId, userId), eq(documents.id, documentId), isNull(documents.deletedAt)))
    .returning();
  if (!row) throw notFound("The document");
  return row;
}
