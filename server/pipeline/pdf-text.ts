import { Worker } from "node:worker_threads";
import type { PdfLayout } from "./reading/types.ts";

/** Why a PDF could not be read, in words a person understands. */
export class PdfReadError extends Error {
  constructor(
    message: string,
    readonly reason: "not_pdf" | "corrupt" | "encrypted" | "timeout" | "too_large",
  ) {
    super(message);
    this.name = "PdfReadError";
  }
}

export interface PdfInspection {
  pageCount: number;
}

/** Limits of one reading: pages, characters (reading stops after the page that reaches it) and stream expansion. */
export interface PdfReadOptions {
  maxPages?: number;
  maxChars?: number;
  maxStreamBytes?: number;
}

/** A PDF's layout as read within the limits: `pageCount` pages of `totalPages`, `truncated` naming the limit that cut it. */
export type PdfLayoutRead = PdfLayout & { totalPages: number; truncated: "pages" | "chars" | null };

const workerUrl = new URL("./pdf-worker.mjs", import.meta.url);

/** PDFs parsed at once by uploads: each needs its own thread and a copy of the file, so many at once would add up. */
const PARALLEL_PARSES = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PARALLEL_PARSES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function runInWorker<T>(
  operation: "inspect" | "text",
  bytes: Uint8Array,
  timeoutMs: number,
  options?: PdfReadOptions,
): Promise<T> {
  return inTurn(() => parseInWorker<T>(operation, bytes, timeoutMs, options));
}

function parseInWorker<T>(
  operation: "inspect" | "text",
  bytes: Uint8Array,
  timeoutMs: number,
  options?: PdfReadOptions,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const copy = new Uint8Array(bytes); // the worker takes ownership of its own copy
    const worker = new Worker(workerUrl, {
      workerData: { operation, bytes: copy, options },
      transferList: [copy.buffer],
    });
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

export function toPdfReadError(name: string, message: string): PdfReadError {
  if (name === "PdfStreamTooLarge") {
    return new PdfReadError(
      `${message} when unpacked, past the limit per PDF stream (MNEMO_MAX_PDF_STREAM_MB), so it was not read.`,
      "too_large",
    );
  }
  if (name === "PasswordException") {
    return new PdfReadError(
      "This PDF is protected by a password. Remove the protection and upload it again.",
      "encrypted",
    );
  }
  // The reader's message ("Invalid XRef stream header") speaks of its internals; the user needs what to do.
  return new PdfReadError(
    "This file could not be read as a PDF: it is damaged. Open it and save it as a PDF again, then upload the new copy.",
    "corrupt",
  );
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
export async function extractPdfLayout(
  bytes: Uint8Array,
  options: PdfReadOptions = {},
  timeoutMs = 300_000,
): Promise<PdfLayoutRead> {
  if (!looksLikePdf(bytes)) throw new PdfReadError("This file is not a PDF.", "not_pdf");
  return runInWorker<PdfLayoutRead>("text", bytes, timeoutMs, options);
}
