/**
 * Everything CPU-heavy that happens to one document, start to end, without a database: its PDF layout or text,
 * the reading layer, passages, knowledge, claims and every vector, within the processing limits. It runs in a
 * pipeline thread (threads/), so the server's main thread only stores what it returns.
 */
import { limits as sharedLimits } from "../../contract/constants.ts";
import type { DocumentType } from "../../contract/documents.ts";
import { chunkText, type TextChunk } from "./chunking.ts";
import { findClaims, type Claim } from "./contradictions/claims.ts";
import { namesOfDocument, workKeys } from "./contradictions/referents.ts";
import type { Embedder } from "./embeddings/types.ts";
import { addNoteKnowledge } from "./extract/note-links.ts";
import type { Extraction, KnowledgeExtractor } from "./extract/types.ts";
import {
  capClaims,
  capExtraction,
  chunksWarning,
  pagesWarning,
  textWarning,
  truncateText,
  type ProcessingLimits,
} from "./limits.ts";
import { checkPdfStreams, openPdf, readLayout } from "./pdf-layout.mjs";
import { PdfReadError, toPdfReadError } from "./pdf-text.ts";
import { documentTitle, readDocument } from "./reading/read-document.ts";
import type { PdfLayout, ReadDocument } from "./reading/types.ts";
import { extractionView, storedStructure } from "./reading/views.ts";
import { recogniseScannedPages } from "./sources/pdf.ts";
import { sourceFor } from "./sources/registry.ts";
import { sourceText } from "./sources/text.ts";

export interface DocumentInput {
  type: DocumentType;
  /** The original file (PDFs, uploaded text and Markdown files). */
  bytes?: Uint8Array;
  /** The text as it arrived, for documents without a file. */
  text?: string;
  fileName: string | null;
  /** Where a fetched web page came from (after redirects), and the media type it was served as. */
  url?: string | null;
  mediaType?: string | null;
  /** The title the document has now, and where it came from (a user's title stands). */
  title: string;
  titleSource: string;
  /** Pages as counted at upload (PDFs). */
  pageCount: number | null;
}

export interface DocumentReading {
  title: string;
  titleSource: "user" | "document" | "file";
  content: string;
  pageStarts: number[] | null;
  pageCount: number | null;
  structure: ReturnType<typeof storedStructure>;
  /** What the user should know about this reading (scanned pages, limits reached, a provider that failed). */
  warning: string | null;
  passages: TextChunk[];
  extraction: Extraction;
  /** The claims contradiction detection compares, and the document's names (which work they speak of). */
  claims: Claim[];
  documentNames: string[];
  /** The works the document is or speaks of (referents.ts workKeys): compared with those first. */
  workKeys: string[];
  /** Row-major vectors, `dims` numbers each: one per passage and per concept (in extraction order). */
  passageVectors: Float32Array;
  nameVectors: Float32Array;
  dims: number;
}

export interface PipelineParts {
  extractor: KnowledgeExtractor;
  embedder: Embedder;
}

/** The PDF's pages within the limits; a stream that would unpack past its limit refuses the whole file. */
async function readPdfLayout(
  bytes: Uint8Array,
  limits: ProcessingLimits,
): Promise<{ layout: PdfLayout; warnings: string[]; totalPages: number }> {
  let pdf: Awaited<ReturnType<typeof openPdf>> | undefined;
  try {
    checkPdfStreams(bytes, limits.pdfStreamBytes);
    pdf = await openPdf(bytes);
    const layout = await readLayout(pdf, { maxPages: limits.pdfPages, maxChars: limits.documentChars });
    const warnings: string[] = [];
    if (layout.truncated === "pages") warnings.push(pagesWarning(layout.pageCount, layout.totalPages));
    if (layout.truncated === "chars") warnings.push(textWarning(limits.documentChars));
    return { layout, warnings, totalPages: layout.totalPages };
  } catch (error) {
    if (error instanceof PdfReadError) throw error;
    const { name, message } = error as Error;
    throw toPdfReadError(name, message);
  } finally {
    await pdf?.loadingTask.destroy();
  }
}

/**
 * The structured document within the limits, with the warnings that reading it gave: a PDF's layout read here (and
 * its scanned pages by OCR, `progress` 5 to 50), a text cut at the character limit, other files by their source
 * module (pipeline/sources/).
 */
async function readSource(
  input: DocumentInput,
  limits: ProcessingLimits,
  progress: (value: number) => void,
): Promise<{ read: ReadDocument; warnings: string[]; pageCount: number | null }> {
  if (input.type === "pdf") {
    if (!input.bytes) throw new PdfReadError("The PDF's file is missing.", "not_pdf");
    const { layout, warnings, totalPages } = await readPdfLayout(input.bytes, limits);
    const scanned = await recogniseScannedPages(input.bytes, layout, {
      ocrMaxPages: limits.ocrPages,
      onProgress: (f) => progress(5 + Math.round(45 * f)),
    });
    return { read: readDocument({ type: "pdf", layout }), warnings: [...scanned, ...warnings], pageCount: totalPages };
  }
  const source = {
    bytes: input.bytes ?? null,
    text: input.text ?? null,
    fileName: input.fileName,
    url: input.url ?? null,
    mediaType: input.mediaType ?? null,
  };
  if (input.type === "text" || input.type === "markdown" || input.type === "note") {
    const { text, warning } = truncateText(sourceText(source), limits.documentChars);
    return {
      read: readDocument({ type: input.type, text }),
      warnings: warning ? [warning] : [],
      pageCount: input.pageCount,
    };
  }
  const reading = await sourceFor(input.type).read(source, { ocrMaxPages: limits.ocrPages });
  const { document, warning } = cutDocument(reading.document, limits.documentChars);
  return {
    read: document,
    warnings: warning ? [...reading.warnings, warning] : reading.warnings,
    pageCount: reading.pageCount ?? input.pageCount,
  };
}

/** A structured document within the character limit: its text cut at a block's end, the blocks past it left out. */
export function cutDocument(
  document: ReadDocument,
  maxChars: number,
): { document: ReadDocument; warning: string | null } {
  if (document.content.length <= maxChars) return { document, warning: null };
  const kept = document.blocks.filter((block) => block.end <= maxChars);
  const end = kept.length ? Math.max(...kept.map((block) => block.end)) : maxChars;
  return {
    document: {
      ...document,
      content: document.content.slice(0, end),
      blocks: kept,
      pageStarts: document.pageStarts?.filter((start) => start < end) ?? null,
    },
    warning: textWarning(maxChars, document.content.length),
  };
}

/** One array of `dims` numbers per vector, end to end: one buffer crosses the thread boundary instead of thousands. */
function packVectors(vectors: readonly Float32Array[], dims: number): Float32Array {
  const out = new Float32Array(vectors.length * dims);
  vectors.forEach((v, i) => out.set(v.subarray(0, dims), i * dims));
  return out;
}

export function unpackVectors(flat: Float32Array, dims: number): number[][] {
  const rows: number[][] = [];
  for (let i = 0; i + dims <= flat.length && dims > 0; i += dims) rows.push(Array.from(flat.subarray(i, i + dims)));
  return rows;
}

/**
 * Reads, extracts and embeds one document. `progress` is told the share done (0-100) after each heavy step.
 * Throws PdfReadError for a PDF that cannot (or may not) be read.
 */
export async function runDocumentPipeline(
  parts: PipelineParts,
  input: DocumentInput,
  limits: ProcessingLimits,
  progress: (value: number) => void = () => {},
): Promise<DocumentReading> {
  const { read, warnings, pageCount } = await readSource(input, limits, progress);
  const title =
    input.titleSource === "user"
      ? input.title
      : (documentTitle(read.title, input.fileName, sharedLimits.documentTitleMax) ?? input.title);
  const titleSource = input.titleSource === "user" ? "user" : read.title ? "document" : "file";
  progress(20);

  const view = extractionView(read);
  let passages = chunkText(read.content, read.pageStarts);
  if (passages.length > limits.chunks) {
    passages = passages.slice(0, limits.chunks);
    warnings.push(chunksWarning(limits.chunks));
  }
  const extracted = view.text.trim()
    ? await parts.extractor.extract(view.text, {
        headline: view.headline,
        headings: view.headings,
        authorWords: read.metadata.authors,
      })
    : { concepts: [], relationships: [] };
  // A Markdown note is the concept its title names, linked to the notes it links to.
  const noted =
    input.type === "markdown" || input.type === "note"
      ? addNoteKnowledge(extracted, view.text, { title, metadata: read.metadata }, limits.linksPerNote)
      : extracted;
  const { extraction, warning: capWarning } = capExtraction(noted, limits);
  const claims = capClaims(findClaims(read, extraction), limits.statements);
  const documentNames = namesOfDocument(read, title);
  progress(60);

  const { embedder } = parts;
  const passageVectors = packVectors(await embedder.embed(passages.map((p) => p.text)), embedder.dims);
  const nameVectors = packVectors(await embedder.embed(extraction.concepts.map((c) => c.name)), embedder.dims);
  progress(80);

  const warning = [...warnings, capWarning, extraction.warning].filter(Boolean).join(" ") || null;
  return {
    title,
    titleSource,
    content: read.content,
    pageStarts: read.pageStarts,
    pageCount,
    structure: storedStructure(read),
    warning,
    passages,
    extraction,
    claims,
    documentNames,
    workKeys: workKeys(
      documentNames,
      read,
      claims.map((c) => c.reading.frame),
    ),
    passageVectors,
    nameVectors,
    dims: embedder.dims,
  };
}
