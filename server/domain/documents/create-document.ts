import { eq } from "drizzle-orm";
import type { DocumentType } from "../../../contract/documents.ts";
import type { Db } from "../../db/client.ts";
import { documentFiles, documents } from "../../db/schema.ts";
import { documentTitle } from "../../pipeline/reading/read-document.ts";
import { checkUpload } from "../../pipeline/sources/registry.ts";
import { limits } from "../../../contract/constants.ts";
import { requireProject } from "../projects/projects.ts";
import { INITIAL_STATE } from "./lifecycle.ts";
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

/** A new document stored hidden (marked deleted) with its original file's row, its bytes still to be stored. */
export interface DraftDocument {
  id: string;
  userId: string;
  /** The bytes to keep (document-bytes.ts): the file, or a text as it arrived. */
  source: Buffer;
  original: OriginalInfo | null;
}

/**
 * Stores a new document in its initial state (`queued`, see lifecycle.ts) with its original file's row in one
 * transaction, hidden until revealDocument: an upload cut short while its bytes are stored is then never seen, and
 * the reconciler deletes it like any deleted document. Everything that can be wrong with the input is found before
 * anything is written. Queueing its processing is the caller's (ingestDocument).
 */
export async function draftDocument(db: Db, userId: string, input: NewDocument): Promise<DraftDocument> {
  await requireProject(db, userId, input.projectId);

  let title = input.title;
  let titleSource: "user" | "document" | "file" = "user";
  // The source registry says whether the file is what its type says, and what is known at once: a text's text, a
  // PDF's pages, a title a Markdown note or web page states at its top. Other files are read by the worker.
  const checked = await checkUpload(input.type, {
    bytes: input.file?.bytes ?? null,
    text: input.file ? null : (input.text ?? ""),
    fileName: input.file?.fileName ?? null,
    mediaType: input.file?.mimeType ?? null,
  }).catch(badSource);
  const content = checked.text ?? "";
  const pageCount = checked.pageCount;
  if (title === null) {
    title = documentTitle(checked.title, input.file?.fileName ?? null, limits.documentTitleMax) ?? "Untitled";
    titleSource = checked.title ? "document" : "file";
  }

  // A text's bytes are its text, as it arrived.
  const source = input.file ? input.file.bytes : Buffer.from(checked.text ?? input.text ?? "", "utf8");
  const hidden = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(documents)
      .values({
        userId,
        projectId: input.projectId,
        title,
        titleSource,
        type: input.type,
        content: uploadedContent(content),
        pageCount,
        ...INITIAL_STATE,
        deletedAt: new Date(),
      })
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
  const original = input.file
    ? {
        fileName: input.file.fileName,
        mimeType: input.file.mimeType,
        sizeBytes: input.file.bytes.length,
        sourceUrl: input.file.sourceUrl ?? null,
      }
    : null;
  return { id: hidden.id, userId, source, original };
}

/** Shows a draft whose bytes are all stored. */
export async function revealDocument(db: Db, draft: DraftDocument): Promise<DocumentRow> {
  const [row] = await db
    .update(documents)
    .set({ deletedAt: null, updatedAt: new Date() })
    .where(eq(documents.id, draft.id))
    .returning();
  return row!;
}

/**
 * The content a document shows until the worker has read it: all of a text up to STORED_TEXT_CHARS, else its
 * beginning (one character past what lists show, so they mark it cut): its bytes are stored in parts anyway, and a
 * long text in one value would hold the embedded database for as long as it takes to write it.
 */
function uploadedContent(text: string): string {
  return text.length <= STORED_TEXT_CHARS ? text : text.slice(0, limits.listContentChars + 1);
}
