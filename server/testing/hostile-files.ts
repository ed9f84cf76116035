/**
 * Files a hostile or careless upload brings, generated at test time (nothing large is committed): a PDF whose one
 * compressed stream unpacks to far more than its size (a decompression bomb), a PDF of thousands of pages, a text
 * of one word repeated. Built by hand (PDF syntax with its cross-reference table) so their size and shape are exact.
 */
import { once } from "node:events";
import { createDeflate } from "node:zlib";

/** A PDF from its objects' bodies (object n is `objects[n - 1]`); object 1 must be the catalog. */
function pdfFile(objects: Array<string | Buffer>): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const head = Buffer.from(`${i + 1} 0 obj\n`, "latin1");
    const content = typeof body === "string" ? Buffer.from(body, "latin1") : body;
    const tail = Buffer.from("\nendobj\n", "latin1");
    parts.push(head, content, tail);
    offset += head.length + content.length + tail.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n`,
    "0000000000 65535 f \n",
    ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`),
  ].join("");
  parts.push(
    Buffer.from(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
      "latin1",
    ),
  );
  return Buffer.concat(parts);
}

const FONT = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>";

function stream(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, "latin1"),
    data,
    Buffer.from("\nendstream", "latin1"),
  ]);
}

/** One text line per page content: "BT ... (text) Tj ET". */
const pageText = (line: string) =>
  Buffer.from(`BT /F1 11 Tf 72 720 Td (${line.replace(/[()\\]/g, "")}) Tj ET`, "latin1");

/**
 * A one-page PDF whose page content is one Flate stream that unpacks to `inflatedBytes` of text operators
 * (lines of a repeated sentence): the file is about a thousandth of that.
 */
export async function decompressionBombPdf(inflatedBytes: number): Promise<Buffer> {
  const line = Buffer.from(
    "BT /F1 11 Tf 72 720 Td (photosynthesis converts light into chemical energy in the chloroplast) Tj ET\n",
    "latin1",
  );
  const block = Buffer.concat(Array.from({ length: Math.ceil(65_536 / line.length) }, () => line));
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => chunks.push(chunk));
  for (let written = 0; written < inflatedBytes; written += block.length) {
    if (!deflate.write(block)) await once(deflate, "drain");
  }
  deflate.end();
  await once(deflate, "end");
  const content = Buffer.concat(chunks);
  return pdfFile([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
    FONT,
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>",
    stream("/Filter /FlateDecode", content),
  ]);
}

/** A PDF of `pages` pages, each with one short line of its own text. */
export function manyPagesPdf(pages: number): Buffer {
  const objects: Array<string | Buffer> = ["<< /Type /Catalog /Pages 2 0 R >>", "", FONT];
  const kids: string[] = [];
  for (let n = 1; n <= pages; n++) {
    const pageObject = 4 + (n - 1) * 2;
    kids.push(`${pageObject} 0 R`);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageObject + 1} 0 R >>`,
    );
    objects.push(
      stream("", pageText(`Page ${n}: the Calvin cycle fixes carbon dioxide; chlorophyll absorbs light number ${n}.`)),
    );
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(" ")}] /Count ${pages} >>`;
  return pdfFile(objects);
}

/** `bytes` of one word repeated, one per line (the reading layer sees a paragraph of that many lines). */
export function oneWordText(bytes: number, word = "photosynthesis"): string {
  return `${word}\n`.repeat(Math.ceil(bytes / (word.length + 1)));
}

/** Words that name made-up topics: three of them make 64,000 different names, each a link's target. */
const TOPIC_WORDS = (
  "acid basin cell delta enzyme field genome habitat ion journal kinetics lattice membrane nucleus orbit plasma " +
  "quantum reflex signal tissue urban vector wetland xylem yield zone allele biome carbon dune erosion fossil " +
  "glacier humus isotope joule karst lipid magma nitrate ozone pollen quartz runoff sediment tundra uplift " +
  "valence watershed xenon yeast zircon"
).split(" ");

/**
 * A hub note (an index or a map of content) of `links` wiki links, each to a different note, a short list item each,
 * as Obsidian users write them: `- [[Carbon Dune Erosion]]`.
 */
export function linkHeavyNote(links: number): string {
  const n = TOPIC_WORDS.length;
  const lines = ["# Field guide", ""];
  for (let i = 0; i < links; i++) {
    const name = [TOPIC_WORDS[i % n], TOPIC_WORDS[Math.floor(i / n) % n], TOPIC_WORDS[Math.floor(i / n / n) % n]];
    lines.push(`- [[${name.map((w) => w![0]!.toUpperCase() + w!.slice(1)).join(" ")}]]`);
  }
  return `${lines.join("\n")}\n`;
}
