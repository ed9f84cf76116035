/**
 * Builds ZIP archives for the bad-file tests (a zip bomb, a truncated archive, a Word file without its text): every
 * header written by hand so a test can make it lie about sizes.
 */
import { createDeflateRaw, deflateRawSync } from "node:zlib";

export interface ZipPart {
  name: string;
  /** The bytes as stored (already compressed when `compressed` is given). */
  data: Uint8Array | string;
  /** Deflated bytes prepared elsewhere (a bomb); `size` then is what the headers claim. */
  compressed?: Uint8Array;
  /** The uncompressed size the headers claim (default: the real one). */
  size?: number;
  stored?: boolean;
}

export function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, "utf8");
    const raw = typeof part.data === "string" ? Buffer.from(part.data, "utf8") : Buffer.from(part.data);
    const body = part.compressed ? Buffer.from(part.compressed) : part.stored ? raw : deflateRawSync(raw);
    const method = part.stored && !part.compressed ? 0 : 8;
    const size = part.size ?? raw.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** `megabytes` of zeros, deflated (about a thousandth of the size), streamed so the zeros never sit in memory. */
export async function deflatedZeros(megabytes: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  const block = Buffer.alloc(1024 * 1024);
  for (let k = 0; k < megabytes; k++)
    if (!deflate.write(block)) await new Promise((resolve) => deflate.once("drain", resolve));
  deflate.end();
  await done;
  return Buffer.concat(out);
}

const WORD_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const WORD_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

/** The parts a Word file needs around its text, for archives that are Word files in every other respect. */
export function wordPackage(document: ZipPart): ZipPart[] {
  return [{ name: "[Content_Types].xml", data: WORD_TYPES }, { name: "_rels/.rels", data: WORD_RELS }, document];
}

const CONTAINER = `<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>`;

/** An EPUB around the given chapter parts (names under OEBPS/), in that spine order. */
export function epubPackage(chapters: ZipPart[], extra: ZipPart[] = []): ZipPart[] {
  const items = chapters
    .map((c, i) => `<item id="c${i}" href="${c.name.replace(/^OEBPS\//, "")}" media-type="application/xhtml+xml"/>`)
    .join("");
  const spine = chapters.map((_, i) => `<itemref idref="c${i}"/>`).join("");
  const opf = `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Test Book</dc:title><dc:creator>A. Writer</dc:creator></metadata><manifest>${items}</manifest><spine>${spine}</spine></package>`;
  return [
    { name: "mimetype", data: "application/epub+zip", stored: true },
    { name: "META-INF/container.xml", data: CONTAINER },
    { name: "OEBPS/content.opf", data: opf },
    ...extra,
    ...chapters,
  ];
}
