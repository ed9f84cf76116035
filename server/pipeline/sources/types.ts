/**
 * One module per kind of source (PDF, text, Markdown, Word, web page, EPUB, typed note): how to recognise it, what
 * to check at upload, how to read it into the reading layer's structured document. registry.ts lists them.
 */
import type { DocumentType } from "../../../contract/file-types.ts";
import type { ReadDocument } from "../reading/types.ts";
import { errorCodes, type ErrorCode } from "../../../contract/errors.ts";

/** What a source is read from: its original file, or the text it arrived as (a JSON body, a typed note). */
export interface SourceInput {
  bytes: Uint8Array | null;
  text: string | null;
  fileName: string | null;
  /** Where a fetched page came from (after redirects). */
  url?: string | null;
  /** What the original was served as ("text/html; charset=windows-1252"): a page's charset may be named only there. */
  mediaType?: string | null;
}

/** What upload learns cheaply, before anything is stored. */
export interface UploadCheck {
  /** The text stored as the document's content until it is read (text, Markdown, notes); null for files. */
  text: string | null;
  pageCount: number | null;
  /** The document's own title when it is cheap to know at once (Markdown front matter, a web page's title). */
  title: string | null;
}

export interface ReadContext {
  /** How far reading is, 0 to 1 (scanned PDFs report page by page). */
  onProgress?: (fraction: number) => Promise<void> | void;
  /** Pages of one PDF that OCR reads at most (0: none). */
  ocrMaxPages: number;
}

export interface SourceReading {
  document: ReadDocument;
  pageCount: number | null;
  /** What the reader should know about how it was read ("3 pages were read by OCR"). */
  warnings: string[];
}

export interface SourceModule {
  readonly type: DocumentType;
  /** True when the bytes are this kind of file (magic numbers, the archive's content types); text kinds: any text. */
  recognise(bytes: Uint8Array): boolean;
  /** At upload: refuses what cannot be read, with a reason a person can act on (SourceError). Cheap. */
  check(input: SourceInput): Promise<UploadCheck>;
  /** In the worker: the structured document. */
  read(input: SourceInput, context: ReadContext): Promise<SourceReading>;
}

/** Why a file cannot be read, in words the person who sent it understands. */
export class SourceError extends Error {
  constructor(
    message: string,
    /** The API's error code (`INVALID_PDF`, `INVALID_FILE`, `DOCUMENT_TOO_LARGE`...). */
    readonly code: ErrorCode = errorCodes.invalidFile,
  ) {
    super(message);
    this.name = "SourceError";
  }
}

export const emptyCheck: UploadCheck = { text: null, pageCount: null, title: null };

/** The file's bytes, or its text as UTF-8 when it arrived as text. */
export function inputBytes(input: SourceInput): Uint8Array {
  if (input.bytes) return input.bytes;
  if (input.text !== null) return new TextEncoder().encode(input.text);
  throw new SourceError("The document has no content.");
}
