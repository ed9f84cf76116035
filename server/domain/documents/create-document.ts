import { errorCodes } from "../../../contract/errors.ts";
import type { DocumentType } from "../../../contract/documents.ts";
import type { Db } from "../../db/client.ts";
import { eq } from "drizzle-orm";
import { documentFiles, documents } from "../../db/schema.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { jobs, type ProcessDocumentJobData } from "../../jobs/definitions.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { PdfReadError, inspectPdf } from "../../pipeline/pdf-text.ts";
import { TextInputError, checkText } from "../../pipeline/text-input.ts";
import { readMarkdown } from "../../pipeline/reading/markdown.ts";
import { documentTitle } from "../../pipeline/reading/read-document.ts";
import { limits } from "../../../contract/constants.ts";
import { storeDocumentBytes } from "./document-bytes.ts";

/** How much of a Markdown note is read at upload for its title (front matter and first heading are at the top). */
const TITLE_READ_CHARS = 20_000;
/** Text stored with a new document as it is; beyond it, only the beginning until the worker has read it. */
const STORED_TEXT_CHARS = 256 * 1024;
import { findProject } from "../projects/projects.ts";
import type { DocumentRow, OriginalInfo } from "./present.ts";

export interface NewDocument {
  /** The title the user typed; null: the document's own title (or its file name) once it is read. */
  title: string | null;
  type: DocumentType;
  projectId: string | null;
  /** The text of a note, text or Markdown document (PDF text is extracted by the worker). */
  text?: string;
  /** The uploaded file, kept for download; required for PDFs. */
  file?: { bytes: Buffer; fileName: string; mimeType: string };
}

export const mimeTypes: Record<DocumentType, string> = {
  pdf: "application/pdf",
  text: "text/plain; charset=utf-8",
  markdown: "text/markdown; charset=utf-8",
  note: "text/plain; charset=utf-8",
};

function badInput(error: unknown): never {
  if (error instanceof PdfReadError) {
    throw new HttpError(400, error.message, error.reason === "encrypted" ? "ENCRYPTED_PDF" : "INVALID_PDF");
  }
  if (error instanceof TextInputError) throw new HttpError(400, error.message, errorCodes.validation);
  throw error;
}

/**
 * Stores a new document with status `queued` (and its original file) in one transaction, then hands the heavy
 * work to the worker. Everything that can be wrong with the input is found before anything is written.
 */
export async function createDocument(db: Db, queue: JobQueue, userId: string, input: NewDocument): Promise<{ row: DocumentRow; original: OriginalInfo | null }> {
  if (input.projectId && !(await findProject(db, userId, input.projectId))) throw notFound("The project");

  let content = "";
  let pageCount: number | null = null;
  let title = input.title;
  let titleSource: "user" | "document" | "file" = "user";
  try {
    if (input.type === "pdf") {
      if (!input.file) throw new PdfReadError("A PDF needs its file.", "not_pdf");
      pageCount = (await inspectPdf(input.file.bytes)).pageCount;
    } else {
      content = checkText(input.text ?? "");
      if (!content.trim()) throw new TextInputError("Content is required");
    }
  } catch (error) {
    badInput(error);
  }
  if (title === null) {
    // A Markdown note states its title at its top (front matter, first heading): cheap to read at once. Other files
    // are named after the file until the worker has read them.
    const own = input.type === "markdown" ? readMarkdown(content.slice(0, TITLE_READ_CHARS)).title : null;
    title = documentTitle(own, input.file?.fileName ?? null, limits.documentTitleMax) ?? "Untitled";
    titleSource = own ? "document" : "file";
  }

  // Stored hidden (marked deleted) until its bytes are all in: an upload cut short is then never seen, and the
  // reconciler deletes it like any deleted document.
  const source = input.file ? input.file.bytes : Buffer.from(content, "utf8");
  const hidden = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(documents)
      .values({ userId, projectId: input.projectId, title, titleSource, type: input.type, content: uploadedContent(content), pageCount, status: "queued", deletedAt: new Date() })
      .returning();
    if (input.file) {
      await tx.insert(documentFiles).values({ documentId: inserted!.id, userId, fileName: input.file.fileName, mimeType: input.file.mimeType, sizeBytes: input.file.bytes.length });
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
  const original = input.file ? { fileName: input.file.fileName, mimeType: input.file.mimeType, sizeBytes: input.file.bytes.length } : null;
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
