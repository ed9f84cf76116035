import { and, eq } from "drizzle-orm";
import { fileTypeOf } from "../../../contract/file-types.ts";
import type { Db } from "../../db/client.ts";
import { documentFiles, type documents } from "../../db/schema.ts";
import { isBinaryType, sourceFor } from "../../pipeline/sources/registry.ts";
import type { ReadContext, SourceInput, SourceReading } from "../../pipeline/sources/types.ts";

type DocumentRow = typeof documents.$inferSelect;

export interface DocumentSource {
  input: SourceInput;
  fileName: string | null;
}

/**
 * What a document is read from: its original file (uploads, fetched pages), else the text it arrived as, else its
 * content (documents stored before the text was kept). Reading it again gives the same structured document.
 */
export async function loadDocumentSource(db: Db, doc: DocumentRow): Promise<DocumentSource> {
  const [file] = await db
    .select({ bytes: documentFiles.bytes, fileName: documentFiles.fileName, sourceUrl: documentFiles.sourceUrl, mimeType: documentFiles.mimeType })
    .from(documentFiles)
    .where(and(eq(documentFiles.userId, doc.userId), eq(documentFiles.documentId, doc.id)));
  if (file) return { input: { bytes: file.bytes, text: null, fileName: file.fileName, url: file.sourceUrl, mediaType: file.mimeType }, fileName: file.fileName };
  if (isBinaryType(doc.type)) throw new Error(`The ${fileTypeOf(doc.type)?.label ?? doc.type}'s file is missing.`);
  return { input: { bytes: null, text: doc.sourceText ?? doc.content, fileName: null }, fileName: null };
}

/** The document as the source registry reads it (its type's module), with the file name it came under. */
export async function readDocumentSource(db: Db, doc: DocumentRow, context: ReadContext): Promise<SourceReading & { fileName: string | null }> {
  const source = await loadDocumentSource(db, doc);
  return { ...(await sourceFor(doc.type).read(source.input, context)), fileName: source.fileName };
}
