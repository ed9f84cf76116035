import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { documentFiles, type documents } from "../../db/schema.ts";
import { extractPdfLayout } from "../../pipeline/pdf-text.ts";
import type { ReadInput } from "../../pipeline/reading/read-document.ts";
import { decodeUtf8Text } from "../../pipeline/text-input.ts";

type DocumentRow = typeof documents.$inferSelect;

export interface DocumentSource {
  input: ReadInput;
  fileName: string | null;
}

/**
 * What a document is read from: its original file (PDFs, uploads), else the text it arrived as, else its content
 * (documents stored before the text was kept). Reading it again gives the same structured document.
 */
export async function loadDocumentSource(db: Db, doc: DocumentRow): Promise<DocumentSource> {
  const [file] = await db
    .select({ bytes: documentFiles.bytes, fileName: documentFiles.fileName })
    .from(documentFiles)
    .where(and(eq(documentFiles.userId, doc.userId), eq(documentFiles.documentId, doc.id)));
  if (doc.type === "pdf") {
    if (!file) throw new Error("The PDF's file is missing.");
    return { input: { type: "pdf", layout: await extractPdfLayout(file.bytes) }, fileName: file.fileName };
  }
  const type = doc.type as Exclude<ReadInput["type"], "pdf">;
  if (file) return { input: { type, text: decodeUtf8Text(file.bytes) }, fileName: file.fileName };
  return { input: { type, text: doc.sourceText ?? doc.content }, fileName: null };
}
