/**
 * Real PDFs of varied kinds for the document tests, generated with pdf-lib (so every run has them) plus the
 * PDFs Debian ships on the machine when they are present. Each fixture says what text extraction must find.
 */
import { existsSync, readFileSync } from "node:fs";
import { deflateSync } from "node:zlib";
import { degrees, PDFDocument, PDFName, PDFString, StandardFonts, rgb, type PDFPage } from "pdf-lib";

export interface PdfFixture {
  name: string;
  bytes: Uint8Array;
  pages: number;
  /** Phrases the extracted text must contain. */
  expect: string[];
  /** True when the PDF has pages without a text layer (a warning is expected). */
  missingText?: "all" | "some";
}

const lorem =
  "Photosynthesis converts light energy into chemical energy. Chlorophyll absorbs red and blue light. " +
  "The Calvin cycle fixes carbon dioxide into sugars.";

async function build(
  pages: Array<(page: PDFPage, doc: PDFDocument) => Promise<void> | void>,
  options: { objectStreams?: boolean; title?: string } = {},
) {
  const doc = await PDFDocument.create();
  if (options.title) doc.setTitle(options.title);
  for (const draw of pages) {
    const page = doc.addPage([595, 842]);
    await draw(page, doc);
  }
  return doc.save({ useObjectStreams: options.objectStreams ?? true });
}

function text(lines: string[], size = 12, fontName: StandardFonts = StandardFonts.Helvetica, x = 50) {
  return async (page: PDFPage, doc: PDFDocument) => {
    const font = await doc.embedFont(fontName);
    lines.forEach((line, i) => page.drawText(line, { x, y: page.getHeight() - 60 - i * (size + 6), size, font }));
  };
}

/** A grey-scale PNG of the given size, built by hand (a "scanned" page without text). */
export function pngImage(width: number, height: number): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(typed));
    return Buffer.concat([len, typed, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grey-scale
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) rows[y * (width + 1) + 1 + x] = (x * 7 + y * 3) % 256;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const scanned = async (page: PDFPage, doc: PDFDocument) => {
  const image = await doc.embedPng(pngImage(120, 160));
  page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
};

/** A PDF whose trailer names an encryption dictionary with a user password: readers must ask for it. */
export async function encryptedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText("secret");
  const encrypt = doc.context.obj({
    Filter: PDFName.of("Standard"),
    V: 1,
    R: 2,
    O: PDFString.of("0123456789abcdef0123456789abcdef"),
    U: PDFString.of("fedcba9876543210fedcba9876543210"),
    P: -44,
  });
  doc.context.trailerInfo.Encrypt = doc.context.register(encrypt);
  return doc.save({ useObjectStreams: false });
}

export async function pdfFixtures(): Promise<PdfFixture[]> {
  const fixtures: PdfFixture[] = [];
  const add = async (
    name: string,
    bytes: Promise<Uint8Array> | Uint8Array,
    pages: number,
    expect: string[],
    missingText?: "all" | "some",
  ) => fixtures.push({ name, bytes: await bytes, pages, expect, missingText });

  await add("one page", build([text(["Mitochondria produce ATP through oxidative phosphorylation."])]), 1, [
    "oxidative phosphorylation",
  ]);
  await add(
    "three pages",
    build([
      text(["Page one is about enzymes."]),
      text(["Page two is about substrates."]),
      text(["Page three is about inhibitors."]),
    ]),
    3,
    ["enzymes", "substrates", "inhibitors"],
  );
  await add(
    "two columns",
    build([
      async (page, doc) => {
        await text(
          ["Left column: neural networks", "learn representations."],
          11,
          StandardFonts.Helvetica,
          40,
        )(page, doc);
        await text(["Right column: decision trees", "split on features."], 11, StandardFonts.Helvetica, 320)(page, doc);
      },
    ]),
    1,
    ["neural networks", "decision trees"],
  );
  await add("scanned only", build([scanned]), 1, [], "all");
  await add("scanned two pages", build([scanned, scanned]), 2, [], "all");
  await add(
    "text then a scanned page",
    build([text(["Typed page about glaciers."]), scanned]),
    2,
    ["glaciers"],
    "some",
  );
  await add("blank page", build([() => {}]), 1, [], "all");
  await add(
    "vector drawing only",
    build([(page) => page.drawRectangle({ x: 50, y: 50, width: 200, height: 100, color: rgb(0.2, 0.4, 0.8) })]),
    1,
    [],
    "all",
  );
  await add(
    "rotated page",
    build([
      async (page, doc) => {
        page.setRotation(degrees(90));
        await text(["Rotated text about tectonic plates."])(page, doc);
      },
    ]),
    1,
    ["tectonic plates"],
  );
  await add(
    "landscape",
    (async () => {
      const doc = await PDFDocument.create();
      const page = doc.addPage([842, 595]);
      page.drawText("Landscape page on ocean currents.", {
        x: 50,
        y: 500,
        size: 14,
        font: await doc.embedFont(StandardFonts.TimesRoman),
      });
      return doc.save();
    })(),
    1,
    ["ocean currents"],
  );
  await add(
    "sixty pages",
    build(Array.from({ length: 60 }, (_, i) => text([`Chapter ${i + 1} discusses topic number ${i + 1}.`]))),
    60,
    ["Chapter 1 discusses", "Chapter 60 discusses"],
  );
  await add("with metadata", build([text(["Metadata does not replace content."])], { title: "A titled PDF" }), 1, [
    "replace content",
  ]);
  await add("tiny font", build([text(["Footnote sized text about isotopes."], 5)]), 1, ["isotopes"]);
  await add(
    "three fonts",
    build([
      async (page, doc) => {
        await text(["Helvetica line on gravity."], 12, StandardFonts.Helvetica, 50)(page, doc);
        await text(["", "", "Times line on magnetism."], 12, StandardFonts.TimesRoman, 50)(page, doc);
        await text(["", "", "", "", "Courier line on entropy."], 12, StandardFonts.Courier, 50)(page, doc);
      },
    ]),
    1,
    ["gravity", "magnetism", "entropy"],
  );
  await add("accented characters", build([text(["Café déjà vu — naïve Zürich façade."])]), 1, ["Café", "Zürich"]);
  await add("no object streams", build([text([lorem.slice(0, 80)])], { objectStreams: false }), 1, [
    "Photosynthesis converts",
  ]);
  await add("long paragraph", build([text(lorem.match(/.{1,80}(\s|$)/g)!.map((l) => l.trim()))]), 1, ["Calvin cycle"]);
  await add(
    "leading bytes before the header",
    (async () =>
      Buffer.concat([Buffer.from("\n\n"), Buffer.from(await build([text(["Leading whitespace is tolerated."])]))]))(),
    1,
    ["Leading whitespace"],
  );
  await add(
    "many lines",
    build([
      text(
        Array.from({ length: 40 }, (_, i) => `Line ${i + 1} mentions photosynthesis.`),
        10,
      ),
    ]),
    1,
    ["Line 40 mentions"],
  );
  await add(
    "mixed sizes",
    build([
      async (p, d) => {
        await text(["Heading on Climate"], 24)(p, d);
        await text(["", "", "", "Body text about carbon budgets."], 10)(p, d);
      },
    ]),
    1,
    ["Climate", "carbon budgets"],
  );

  for (const path of [
    "/usr/share/doc/libtasn1-doc/libtasn1.pdf",
    "/usr/share/doc/shared-mime-info/shared-mime-info-spec.pdf",
  ]) {
    if (existsSync(path))
      fixtures.push({ name: path, bytes: new Uint8Array(readFileSync(path)), pages: -1, expect: [] });
  }
  return fixtures;
}
