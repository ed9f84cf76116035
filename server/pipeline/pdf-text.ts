import { Worker } from "node:worker_threads";
import type { PdfLayout } from "./reading/types.ts";

/** Why a PDF could not be read, in words a person understands. */
export class PdfReadError extends Error {
  constructor(
    message: string,
    readonly reason: "not_pdf" | "corrupt" | "encrypted" | "timeout",
  ) {
    super(message);
    this.name = "PdfReadError";
  }
}

export interface PdfInspection {
  pageCount: number;
}

const workerUrl = new URL("./pdf-worker.mjs", import.meta.url);

function runInWorker<T>(operation: "inspect" | "text", bytes: Uint8Array, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const copy = new Uint8Array(bytes); // the worker takes ownership of its own copy
    const worker = new Worker(workerUrl, { workerData: { operation, bytes: copy }, transferList: [copy.buffer] });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new PdfReadError("Reading this PDF took too long.", "timeout"));
    }, timeoutMs);
    worker.once("message", (message: { ok: true; result: T } | { ok: false; name: string; message: string }) => {
      clearTimeout(timer);
      void worker.terminate();
      if (message.ok) resolve(message.result);
      else reject(toPdfReadError(message.name, message.message));
    });
    worker.once("error", (error) => {
      clearTimeout(timer);
      reject(toPdfReadError(error.name, error.message));
    });
  });
}

function toPdfReadError(name: string, message: string): PdfReadError {
  if (name === "PasswordException") {
    return new PdfReadError("This PDF is protected by a password. Remove the protection and upload it again.", "encrypted");
  }
  return new PdfReadError(`This file could not be read as a PDF (${message.replace(/\.$/, "")}).`, "corrupt");
}

export function looksLikePdf(bytes: Uint8Array): boolean {
  // The header may follow a little leading garbage; readers accept it within the first kilobyte.
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1");
  return head.includes("%PDF-");
}

/** Opens the PDF enough to know it is readable and how many pages it has. Fast: no text is extracted. */
export async function inspectPdf(bytes: Uint8Array, timeoutMs = 30_000): Promise<PdfInspection> {
  if (!looksLikePdf(bytes)) throw new PdfReadError("This file is not a PDF.", "not_pdf");
  return runInWorker<PdfInspection>("inspect", bytes, timeoutMs);
}

/** Every page's lines with their position, font and size, and the title the file's metadata gives. */
export async function extractPdfLayout(bytes: Uint8Array, timeoutMs = 300_000): Promise<PdfLayout> {
  if (!looksLikePdf(bytes)) throw new PdfReadError("This file is not a PDF.", "not_pdf");
  return runInWorker<PdfLayout>("text", bytes, timeoutMs);
}
