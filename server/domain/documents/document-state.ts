import { and, eq, isNull } from "drizzle-orm";
import type { DocumentStatus } from "../../../contract/documents.ts";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema.ts";

export interface StatePatch {
  status?: DocumentStatus;
  progress?: number;
  warning?: string | null;
  error?: string | null;
}

/** Moves a document's processing state; returns false when the document no longer exists (deleted meanwhile). */
export async function setDocumentState(db: Db, userId: string, documentId: string, patch: StatePatch): Promise<boolean> {
  const updated = await db
    .update(documents)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(documents.userId, userId), eq(documents.id, documentId), isNull(documents.deletedAt)))
    .returning({ id: documents.id });
  return updated.length > 0;
}

/** The document was deleted (or marked for deletion) while it was being processed: its job stops quietly. */
export class DocumentGone extends Error {
  constructor() {
    super("The document was deleted.");
    this.name = "DocumentGone";
  }
}
