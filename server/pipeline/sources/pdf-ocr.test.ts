import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { fixture } from "./fixtures.ts";
import { pdfSource } from "./pdf.ts";

/** A PDF of pages that are typed text (`text`) or the scanned page image (`scan`). */
async function pdfOf(pages: Array<"text" | "scan">): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const scan = await doc.embedJpg(fixture("scans/alice-page.jpg"));
  for (const kind of pages) {
    if (kind === "text") {
      const page = doc.addPage([595, 420]);
      page.drawText("A typed page about the geography of Wonderland.", { x: 50, y: 350, size: 12, font });
    } else {
      const page = doc.addPage([595, 420]);
      page.drawImage(scan, { x: 0, y: 0, width: 595, height: 420 });
    }
  }
  return doc.save();
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);

describe("scanned PDFs", () => {
  it("reads a PDF mixing typed and scanned pages: the text layer, and OCR for the scan, page by page", async () => {
    const progress: number[] = [];
    const reading = await pdfSource.read(
      { bytes: await pdfOf(["text", "scan"]), text: null, fileName: "mixed.pdf" },
      { ocrMaxPages: 10, onProgress: (f) => void progress.push(f) },
    );
    const { content, pageStarts } = reading.document;
    expect(reading.pageCount).toBe(2);
    expect(pageStarts).toHaveLength(2);
    const [first, second] = [content.slice(0, pageStarts![1]), content.slice(pageStarts![1])];
    expect(first).toContain("A typed page about the geography of Wonderland.");
    // OCR of a speckled, slightly turned scan: most words right, in order.
    const truth = words(
      "Alice was beginning to get very tired of sitting by her sister on the bank, and of having nothing to do: once or twice she had peeped into the book her sister was reading, but it had no pictures or conversations in it",
    );
    const read = new Set(words(second));
    expect(truth.filter((w) => read.has(w)).length / truth.length).toBeGreaterThan(0.9);
    expect(second.replace(/\s+/g, " ")).toMatch(/White Rabbit with pink eyes/);
    expect(progress).toEqual([1]);
    expect(reading.warnings).toEqual([
      "1 of 2 pages are scanned: their text was recognised by OCR and may contain misread words.",
    ]);
  }, 120_000);

  it("reads no more scanned pages than allowed, and says so", async () => {
    const reading = await pdfSource.read(
      { bytes: await pdfOf(["scan", "scan"]), text: null, fileName: "scans.pdf" },
      { ocrMaxPages: 1 },
    );
    expect(reading.warnings).toEqual([
      "1 of 2 pages are scanned: their text was recognised by OCR and may contain misread words.",
      "1 more scanned pages were not read: OCR reads at most 1 pages of one PDF.",
    ]);
    const off = await pdfSource.read(
      { bytes: await pdfOf(["scan"]), text: null, fileName: "scan.pdf" },
      { ocrMaxPages: 0 },
    );
    expect(off.warnings.join(" ")).toMatch(/no text layer \(OCR is turned off\)/);
  }, 120_000);
});
