// Types of pdf-layout.mjs (plain JavaScript so worker threads load it the same under tsx, vitest and node).
import type { PDFDocumentProxy } from "unpdf/types/src/display/api";
import type { PdfLayout } from "./reading/types.ts";

/** Open with `openPdf`, end with `pdf.loadingTask.destroy()` (frees its memory in a long-lived thread). */
export function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy>;
export function readLayout(
  pdf: PDFDocumentProxy,
  options?: { maxPages?: number; maxChars?: number },
): Promise<PdfLayout & { totalPages: number; truncated: "pages" | "chars" | null }>;
export class PdfStreamTooLarge extends Error {
  constructor(limitBytes: number);
}
export function checkPdfStreams(bytes: Uint8Array, maxBytes: number): void;
