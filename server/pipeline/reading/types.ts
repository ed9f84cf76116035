/**
 * The structured document: what the reading layer makes of every upload (PDF, text, Markdown, note) before
 * anything is extracted. `content` is the clean text a person reads on the document page; `blocks` say what each
 * part of it is, as character spans into `content`, in reading order. Extraction, definitions and contradiction
 * detection read only the block kinds meant for them (see `extractableKinds`, `headlineKinds`, `claimKinds`).
 */

export const blockKinds = [
  /** The document's own title (PDF first page, a Markdown `#` heading used as the title, a .txt first line). */
  "title",
  /** Author names, affiliations, e-mail addresses under a paper's title. */
  "authors",
  /** The abstract's text (its "Abstract" label is a heading). */
  "abstract",
  /** Author keywords of a paper ("Keywords: a, b, c"), one block for the list. */
  "keywords",
  /** A section heading (level in `level`). */
  "heading",
  /** Body text. */
  "paragraph",
  /** One bullet or numbered item (every bullet its own unit). */
  "list-item",
  /** A quotation or an Obsidian callout's text. */
  "quote",
  /** "Figure 3: ...", "Table 2. ...". */
  "caption",
  /** Rows of a table, one line per row. */
  "table",
  /** Text inside a figure of a PDF (axis labels, diagram boxes). */
  "figure",
  /** A displayed formula. */
  "formula",
  /** One entry of the references / bibliography (or the whole section when entries cannot be told apart). */
  "reference",
  /** A footnote, a copyright or permission notice, a funding note. */
  "footnote",
  /** A code block. */
  "code",
  /** A metadata line: "**Year**: 2015", ACM "General Terms", "Categories and Subject Descriptors", a dataview query. */
  "metadata",
] as const;
export type BlockKind = (typeof blockKinds)[number];

export interface Block {
  kind: BlockKind;
  /** Character span in `content`. */
  start: number;
  end: number;
  /** Heading level, 1 (top) to 6. */
  level?: number;
}

/** What concept extraction reads. Everything else (references, authors, footnotes, code, tables...) it never sees. */
export const extractableKinds: ReadonlySet<BlockKind> = new Set([
  "title",
  "abstract",
  "keywords",
  "heading",
  "paragraph",
  "list-item",
  "quote",
  "caption",
]);

/** Where a document names what it is about: concepts found here are strongly preferred. */
export const headlineKinds: ReadonlySet<BlockKind> = new Set(["title", "abstract", "keywords", "heading"]);

/**
 * Declarative text that can state a claim (for contradiction detection): body text, list items, and captions (a
 * paper's "Figure 2: Mortality was higher among enforcers than controls" states a finding).
 */
export const claimKinds: ReadonlySet<BlockKind> = new Set(["abstract", "paragraph", "list-item", "quote", "caption"]);

/** An Obsidian `[[link]]`: the note it points to and where its shown text ended up in `content`. */
export interface NoteLink {
  /** The linked note's name as written (path and extension removed, no heading part). */
  target: string;
  start: number;
  end: number;
}

export interface DocumentMetadata {
  /** Author names read from a paper's author block or a note's front matter. */
  authors: string[];
  /** Other names of the document's subject (front matter `aliases`). */
  aliases: string[];
  /** Front matter `tags` (without "#"). */
  tags: string[];
  /** Author keywords of a paper. */
  keywords: string[];
  /** Obsidian links of a note. */
  links: NoteLink[];
  /** Other front-matter fields as short display strings (never extracted). */
  properties: Record<string, string>;
}

export interface ReadDocument {
  /** The clean text shown to the reader; every span of the document (chunks, mentions, blocks) points into it. */
  content: string;
  blocks: Block[];
  /** PDFs: the offset in `content` where each page starts; null for other types. */
  pageStarts: number[] | null;
  /** The document's own title when it states one (null: fall back to the file name). */
  title: string | null;
  metadata: DocumentMetadata;
}

export function emptyMetadata(): DocumentMetadata {
  return { authors: [], aliases: [], tags: [], keywords: [], links: [], properties: {} };
}

// ---- PDF layout, as the PDF worker thread hands it over ----

/** One visual line of a PDF page: text runs on one baseline, left to right. Coordinates in PDF points, y up. */
export interface PdfLine {
  text: string;
  /** Left edge and baseline. */
  x: number;
  y: number;
  width: number;
  /** Font size of most of the line's characters. */
  size: number;
  /** The font most of the line is set in (an id unique within the document, e.g. "g_d0_f3"). */
  font: string;
  /** Number of separate runs on the line with a gap wider than two spaces between them (tables have several). */
  cells: number;
}

export interface PdfPage {
  width: number;
  height: number;
  lines: PdfLine[];
}

export interface PdfLayout {
  pageCount: number;
  /** The document information dictionary's title, or XMP dc:title, when present. */
  metadataTitle: string | null;
  pages: PdfPage[];
}
