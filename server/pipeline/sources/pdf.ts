/**
 * PDFs: the layout of every page's text layer (in a worker thread), and for pages without one (scans) the text
 * OCR recognises in their images, so a PDF that mixes typed and scanned pages gets both; then the reading layer's
 * PDF reader (title, authors, sections, references, pages).
 */
import { PdfReadError, extractPdfLayout, inspectPdf, looksLikePdf } from "../pdf-text.ts";
import { readDocument } from "../reading/read-document.ts";
import type { PdfLayout } from "../reading/types.ts";
import { hasNoText, recognisePdfPages } from "./pdf-ocr.ts";
import { SourceError, emptyCheck, inputBytes, type ReadContext, type SourceModule } from "./types.ts";
import { errorCodes } from "../../../contract/errors.ts";

function asSourceError(error: unknown): never {
  if (error instanceof PdfReadError)
    throw new SourceError(
      error.message,
      error.reason === "encrypted" ? errorCodes.encryptedPdf : errorCodes.invalidPdf,
    );
  throw error;
}

/** What the reader should know about pages without a text layer, after OCR read what it could. */
export function missingTextWarnings(
  layout: PdfLayout,
  ocr: { recognised: number; unread: number; maxPages: number },
): string[] {
  const total = layout.pages.length;
  const missing = layout.pages.filter(hasNoText).length;
  const warnings: string[] = [];
  if (ocr.recognised > 0) {
    warnings.push(
      ocr.recognised === total
        ? "This PDF is scanned: its text was recognised by OCR and may contain misread words."
        : `${ocr.recognised} of ${total} pages are scanned: their text was recognised by OCR and may contain misread words.`,
    );
  }
  if (ocr.unread > 0)
    warnings.push(
      `${ocr.unread} more scanned pages were not read: OCR reads at most ${ocr.maxPages} pages of one PDF.`,
    );
  const why = ocr.maxPages > 0 ? "and no legible text" : "(OCR is turned off)";
  if (total === 0 || missing === total) {
    warnings.push(
      `This PDF has no text layer ${why}, so no text or concepts could be extracted. Upload a clearer scan or a PDF with selectable text.`,
    );
  } else if (missing - ocr.unread > 0) {
    warnings.push(`${missing - ocr.unread} of ${total} pages have no text layer ${why}; their content is missing.`);
  }
  return warnings;
}

/**
 * OCR of the pages without a text layer (at most `ocrMaxPages`), their lines put into the layout; returns what the
 * reader should know about those pages.
 */
export async function recogniseScannedPages(
  bytes: Uint8Array,
  layout: PdfLayout,
  context: ReadContext,
): Promise<string[]> {
  const textless = layout.pages.flatMap((page, index) => (hasNoText(page) ? [index] : []));
  const toRead = textless.slice(0, Math.max(0, context.ocrMaxPages));
  const ocr = await recognisePdfPages(bytes, toRead, (done) => context.onProgress?.(done / toRead.length));
  for (const [index, lines] of ocr.pages) layout.pages[index]!.lines = lines;
  const unread = context.ocrMaxPages > 0 ? textless.length - toRead.length : 0;
  return missingTextWarnings(layout, { recognised: ocr.pages.size, unread, maxPages: context.ocrMaxPages });
}

export const pdfSource: SourceModule = {
  type: "pdf",
  recognise: looksLikePdf,
  async check(input) {
    try {
      if (!input.bytes) throw new PdfReadError("A PDF needs its file.", "not_pdf");
      return { ...emptyCheck, pageCount: (await inspectPdf(input.bytes)).pageCount };
    } catch (error) {
      asSourceError(error);
    }
  },
  async read(input, context) {
    const bytes = inputBytes(input);
    let layout: PdfLayout;
    try {
      layout = await extractPdfLayout(bytes);
    } catch (error) {
      asSourceError(error);
    }
    const warnings = await recogniseScannedPages(bytes, layout, context);
    return { document: readDocument({ type: "pdf", layout }), pageCount: layout.pageCount, warnings };
  },
};
