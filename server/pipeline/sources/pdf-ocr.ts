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
export async function recognisePdfPages(
  bytes: Uint8Array,
  pageIndexes: readonly number[],
  onPage: (done: number) => Promise<void> | void,
): Promise<OcrOutcome> {
  const outcome: OcrOutcome = { pages: new Map(), illegible: 0 };
  if (pageIndexes.length === 0) return outcome;
  const renderer = new PageRenderer(bytes);
  try {
    for (const [k, index] of pageIndexes.entries()) {
      const rendered = await renderer.render(index);
      if (!("blank" in rendered)) {
        const lines = pdfLines(await recognisePage(rendered.image, rendered.scale * 72), rendered.scale, rendered);
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
export function pdfLines(lines: OcrLine[], scale: number, page: { width: number; height: number }): PdfLine[] {
  const out: PdfLine[] = [];
  for (const line of lines) {
    if (line.confidence < MIN_LINE_CONFIDENCE) continue;
    // Text set vertically (a margin stamp, a rotated table label): a text layer's reader leaves it out too.
    if (line.bbox.y1 - line.bbox.y0 > 1.5 * (line.bbox.x1 - line.bbox.x0)) continue;
    const size = (line.rowHeight + line.ascenders) / scale / RISE_PER_EM;
    const y = page.height - (line.baseline.y0 + line.baseline.y1) / 2 / scale;
    for (const part of splitAtGutter(trimEdgeNoise(line.words, size * scale), size * scale, page.width * scale)) {
      // A line needs a real word: two letters read with confidence.
      if (!part.some((w) => w.confidence >= 60 && /\p{L}{2}/u.test(w.text))) continue;
      const x0 = part[0]!.bbox.x0;
      let cells = 1;
      for (let k = 1; k < part.length; k++) if (part[k]!.bbox.x0 - part[k - 1]!.bbox.x1 > 1.5 * size * scale) cells++;
      out.push({
        text: part
          .map((w) => w.text)
          .join(" ")
          .replace(/\s+/g, " ")
          .trim(),
        x: x0 / scale,
        y,
        width: (part.at(-1)!.bbox.x1 - x0) / scale,
        size: Math.max(1, Math.round(size * 10) / 10),
        font: "ocr",
        cells,
      });
    }
  }
  return snapSizes(out);
}

/**
 * OCR sometimes runs a line on across the gutter of a two-column page; a text layer never does. A wide gap in the
 * middle fifth of the page splits the line into its two columns, as the reading layer expects them.
 */
function splitAtGutter(words: OcrWord[], sizePx: number, pageWidthPx: number): OcrWord[][] {
  for (let k = 1; k < words.length; k++) {
    const gap = words[k]!.bbox.x0 - words[k - 1]!.bbox.x1;
    const centre = (words[k]!.bbox.x0 + words[k - 1]!.bbox.x1) / 2;
    if (gap > 1.5 * sizePx && centre > 0.4 * pageWidthPx && centre < 0.6 * pageWidthPx)
      return [words.slice(0, k), words.slice(k)];
  }
  return words.length ? [words] : [];
}

/**
 * OCR measures each line's type size to within about a tenth; the reading layer tells headings, body and small
 * print apart by size. Lines within 15 % of the page's most common size are set to it, so body text reads as one
 * size and only clearly larger or smaller type stands out.
 */
function snapSizes(lines: PdfLine[]): PdfLine[] {
  if (lines.length === 0) return lines;
  const weights = new Map<number, number>();
  for (const line of lines)
    weights.set(Math.round(line.size * 2) / 2, (weights.get(Math.round(line.size * 2) / 2) ?? 0) + line.text.length);
  const ordered = [...weights].sort((a, b) => b[1] - a[1]);
  // The most common size, as the centre of the band holding the most text.
  let body = ordered[0]![0];
  let best = 0;
  for (const [size] of ordered) {
    const mass = lines.filter((l) => Math.abs(l.size - size) <= 0.15 * size).reduce((sum, l) => sum + l.text.length, 0);
    if (mass > best) [best, body] = [mass, size];
  }
  return lines.map((line) => (Math.abs(line.size - body) <= 0.15 * body ? { ...line, size: body } : line));
}

/**
 * Marks at a line's ends that stand apart and were read with little confidence (a margin stamp, a hole punch, a
 * speck beside the text) are not part of the line.
 */
function trimEdgeNoise(words: OcrWord[], sizePx: number): OcrWord[] {
  const kept = words.filter((w) => w.text.trim());
  const apart = (a: OcrWord, b: OcrWord) => b.bbox.x0 - a.bbox.x1 > 1.2 * sizePx;
  while (kept.length > 1 && kept[0]!.confidence < MIN_EDGE_WORD_CONFIDENCE && apart(kept[0]!, kept[1]!)) kept.shift();
  while (kept.length > 1 && kept.at(-1)!.confidence < MIN_EDGE_WORD_CONFIDENCE && apart(kept.at(-2)!, kept.at(-1)!))
    kept.pop();
  return kept;
}

/** True when a page has no text layer worth the name (fewer than three characters). */
export function hasNoText(page: PdfPage): boolean {
  return (
    page.lines
      .map((l) => l.text)
      .join("")
      .replace(/\s/g, "").length < 3
  );
}
