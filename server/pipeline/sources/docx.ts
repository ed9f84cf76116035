/**
 * Word files (.docx): headings from Word's heading styles, lists, tables, quotes, footnotes and endnotes, read by
 * mammoth as HTML and then as pieces; the title from the Title-styled paragraph, else the document properties,
 * else the first heading. The archive is checked part by part with a cap on what each expands to before mammoth
 * sees it, so a zip bomb named .docx stops at the cap.
 */
import mammoth from "mammoth";
import { htmlPieces } from "./html-pieces.ts";
import { sourceLimits, tooMuchText } from "./limits.ts";
import { documentFromPieces } from "./pieces-document.ts";
import { SourceError, emptyCheck, inputBytes, type SourceInput, type SourceModule } from "./types.ts";
import { looksLikeZip, ZipArchive } from "./zip.ts";
import { errorCodes } from "../../../contract/errors.ts";

const WHAT = "This Word file";
const MAIN_PART =
  /wordprocessingml\.document\.main\+xml|ms-word\.document\.macroEnabled\.main\+xml|wordprocessingml\.template\.main\+xml|ms-word\.template\.macroEnabledTemplate\.main\+xml/;
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Word's styles that say what a paragraph is, beyond the headings mammoth knows. */
const STYLE_MAP = [
  "p[style-name='Title'] => h1:fresh",
  "p[style-name='Subtitle'] => p:fresh",
  "p[style-name='Caption'] => figcaption:fresh",
  "p[style-name='Quote'] => blockquote > p:fresh",
  "p[style-name='Intense Quote'] => blockquote > p:fresh",
  "p[style-name='Bibliography'] => p:fresh",
];

export function isOldWordFile(bytes: Uint8Array): boolean {
  return OLE.every((b, k) => bytes[k] === b);
}

function contentTypes(archive: ZipArchive): string {
  return archive.has("[Content_Types].xml") ? archive.readText("[Content_Types].xml", 1024 * 1024) : "";
}

/** The archive, when it is a Word document; SourceError with what it is otherwise. */
function openWordArchive(bytes: Uint8Array): ZipArchive {
  if (isOldWordFile(bytes)) {
    throw new SourceError(
      "This is an older Word document (.doc). Mnemo reads .docx: open it in Word or LibreOffice, save it as .docx and upload that.",
      errorCodes.unsupportedFile,
    );
  }
  if (!looksLikeZip(bytes))
    throw new SourceError(
      `${WHAT} is not a Word document (.docx): it is not a ZIP archive. If it is another kind of file, give it its own extension.`,
    );
  const archive = ZipArchive.open(bytes, WHAT, sourceLimits.archiveUnpackedBytes);
  if (!MAIN_PART.test(contentTypes(archive)))
    throw new SourceError(
      `${WHAT} is not a Word document: its archive holds no Word text (is it a spreadsheet or presentation?).`,
    );
  archive.assertDeclaredWithin(isXmlPart);
  return archive;
}

/** The parts mammoth reads (text, styles, numbering, notes, relationships); pictures and fonts are never unpacked. */
const isXmlPart = (name: string) => /\.(?:xml|rels)$/i.test(name);

/** dc:title and dc:creator of docProps/core.xml, when they are real (not "Document1", "Microsoft Office User"). */
function coreProperties(archive: ZipArchive): { title: string | null; author: string | null } {
  if (!archive.has("docProps/core.xml")) return { title: null, author: null };
  const xml = archive.readText("docProps/core.xml", 1024 * 1024);
  const field = (tag: string) => {
    const value = new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`).exec(xml)?.[1];
    return value ? decodeXml(value).replace(/\s+/g, " ").trim() || null : null;
  };
  const title = field("dc:title");
  const author = field("dc:creator");
  return {
    title:
      title &&
      !/^(?:document|doc|untitled|title|microsoft word\b.*|.*\.docx?)\s*\d*$/i.test(title) &&
      /\p{L}{2}/u.test(title)
        ? title
        : null,
    author:
      author && !/^(?:windows user|microsoft office user|user|admin|administrator|author|unknown|owner)$/i.test(author)
        ? author
        : null,
  };
}

const decodeXml = (text: string) =>
  text.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, e: string) =>
    e[0] === "#"
      ? String.fromCodePoint(e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : ({ lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" } as Record<string, string>)[e.toLowerCase()]!,
  );

async function readWord(input: SourceInput) {
  const bytes = inputBytes(input);
  const archive = openWordArchive(bytes);
  // Every part mammoth may read is unpacked here first, within the caps: what mammoth then unpacks is known small.
  for (const entry of archive.entries.values())
    if (isXmlPart(entry.name)) archive.read(entry.name, sourceLimits.archivePartBytes);
  const core = coreProperties(archive);
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      {
        styleMap: STYLE_MAP,
        includeDefaultStyleMap: true,
        convertImage: mammoth.images.imgElement(async () => ({ src: "" })),
      },
    );
    html = result.value;
  } catch {
    // The converter's own message names its XML parser's internals ("[xmldom error] entity not found..."): not ours to show.
    throw new SourceError(
      `${WHAT} could not be read: it is damaged, or not a Word file inside. Open it in Word, save it again and upload the new copy.`,
    );
  }
  const { pieces } = htmlPieces(html, { maxChars: sourceLimits.textChars, tooLong: tooMuchText(WHAT) });
  if (!pieces.length) throw new SourceError(`${WHAT} has no text to read.`, errorCodes.emptyDocument);
  // A title printed in the document (Word's Title style, or a first heading) wins over the properties' title.
  const printed = pieces[0]?.kind === "heading" && pieces[0].level === 1;
  return documentFromPieces(pieces, {
    title: printed ? null : core.title,
    metadata: { authors: core.author ? [core.author] : [] },
  });
}

export const docxSource: SourceModule = {
  type: "docx",
  recognise: (bytes) => {
    if (isOldWordFile(bytes)) return true; // the check says how to save it as .docx
    if (!looksLikeZip(bytes)) return false;
    let archive: ZipArchive;
    try {
      archive = ZipArchive.open(bytes, WHAT, 4 * 1024 * 1024);
    } catch {
      return true; // a damaged archive named .docx: the check says it is damaged, not that it is something else
    }
    try {
      return MAIN_PART.test(contentTypes(archive));
    } catch {
      return false;
    }
  },
  async check(input) {
    if (!input.bytes) throw new SourceError("A Word file must be sent as the file itself (base64 in JSON).");
    return { ...emptyCheck, title: coreProperties(openWordArchive(input.bytes)).title };
  },
  async read(input) {
    return { document: await readWord(input), pageCount: null, warnings: [] };
  },
};
