/**
 * Pieces read from a marked-up source (a web page, a Word file, an EPUB) become the reading layer's structured
 * document: characters repaired, the title a block of its own, a references section marked as references and
 * "Figure 3: ..." paragraphs as captions, then laid out as the content with its blocks.
 */
import { assemble } from "../reading/assemble.ts";
import { isReferencesHeading, looksLikeCaption, looksLikeHeading } from "../reading/line-shapes.ts";
import type { Piece } from "../reading/pieces.ts";
import { repairCharacters } from "../reading/text-repair.ts";
import { emptyMetadata, type DocumentMetadata, type ReadDocument } from "../reading/types.ts";

export interface PiecesDocumentOptions {
  /** The document's own title from its metadata (package metadata, document properties, the page's title). */
  title: string | null;
  metadata?: Partial<DocumentMetadata>;
}

const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

export function documentFromPieces(input: Piece[], options: PiecesDocumentOptions): ReadDocument {
  const pieces = markSections(
    input.map((p) => ({ ...p, text: repairCharacters(p.text) })).filter((p) => !isMarginalia(p)),
  );
  const title = placeTitle(pieces, options.title);
  const { content, blocks } = assemble(pieces, null);
  return { content, blocks, pageStarts: null, title, metadata: { ...emptyMetadata(), ...options.metadata } };
}

/**
 * The title becomes the first block: the heading near the top that says it is marked as the title, else it is
 * placed above the text (a web article's title often sits in the page's header, outside the article). Without
 * a title from metadata, a first heading of level 1 that opens the document is the title.
 */
function placeTitle(pieces: Piece[], metadataTitle: string | null): string | null {
  const title = metadataTitle?.replace(/\s+/g, " ").trim() || null;
  const top = pieces.slice(0, 4);
  if (title) {
    const same = top.find(
      (p) => (p.kind === "heading" || p.kind === "paragraph") && comparable(p.text) === comparable(title),
    );
    if (same) {
      same.kind = "title";
      delete same.level;
    } else {
      pieces.unshift({ kind: "title", text: title, page: 0 });
    }
    return title;
  }
  const first = pieces[0];
  if (first?.kind === "heading" && first.level === 1 && !first.text.includes("\n")) {
    first.kind = "title";
    delete first.level;
    return first.text.replace(/\s+/g, " ").trim();
  }
  return null;
}

/**
 * Text that is no reading matter on its own: empty, punctuation only ("- -", "* * *"), or a bare page or paragraph
 * number ("46") that a page or book prints beside its text.
 */
function isMarginalia(piece: Piece): boolean {
  const text = piece.text.trim();
  if (!/[\p{L}\p{N}]/u.test(text)) return piece.kind !== "code";
  return piece.kind === "paragraph" && /^(?:\d{1,4}|[ivxlc]{1,6})\.?$/i.test(text);
}

/** References after a "References"/"Bibliography" heading (to the next heading as high); captions by their label. */
function markSections(pieces: Piece[]): Piece[] {
  let referencesLevel: number | null = null;
  for (const piece of pieces) {
    if (piece.kind === "heading") {
      const level = piece.level ?? 1;
      if (referencesLevel !== null && level <= referencesLevel) referencesLevel = null;
      if (isReferencesHeading(piece.text)) referencesLevel = level;
      continue;
    }
    if (referencesLevel !== null && (piece.kind === "paragraph" || piece.kind === "list-item"))
      piece.kind = "reference";
    else if (piece.kind === "paragraph" && looksLikeCaption(piece.text) && piece.text.length < 600)
      piece.kind = "caption";
    else if (piece.kind === "paragraph" && isNumberedHeading(piece.text)) {
      // "1.4.1 Applying changes" set as a styled paragraph: a heading, one level per number.
      piece.kind = "heading";
      piece.level = Math.min(6, piece.text.split(/\s/)[0]!.replace(/\.$/, "").split(".").length + 1);
    }
  }
  return pieces;
}

/** A numbered heading the reading layer knows ("3.2 Attention", "1.4.1 Applying changes"), on one line. */
function isNumberedHeading(text: string): boolean {
  return !text.includes("\n") && /^\d{1,2}(?:\.\d{1,2}){0,4}\.?\s+\p{Lu}/u.test(text) && looksLikeHeading(text);
}
