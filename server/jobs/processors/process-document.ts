import { and, eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../db/client.ts";
import { chunks, documentFiles, documents } from "../../db/schema.ts";
import { setDocumentState } from "../../domain/documents/document-state.ts";
import { chunkText } from "../../pipeline/chunking.ts";
import { extractPdfText } from "../../pipeline/pdf-text.ts";
import type { ProcessDocumentJobData } from "../definitions.ts";

export interface ProcessDocumentDeps {
  db: Db;
  logger: Logger;
}

const PAGE_SEPARATOR = "\n\n";

/** PDF pages joined into one text, with the offset where each page starts. */
export function joinPages(pages: string[]): { content: string; pageStarts: number[] } {
  const pageStarts: number[] = [];
  let content = "";
  pages.forEach((page, i) => {
    if (i > 0) content += PAGE_SEPARATOR;
    pageStarts.push(content.length);
    content += page.replaceAll("\u0000", "").replace(/\r\n?/g, "\n").trim();
  });
  return { content, pageStarts };
}

/** A warning when some or all pages have no text layer (scans), in words the reader can act on. */
export function missingTextWarning(pages: string[]): string | null {
  const empty = pages.filter((p) => p.replace(/\s/g, "").length < 3).length;
  if (pages.length === 0 || empty === pages.length) {
    return "This PDF has no text layer (it looks like scanned images), so no text or concepts could be extracted. Run it through OCR, or upload a PDF with selectable text.";
  }
  if (empty > 0) {
    return `${empty} of ${pages.length} pages have no text layer (scanned pages?); their content is missing.`;
  }
  return null;
}

/**
 * The document job: text (PDFs), chunks, then knowledge. Idempotent: it rebuilds the document's derived rows
 * from the stored input, so a retry or a re-run leaves the same rows. A document deleted meanwhile is skipped.
 */
export async function processDocument(deps: ProcessDocumentDeps, data: ProcessDocumentJobData): Promise<"done" | "deleted"> {
  const { db } = deps;
  const { documentId, userId } = data;
  const [doc] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.userId, userId), eq(documents.id, documentId)));
  if (!doc) return "deleted";
  if (!(await setDocumentState(db, userId, documentId, { status: "processing", progress: 5, error: null }))) return "deleted";

  let { content, pageStarts, pageCount, warning } = doc;
  if (doc.type === "pdf") {
    const [file] = await db
      .select({ bytes: documentFiles.bytes })
      .from(documentFiles)
      .where(and(eq(documentFiles.userId, userId), eq(documentFiles.documentId, documentId)));
    if (!file) throw new Error("The PDF's file is missing.");
    const pdf = await extractPdfText(file.bytes);
    ({ content, pageStarts } = joinPages(pdf.pages));
    pageCount = pdf.pageCount;
    warning = missingTextWarning(pdf.pages);
  }
  if (!(await setDocumentState(db, userId, documentId, { progress: 30 }))) return "deleted";

  const passages = chunkText(content, pageStarts);
  const stillThere = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.userId, userId), eq(documents.id, documentId)))
      .for("update");
    if (!locked) return false;
    await tx.update(documents).set({ content, pageStarts, pageCount, warning, updatedAt: new Date() }).where(eq(documents.id, documentId));
    await tx.delete(chunks).where(eq(chunks.documentId, documentId));
    for (let i = 0; i < passages.length; i += 500) {
      const batch = passages.slice(i, i + 500);
      await tx.insert(chunks).values(batch.map((p) => ({ userId, documentId, ordinal: p.ordinal, charStart: p.charStart, charEnd: p.charEnd, page: p.page, text: p.text })));
    }
    return true;
  });
  if (!stillThere) return "deleted";

  await setDocumentState(db, userId, documentId, { status: "ready", progress: 100 });
  return "done";
}
