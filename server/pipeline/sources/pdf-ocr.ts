/**
 * The OCR path of PDFs: pages without a text layer (scans, photographed pages) are drawn as images in a worker
 * thread and read by the OCR engine, page by page. Recognised lines become positioned lines of the page in PDF
 * points, like a text layer's, so the reading layer lays out scanned and typed pages the same way.
 */
import { Worker } from "node:worker_threads";
import type { PdfLine, PdfPage } from "../reading/types.ts";
import { recognisePage, type OcrLine, type OcrWord } from "./ocr-engine.ts";

/** Resolution pages are drawn at for OCR, and the most pixels one page may take (an A0 poster stays ~12 MB). */
const DPI = 300;
const MAX_PIXELS = 12_000_000;
/** Tesseract's confidence (0-100) below which a line is noise: speckles, margin stamps, pictures read as letters. */
const MIN_LINE_CONFIDENCE = 50;
const MIN_EDGE_WORD_CONFIDENCE = 45;
/** The height of ascenders over the x-height, measured against known font sizes: em size = rise / 1.13. */
const RISE_PER_EM = 1.13;
const RENDER_TIMEOUT_MS = 120_000;

const workerUrl = new URL("./page-render-worker.mjs", import.meta.url);

type Rendered = { blank: true } | { image: Uint8Array; scale: number; width: number; height: number };

/** A worker that draws pages of one PDF on request. */
class PageRenderer {
  readonly #worker: Worker;
  readonly #ready: Promise<void>;
  #pending: { resolve: (r: Rendered) => void; reject: (e: Error) => void } | null = null;

  constructor(bytes: Uint8Array) {
    const copy = new Uint8Array(bytes);
    this.#worker = new Worker(workerUrl, { workerData: { bytes: copy }, transferList: [copy.buffer] });
    this.#ready = new Promise((resolve, reject) => {
      this.#worker.once("message", () => resolve());
      this.#worker.once("error", reject);
    });
    this.#worker.on("message", (message: { ready?: true; ok?: boolean; message?: string } & Partial<Rendered>) => {
      if (message.ready || !this.#pending) return;
      const { resolve, reject } = this.#pending;
      this.#pending = null;
      if (message.ok) resolve(message as Rendered);
      else reject(new Error(`A page could not be drawn for OCR (${message.message}).`));
    });
    this.#worker.on("error", (error) => this.#pending?.reject(error));
  }

  async render(page: number): Promise<Rendered> {
    await this.#ready;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("Drawing a page for OCR took too long.")), RENDER_TIMEOUT_MS);
      this.#pending = {
        resolve: (r) => (clearTimeout(timer), resolve(r)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      };
      this.#worker.postMessage({ page: page + 1, dpi: DPI, maxPixels: MAX_PIXELS });
    });
  }

  close(): Promise<number> {
    return this.#worker.terminate();
  }
}

export interface OcrOutcome {
  /** Recognised lines per page index (pages where OCR found text). */
  pages: Map<number, PdfLine[]>;
  /** Pages that had images but no legible text. */
  illegible: number;
}

/**
 * Reads `pageIndexes` (0-based, pages without a text layer) by OCR. `onPage` is told after every page, so the
 * document's progress moves page by page.
 */
export async function recognisePdfPages(bytes: Uint8Array, pageIndexes: readonly number[], onPage: (done: number) => Promise<void> | void): Promise<OcrOutcome> {
  const outcome: OcrOutcome = { pages: new Map(), illegible: 0 };
  if (pageIndexes.length === 0) return outcome;
  const renderer = new PageRenderer(bytes);
  try {
    for (const [k, index] of pageIndexes.entries()) {
      const rendered = await renderer.render(index);
      if (!("blank" in rendered)) {
        const lines = pdfLines(await recognisePage(rendered.image), rendered.scale, rendered.height);
        if (lines.length > 0) outcome.pages.set(index, lines);
        else outcome.illegible++;
      }
      await onPage(k + 1);
    }
  } finally {
    await renderer.close();
  }
  return outcome;
}

/** Recognised lines as a text layer's lines: PDF points, y up from the page's bottom, noise left out. */
export function pdfLines(lines: OcrLine[], scale: number, pageHeight: number): PdfLine[] {
  const out: PdfLine[] = [];
  for (const line of lines) {
    if (line.confidence < MIN_LINE_CONFIDENCE) continue;
    const size = (line.rowHeight + line.ascenders) / scale / RISE_PER_EM;
    const words = trimEdgeNoise(line.words, size * scale);
    const text = words.map((w) => w.text).join(" ").replace(/\s+/g, " ").trim();
    // A line needs a real word: two letters read with confidence.
    if (!words.some((w) => w.confidence >= 60 && /\p{L}{2}/u.test(w.text))) continue;
    const x0 = words[0]!.bbox.x0;
    const x1 = words.at(-1)!.bbox.x1;
    let cells = 1;
    for (let k = 1; k < words.length; k++) if (words[k]!.bbox.x0 - words[k - 1]!.bbox.x1 > 1.5 * size * scale) cells++;
    out.push({
      text,
      x: x0 / scale,
      y: pageHeight - (line.baseline.y0 + line.baseline.y1) / 2 / scale,
      width: (x1 - x0) / scale,
      size: Math.max(1, Math.round(size * 10) / 10),
      font: "ocr",
      cells,
    });
  }
  return out;
}

/**
 * Marks at a line's ends that stand apart and were read with little confidence (a margin stamp, a hole punch, a
 * speck beside the text) are not part of the line.
 */
function trimEdgeNoise(words: OcrWord[], sizePx: number): OcrWord[] {
  const kept = words.filter((w) => w.text.trim());
  const apart = (a: OcrWord, b: OcrWord) => b.bbox.x0 - a.bbox.x1 > 1.2 * sizePx;
  while (kept.length > 1 && kept[0]!.confidence < MIN_EDGE_WORD_CONFIDENCE && apart(kept[0]!, kept[1]!)) kept.shift();
  while (kept.length > 1 && kept.at(-1)!.confidence < MIN_EDGE_WORD_CONFIDENCE && apart(kept.at(-2)!, kept.at(-1)!)) kept.pop();
  return kept;
}

/** True when a page has no text layer worth the name (fewer than three characters). */
export function hasNoText(page: PdfPage): boolean {
  return page.lines.map((l) => l.text).join("").replace(/\s/g, "").length < 3;
}
