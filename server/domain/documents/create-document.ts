import { eq } from "drizzle-orm";
import type { DocumentType } from "../../../contract/documents.ts";
import type { Db } from "../../db/client.ts";
import { documentFiles, documents } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { jobs, type ProcessDocumentJobData } from "../../jobs/definitions.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { documentTitle } from "../../pipeline/reading/read-document.ts";
import { checkUpload } from "../../pipeline/sources/registry.ts";
import { limits } from "../../../contract/constants.ts";
import { findProject } from "../projects/projects.ts";
import { storeDocumentBytes } from "./document-bytes.ts";
import { badSource } from "./source-errors.ts";
import type { DocumentRow, OriginalInfo } from "./present.ts";

/** Text stored with a new document as it is; beyond it, only the beginning until the worker has read it. */
const STORED_TEXT_CHARS = 256 * 1024;

export interface NewDocument {
  /** The title the user typed; null: the document's own title (or its file name) once it is read. */
  title: string | null;
  type: DocumentType;
  projectId: string | null;
  /** The text a note, text, Markdown or web page document arrived as (files are read by the worker). */
  text?: string;
  /** The uploaded file, kept for download; required for PDFs, Word files and EPUBs. */
  file?: { bytes: Buffer; fileName: string; mimeType: string; sourceUrl?: string | null };
}

/**
 * Stores a new document with status `queued` (and its original file) in one transaction, then hands the heavy
 * work to the worker. Everything that can be wrong with the input is found before anything is written.
 */
export async function createDocument(db: Db, queue: JobQueue, userId: string, input: NewDocument): Promise<{ row: DocumentRow; original: OriginalInfo | null }> {
  if (input.projectId && !(await findProject(db, userId, input.projectId))) throw notFound("The project");

  let title = input.title;
  let titleSource: "user" | "document" | "file" = "user";
  // The source registry says whether the file is what its type says, and what is known at once: a text's text, a
  // PDF's pages, a title a Markdown note or web page states at its top. Other files are read by the worker.
  const checked = await checkUpload(input.type, { bytes: input.file?.bytes ?? null, text: input.file ? null : (input.text ?? ""), fileName: input.file?.fileName ?? null, mediaType: input.file?.mimeType ?? null }).catch(badSource);
  const content = checked.text ?? "";
  const pageCount = checked.pageCount;
  if (title === null) {
    title = documentTitle(checked.title, input.file?.fileName ?? null, limits.documentTitleMax) ?? "Untitled";
    titleSource = checked.title ? "document" : "file";
  }

  // Stored hidden (marked deleted) until its bytes are all in: an upload cut short is then never seen, and the
  // reconciler deletes it like any deleted document. A text's bytes are its text, as it arrived.
  const source = input.file ? input.file.bytes : Buffer.from(checked.text ?? input.text ?? "", "utf8");
  const hidden = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(documents)
      .values({ userId, projectId: input.projectId, title, titleSource, type: input.type, content: uploadedContent(content), pageCount, status: "queued", deletedAt: new Date() })
      .returning();
    if (input.file) {
      await tx.insert(documentFiles).values({
        documentId: inserted!.id,
        userId,
        fileName: input.file.fileName,
        mimeType: input.file.mimeType,
        sizeBytes: input.file.bytes.length,
        sourceUrl: input.file.sourceUrl ?? null,
      });
    }
    return inserted!;
  });
  try {
    await storeDocumentBytes(db, userId, hidden.id, source);
  } catch (error) {
    await queue.send(jobs.deleteDocument.name, { documentId: hidden.id, userId }, { singletonKey: hidden.id }).catch(() => {});
    throw error;
  }
  const [row] = await db.update(documents).set({ deletedAt: null, updatedAt: new Date() }).where(eq(documents.id, hidden.id)).returning();
  await enqueueProcessing(queue, { documentId: row!.id, userId });
  const original = input.file ? { fileName: input.file.fileName, mimeType: input.file.mimeType, sizeBytes: input.file.bytes.length, sourceUrl: input.file.sourceUrl ?? null } : null;
  return { row: row!, original };
}

/**
 * The content a document shows until the worker has read it: all of a text up to STORED_TEXT_CHARS, else its
 * beginning (one character past what lists show, so they mark it cut): its bytes are stored in parts anyway, and a
 * long text in one value would hold the embedded database for as long as it takes to write it.
 */
function uploadedContent(text: string): string {
  return text.length <= STORED_TEXT_CHARS ? text : text.slice(0, limits.listContentChars + 1);
}

/** Queues the document's processing; the job is idempotent, so queueing it again (a retry, a re-run) is safe. */
export async function enqueueProcessing(queue: JobQueue, data: ProcessDocumentJobData): Promise<void> {
  await queue.send(jobs.processDocument.name, data, { singletonKey: data.documentId });
}
