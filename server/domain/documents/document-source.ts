import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { documentFiles, type documents } from "../../db/schema.ts";
import type { DocumentInput } from "../../pipeline/document-pipeline.ts";

type DocumentRow = typeof documents.$inferSelect;

/**
 * What a document is read from: its original file (PDFs, uploads), else the text it arrived as, else its content
 * (documents stored before the text was kept). Reading it again gives the same structured document. Nothing is
 * parsed here: the pipeline threads do that.
 */
export async function loadDocumentInput(db: Db, doc: DocumentRow): Promise<DocumentInput> {
  const [file] = await db
    .select({ bytes: documentFiles.bytes, fileName: documentFiles.fileName })
    .from(documentFiles)
    .where(and(eq(documentFiles.userId, doc.userId), eq(documentFiles.documentId, doc.id)));
  const base = { type: doc.type as DocumentInput["type"], title: doc.title, titleSource: doc.titleSource, pageCount: doc.pageCount };
  if (file) return { ...base, bytes: file.bytes, fileName: file.fileName };
  return { ...base, text: doc.sourceText ?? doc.content, fileName: null };
}
