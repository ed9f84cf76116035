/**
 * The pipeline within its limits, on generated hostile files: nothing a document brings makes it read, hold or
 * produce more than the limits allow, and what was cut is said in the document's warning.
 */
import { describe, expect, it } from "vitest";
import { decompressionBombPdf, manyPagesPdf, oneWordText } from "../testing/hostile-files.ts";
import { runDocumentPipeline, type DocumentInput } from "./document-pipeline.ts";
import { createWordVectorEmbedder } from "./embeddings/word-vectors.ts";
import { createLocalExtractor } from "./extract/local-extractor.ts";
import { defaultProcessingLimits, type ProcessingLimits } from "./limits.ts";
import { PdfReadError } from "./pdf-text.ts";
import { fixture } from "./sources/fixtures.ts";

const parts = { extractor: createLocalExtractor(), embedder: createWordVectorEmbedder() };
const pdf = (bytes: Buffer): DocumentInput => ({
  type: "pdf",
  bytes,
  fileName: "file.pdf",
  title: "file",
  titleSource: "file",
  pageCount: null,
});
const text = (value: string): DocumentInput => ({
  type: "text",
  text: value,
  fileName: null,
  title: "Notes",
  titleSource: "user",
  pageCount: null,
});
const run = (input: DocumentInput, limits: Partial<ProcessingLimits> = {}) =>
  runDocumentPipeline(parts, input, { ...defaultProcessingLimits, ...limits });

describe("a decompression bomb", () => {
  it("is refused before it is parsed when a stream would unpack past the limit", async () => {
    const bomb = await decompressionBombPdf(12 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const error = await run(pdf(bomb), { pdfStreamBytes: 4 * 1024 * 1024 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfReadError);
    expect(error).toMatchObject({
      reason: "too_large",
      message: expect.stringMatching(/expands to more than 4 MB .*MNEMO_MAX_PDF_STREAM_MB/),
    });
  });

  it("is read only up to the character limit when its stream is within the limit", async () => {
    const reading = await run(pdf(await decompressionBombPdf(12 * 1024 * 1024)), { documentChars: 20_000 });
    expect(reading.content.length).toBeLessThan(30_000);
    expect(reading.warning).toMatch(/Only the first 20,000 characters of this document were read/);
  });
});

describe("a 10,000-page PDF", () => {
  it("is read up to the page limit, and says how much of it was", async () => {
    const reading = await run(pdf(manyPagesPdf(10_000)), { pdfPages: 40 });
    expect(reading.pageCount).toBe(10_000);
    expect(reading.pageStarts).toHaveLength(40);
    expect(reading.content).toContain("Page 40:");
    expect(reading.content).not.toContain("Page 41:");
    expect(reading.warning).toMatch(/Only the first 40 of 10,000 pages were read/);
  });
});

describe("one word repeated", () => {
  it("is read in time, line by line (joining lines was quadratic), with its places capped", async () => {
    const reading = await run(text(oneWordText(2 * 1024 * 1024)), { mentionsPerConcept: 100 });
    const top = reading.extraction.concepts[0];
    expect(top?.key).toMatch(/^photosynthesis/);
    expect(top?.mentions).toHaveLength(100);
    expect(reading.warning).toMatch(/up to 100 places per concept/);
    expect(reading.passageVectors.length).toBe(reading.passages.length * reading.dims);
  }, 60_000);

  it("is cut at the text limit, and at the passage limit", async () => {
    const long = await run(text(oneWordText(300_000)), { documentChars: 50_000, chunks: 10 });
    expect(long.content.length).toBeLessThanOrEqual(50_000);
    expect(long.passages).toHaveLength(10);
    expect(long.warning).toMatch(/Only the first 50,000 of 300,0\d\d characters/);
    expect(long.warning).toMatch(/Only the first 10 passages/);
  });
});

describe("a Word file, web page or EPUB past the text limit", () => {
  it("keeps the blocks that end within the limit, and says so", async () => {
    const reading = await run(
      {
        type: "epub",
        bytes: fixture("books/alice-in-wonderland.epub"),
        fileName: "alice.epub",
        title: "alice",
        titleSource: "file",
        pageCount: null,
      },
      { documentChars: 20_000 },
    );
    expect(reading.content.length).toBeLessThanOrEqual(20_000);
    expect(reading.content.length).toBeGreaterThan(10_000);
    expect(reading.structure.blocks.every(([, , end]) => end <= reading.content.length)).toBe(true);
    expect(reading.warning).toMatch(/Only the first 20,000 of [\d,]+ characters of this document were read/);
  });
});

describe("words that name Object's own properties", () => {
  it("read as words: the reading can be sent to another thread, and 'constructors' is the plural of 'constructor'", async () => {
    // A word table that is a plain object answers "constructor" with Object itself; the reading then held a function
    // and the thread could not send it back (real papers on programming failed this way).
    const words =
      "The constructor allocates two hundred objects in one constructor call. Each constructor runs in three " +
      "constructor phases. The toString method returns three strings, and valueOf returns four hundred values. " +
      "Constructors are cheap: a constructor takes five constructor steps, and toString takes two hasOwnProperty checks.";
    const reading = await run(text(words));
    expect(() => structuredClone(reading)).not.toThrow();
    expect(JSON.stringify(reading)).not.toContain("native code");
    expect(reading.extraction.concepts.map((c) => c.name)).toContain("constructor");
    expect(reading.claims.length).toBeGreaterThan(0);
  });
});
