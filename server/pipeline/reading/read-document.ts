/**
 * The reading layer's entry: every upload (file, JSON body, note, CLI import) becomes a structured document here,
 * before anything is extracted from it.
 */
import { readMarkdown } from "./markdown.ts";
import { readPdfLayout, readPlainText } from "./read-paper.ts";
import { recoverTitleCase } from "./title-case.ts";
import type { PdfLayout, ReadDocument } from "./types.ts";

/** The PDF layout and text kinds this layer reads itself; other sources (pipeline/sources/) hand it pieces. */
export type ReadInput = { type: "pdf"; layout: PdfLayout } | { type: "text" | "markdown" | "note"; text: string };

export function readDocument(input: ReadInput): ReadDocument {
  if (input.type === "markdown" || input.type === "note") return readMarkdown(input.text);
  const document = input.type === "pdf" ? readPdfLayout(input.layout) : readPlainText(input.text);
  const title = input.type === "pdf" ? pdfTitle(input.layout, document.title) : document.title;
  const blocks = document.title || !title ? document.blocks : withTitleBlock(document, title);
  // A title set in capitals gets back the case the rest of the text writes its words in.
  return { ...document, blocks, title: title && recoverTitleCase(title, document.content.replace(title, "")) };
}

/**
 * A title taken from the PDF's metadata is printed on the first page too, often as a line the layout read as a heading
 * (a working paper's cover): that block becomes the title, so the title's words count as the document's headline.
 */
function withTitleBlock(document: ReadDocument, title: string): ReadDocument["blocks"] {
  const wanted = comparable(title);
  const firstPageEnd = document.pageStarts?.[1] ?? document.content.length;
  const index = document.blocks.findIndex(
    (block) =>
      block.start < firstPageEnd &&
      (block.kind === "heading" || block.kind === "paragraph") &&
      comparable(document.content.slice(block.start, block.end)) === wanted,
  );
  if (index < 0) return document.blocks;
  return document.blocks.map((block, i) => (i === index ? { ...block, kind: "title" as const } : block));
}

const comparable = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * The metadata title when it is plausible, else the largest type on the first page. When the first page prints a
 * title, the metadata must agree with it: metadata often carries a journal's suffix ("... - Neural Networks, IEEE
 * Transactions on") or a draft's name.
 */
function pdfTitle(layout: PdfLayout, printed: string | null): string | null {
  const fromMetadata = plausibleMetadataTitle(layout);
  if (!printed) return fromMetadata;
  return fromMetadata && comparable(fromMetadata) === comparable(printed) ? fromMetadata : printed;
}

/**
 * A PDF's metadata title is often a file name ("paper.dvi", "Microsoft Word - draft3.doc"), a placeholder
 * ("untitled") or left over from a template. It is used only when it reads as a title and its words are printed
 * on the first page.
 */
export function plausibleMetadataTitle(layout: PdfLayout): string | null {
  // Without a footnote mark at its end ("...the Brazilian Amazon*"): the mark belongs to the page, not the title.
  const title = layout.metadataTitle
    ?.replace(/\s+/g, " ")
    .trim()
    .replace(/\s*[*∗†‡§¶]+$/u, "");
  if (!title || title.length < 8 || title.length > 300) return null;
  if (
    /\.(?:pdf|docx?|dvi|tex|ps|indd|rtf|odt|pptx?)\b|^microsoft\s|^untitled\b|^(?:title|document|paper|draft|manuscript)\s*\d*$/i.test(
      title,
    )
  )
    return null;
  const words = title.toLowerCase().match(/\p{L}{2,}/gu) ?? [];
  if (words.length < 2) return null;
  const firstPage = (layout.pages[0]?.lines ?? [])
    .map((l) => l.text)
    .join(" ")
    .toLowerCase();
  const printed = words.filter((w) => firstPage.includes(w)).length;
  return printed >= words.length * 0.8 ? title : null;
}

/** The title a document shows when its reader typed none: its own, else the file name without extension. */
export function documentTitle(ownTitle: string | null, fileName: string | null, maxLength: number): string | null {
  const own = ownTitle?.replace(/\s+/g, " ").trim();
  if (own) return own.slice(0, maxLength).trim();
  if (!fileName) return null;
  const base = fileName.replace(/\.[a-z0-9]{1,8}$/i, "").trim() || fileName;
  return base.slice(0, maxLength).trim();
}
