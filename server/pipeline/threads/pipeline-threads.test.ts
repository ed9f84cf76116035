/**
 * Whole documents read in a pipeline thread as the worker reads them: every source module runs there (a scanned
 * page by OCR, an EPUB by its package), a file that is not what it says comes back as the SourceError the worker
 * fails at once, and the claims contradiction detection compares come back with the reading.
 */
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import type { DocumentInput } from "../document-pipeline.ts";
import { defaultProcessingLimits } from "../limits.ts";
import { fixture } from "../sources/fixtures.ts";
import { SourceError } from "../sources/types.ts";
import { PipelineThreads } from "./pipeline-threads.ts";

const threads = new PipelineThreads({ embeddingModel: "words", llm: null }, { size: 1, memoryMb: 1024 });
afterAll(() => threads.close());

const input = (type: DocumentInput["type"], bytes: Uint8Array, fileName: string): DocumentInput => ({
  type,
  bytes,
  fileName,
  title: fileName,
  titleSource: "file",
  pageCount: null,
});
const read = (document: DocumentInput, progress: number[] = []) =>
  threads.readDocument(document, defaultProcessingLimits, {
    timeoutMs: 120_000,
    onProgress: (value) => progress.push(value),
  });

async function typedAndScannedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const typed = doc.addPage([595, 420]);
  typed.drawText("A typed page about the geography of Wonderland.", { x: 50, y: 350, size: 12, font });
  const scanned = doc.addPage([595, 420]);
  scanned.drawImage(await doc.embedJpg(fixture("scans/alice-page.jpg")), { x: 0, y: 0, width: 595, height: 420 });
  return doc.save();
}

describe("pipeline threads", () => {
  it("read a PDF's scanned page by OCR in the thread, with its progress and warning", async () => {
    const progress: number[] = [];
    const reading = await read(input("pdf", await typedAndScannedPdf(), "mixed.pdf"), progress);
    expect(reading.pageStarts).toHaveLength(2);
    expect(reading.content).toContain("A typed page about the geography of Wonderland.");
    expect(reading.content.slice(reading.pageStarts![1]).replace(/\s+/g, " ")).toMatch(/White Rabbit with pink eyes/);
    expect(reading.warning).toContain("1 of 2 pages are scanned");
    // OCR reports between 5 and 50 %, before the steps after reading.
    expect(progress.some((value) => value > 5 && value <= 50)).toBe(true);
  }, 180_000);

  it("read an EPUB by its source module, with claims and the document's names", async () => {
    const reading = await read(input("epub", fixture("books/alice-in-wonderland.epub"), "alice.epub"));
    expect(reading.title).toMatch(/Alice/);
    expect(reading.titleSource).toBe("document");
    expect(reading.claims.length).toBeGreaterThan(10);
    expect(reading.claims.every((claim) => reading.content.slice(claim.start, claim.end) === claim.text)).toBe(true);
    expect(reading.documentNames.join(" ")).toMatch(/Alice/);
  }, 180_000);

  it("send back a file that is not what its type says as a SourceError", async () => {
    const error = await read(
      input("docx", new TextEncoder().encode("plain text, not a Word file"), "notes.docx"),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceError);
    expect((error as SourceError).message).toMatch(/Word|docx|not/i);
  }, 60_000);
});
