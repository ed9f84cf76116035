import { and, eq } from "drizzle-orm";
import { fileTypeOf } from "../../../contract/file-types.ts";
import type { Db } from "../../db/client.ts";
import { documentFiles, type documents } from "../../db/schema.ts";
import type { DocumentInput } from "../../pipeline/document-pipeline.ts";
import { isBinaryType } from "../../pipeline/sources/registry.ts";
import { readDocumentBytes } from "./document-bytes.ts";

type DocumentRow = typeof documents.$inferSelect;

/**
 * What a document is read from: its original file (uploads, fetched pages), else the text it arrived as (both kept
 * as its bytes), else, for documents stored before those were kept, its source text or content. Reading it again
 * gives the same structured document. Nothing is parsed here: the pipeline threads do that, by the source registry.
 */
export async function loadDocumentInput(db: Db, doc: DocumentRow): Promise<DocumentInput> {
  const [file] = await db
    .select({ fileName: documentFiles.fileName, sourceUrl: documentFiles.sourceUrl, mimeType: documentFiles.mimeType })
    .from(documentFiles)
    .where(and(eq(documentFiles.userId, doc.userId), eq(documentFiles.documentId, doc.id)));
  const base = {
    type: doc.type as DocumentInput["type"],
    title: doc.title,
    titleSource: doc.titleSource,
    pageCount: doc.pageCount,
    fileName: file?.fileName ?? null,
    url: file?.sourceUrl ?? null,
    mediaType: file?.mimeType ?? null,
  };
  const bytes = await readDocumentBytes(db, doc.userId, doc.id);
  if (bytes) return { ...base, bytes };
  if (isBinaryType(doc.type)) throw new Error(`The ${fileTypeOf(doc.type)?.label ?? doc.type}'s file is missing.`);
  return { ...base, text: doc.sourceText ?? doc.content };
}
