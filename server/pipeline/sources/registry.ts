/**
 * The source registry: every kind of document Mnemo reads, one module each. Upload asks it whether a file is what
 * its name says and what can be known at once; the worker asks it for the structured document; web-address
 * imports ask it what a fetched file is. The kinds, extensions and media types themselves are declared in
 * contract/file-types.ts, which the upload page and the CLI importer read too.
 */
import { fileTypeOf, type DocumentType, type FileDocumentType } from "../../../contract/file-types.ts";
import { docxSource, isOldWordFile } from "./docx.ts";
import { epubSource } from "./epub.ts";
import { htmlSource, looksLikeHtml } from "./html.ts";
import { pdfSource } from "./pdf.ts";
import { isText, markdownSource, noteSource, textSource } from "./text.ts";
import { SourceError, type SourceInput, type SourceModule, type UploadCheck } from "./types.ts";
import { looksLikeZip } from "./zip.ts";
import { errorCodes } from "../../../contract/errors.ts";

export const sources: Readonly<Record<DocumentType, SourceModule>> = {
  pdf: pdfSource,
  text: textSource,
  markdown: markdownSource,
  docx: docxSource,
  html: htmlSource,
  epub: epubSource,
  note: noteSource,
};

export function sourceFor(type: string): SourceModule {
  const source = sources[type as DocumentType];
  if (!source) throw new Error(`No source reads documents of type "${type}".`);
  return source;
}

/** True for kinds whose original is a binary file (PDF, Word, EPUB): they are never stored as text. */
export function isBinaryType(type: string): boolean {
  return fileTypeOf(type)?.jsonContent === "base64";
}

/** Kinds recognised by their bytes alone, most specific first. */
const byMagic: Array<{ type: FileDocumentType; recognise: (bytes: Uint8Array) => boolean }> = [
  { type: "pdf", recognise: pdfSource.recognise },
  { type: "epub", recognise: epubSource.recognise },
  { type: "docx", recognise: docxSource.recognise },
  { type: "html", recognise: looksLikeHtml },
];

/** What the bytes are, as far as Mnemo reads them: a document type, or null when none. */
export function identify(bytes: Uint8Array): FileDocumentType | null {
  for (const kind of byMagic) if (kind.recognise(bytes)) return kind.type;
  return isText(bytes) ? "text" : null;
}

const nouns: Record<DocumentType, string> = {
  pdf: "a PDF",
  text: "text",
  markdown: "Markdown text",
  docx: "a Word document (.docx)",
  html: "a web page (HTML)",
  epub: "an EPUB book",
  note: "text",
};

/** "a PDF", "a Word document", "an image"...: what a file that is not what its name says turned out to be. */
export function describeBytes(bytes: Uint8Array): string {
  const type = identify(bytes);
  if (type) return type === "text" ? "a text file" : nouns[type];
  if (isOldWordFile(bytes)) return "an older Office document (.doc, .xls or .ppt)";
  if (looksLikeZip(bytes)) return "a ZIP archive";
  if (/^\x89PNG|^\xff\xd8\xff|^GIF8|^RIFF....WEBP/s.test(Buffer.from(bytes.subarray(0, 12)).toString("latin1")))
    return "an image";
  return "binary data";
}

/**
 * Upload's check: the file is what its name says (else a SourceError naming what it is), and what can be known at
 * once (text, pages, title). Nothing is stored before this has passed.
 */
export async function checkUpload(type: DocumentType, input: SourceInput): Promise<UploadCheck> {
  const source = sourceFor(type);
  if (input.bytes && !source.recognise(input.bytes)) {
    const actual = identify(input.bytes);
    const hint = actual ? ` Rename it to ${fileTypeOf(actual)!.extensions[0]} and upload it again.` : "";
    throw new SourceError(
      `This file is not ${nouns[type]}: it is ${describeBytes(input.bytes)}.${hint}`,
      type === "pdf" ? errorCodes.invalidPdf : errorCodes.invalidFile,
    );
  }
  return source.check(input);
}
