/**
 * EPUB books (2 and 3): chapters in the spine's reading order, each a section under its heading (the table of
 * contents names a chapter that prints none); title and authors from the package metadata. DRM-protected books are
 * refused with the reason; every part is unpacked within a cap, so a zip bomb named .epub stops at the cap.
 */
import type { Piece } from "../reading/pieces.ts";
import { chapterNames, readPackage, rootFilePath, type EpubPackage } from "./epub-package.ts";
import { decodeHtml } from "./html-decode.ts";
import { htmlPieces } from "./html-pieces.ts";
import { sourceLimits, tooMuchText } from "./limits.ts";
import { documentFromPieces } from "./pieces-document.ts";
import { SourceError, emptyCheck, inputBytes, type SourceModule } from "./types.ts";
import { looksLikeZip, ZipArchive } from "./zip.ts";
import { errorCodes } from "../../../contract/errors.ts";

const WHAT = "This EPUB";
/** Font obfuscation (IDPF, Adobe) is the only "encryption" a DRM-free book has. */
const FONT_OBFUSCATION = /idpf\.org\/2008\/embedding|ns\.adobe\.com\/pdf\/enc#RC/;

function openBook(bytes: Uint8Array): { archive: ZipArchive; opfPath: string; book: EpubPackage } {
  if (!looksLikeZip(bytes))
    throw new SourceError(
      `${WHAT} is not an EPUB book: it is not a ZIP archive. If it is another kind of file, give it its own extension.`,
    );
  const archive = ZipArchive.open(bytes, WHAT, sourceLimits.archiveUnpackedBytes);
  if (!archive.has("META-INF/container.xml"))
    throw new SourceError(`${WHAT} is not an EPUB book: it has no META-INF/container.xml.`);
  if (
    archive.has("META-INF/rights.xml") ||
    (archive.has("META-INF/encryption.xml") &&
      isProtected(archive.readText("META-INF/encryption.xml", 4 * 1024 * 1024)))
  ) {
    throw new SourceError(
      `${WHAT} is protected by DRM, so its text cannot be read. Upload a DRM-free copy.`,
      errorCodes.encryptedFile,
    );
  }
  const opfPath = rootFilePath(archive.readText("META-INF/container.xml", 1024 * 1024));
  if (!opfPath || !archive.has(opfPath)) throw new SourceError(`${WHAT} is damaged: its package document is missing.`);
  const book = readPackage(opfPath, archive.readText(opfPath, sourceLimits.archivePartBytes));
  if (book.spine.length === 0)
    throw new SourceError(`${WHAT} has no chapters to read (its spine is empty).`, errorCodes.emptyDocument);
  return { archive, opfPath, book };
}

/** The parts a reader unpacks: chapters, the package, the table of contents (pictures and fonts never are). */
const isTextPart = (name: string) => /\.(?:x?html?|xml|opf|ncx)$/i.test(name);

/** Encrypted content other than obfuscated fonts. */
function isProtected(encryptionXml: string): boolean {
  const methods = [...encryptionXml.matchAll(/<(?:\w+:)?EncryptionMethod[^>]*Algorithm\s*=\s*["']([^"']+)["']/g)].map(
    (m) => m[1]!,
  );
  return methods.some((algorithm) => !FONT_OBFUSCATION.test(algorithm));
}

const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * A chapter starts its section under a heading: its own, or its first line when that is the name the table of
 * contents gives it ("Chapter I" set as a styled paragraph), else the table of contents' name placed above it.
 */
function withChapterHeading(pieces: Piece[], name: string | undefined): Piece[] {
  const first = pieces[0];
  if (!name || !first || first.kind === "heading") return pieces;
  if (comparable(first.text) === comparable(name)) return [{ ...first, kind: "heading", level: 1 }, ...pieces.slice(1)];
  return [{ kind: "heading", text: name, page: 0, level: 1 }, ...pieces];
}

export const epubSource: SourceModule = {
  type: "epub",
  recognise: (bytes) => {
    if (!looksLikeZip(bytes)) return false;
    // The first entry is "mimetype", stored, reading application/epub+zip; some tools skip it, so the container also counts.
    const head = Buffer.from(bytes.subarray(0, 128)).toString("latin1");
    if (head.includes("mimetypeapplication/epub+zip")) return true;
    try {
      return ZipArchive.open(bytes, WHAT, 4 * 1024 * 1024).has("META-INF/container.xml");
    } catch {
      return true; // a damaged archive named .epub: the check says it is damaged, not that it is something else
    }
  },
  async check(input) {
    if (!input.bytes) throw new SourceError("An EPUB must be sent as the file itself (base64 in JSON).");
    const { archive, book } = openBook(input.bytes);
    archive.assertDeclaredWithin(isTextPart);
    return { ...emptyCheck, title: book.title };
  },
  async read(input) {
    const { archive, book } = openBook(inputBytes(input));
    const names =
      book.toc && archive.has(book.toc.path)
        ? chapterNames(book.toc.path, book.toc.kind, archive.readText(book.toc.path, sourceLimits.archivePartBytes))
        : new Map<string, string>();
    const pieces: Piece[] = [];
    let chars = 0;
    for (const path of book.spine) {
      if (!archive.has(path)) continue; // a spine entry the packager forgot: the rest of the book still reads
      const html = decodeHtml(archive.read(path, sourceLimits.archivePartBytes));
      const chapter = htmlPieces(html, { maxChars: sourceLimits.textChars - chars, tooLong: tooMuchText(WHAT) });
      chars += chapter.chars;
      pieces.push(...withChapterHeading(chapter.pieces, names.get(path)));
    }
    if (!pieces.length) throw new SourceError(`${WHAT} has no text to read.`, errorCodes.emptyDocument);
    return {
      document: documentFromPieces(pieces, {
        title: book.title,
        metadata: { authors: book.authors, properties: book.properties },
      }),
      pageCount: null,
      warnings: [],
    };
  },
};
