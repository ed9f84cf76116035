/**
 * The OCR engine: tesseract.js (Tesseract 5's LSTM recogniser compiled to WebAssembly, in its own worker thread)
 * with the English model from the npm registry, so OCR works offline on every install without system packages
 * (docs/DECISIONS.md: "OCR"). One engine per process, pages recognised one at a time (its memory, ~300 MB, is
 * paid once), started on the first scanned page and stopped after a minute without work.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { RecognizeResult, Worker } from "tesseract.js";

const IDLE_MS = 60_000;

const require = createRequire(import.meta.url);
/** The integer-quantised "best" model: the same words as the float one here, half the memory, twice the load speed. */
const langPath = join(dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");

export interface OcrWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

export interface OcrLine {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
  baseline: { y0: number; y1: number };
  /** Tesseract's x-height and ascender rise, in pixels. */
  rowHeight: number;
  ascenders: number;
  words: OcrWord[];
}

let engine: Promise<Worker> | null = null;
let queue: Promise<unknown> = Promise.resolve();
let idleTimer: NodeJS.Timeout | null = null;

async function start(): Promise<Worker> {
  const { createWorker, OEM, PSM } = await import("tesseract.js");
  // cacheMethod "none": the model is read from the package every start, never written next to the process.
  const worker = await createWorker("eng", OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: "none" });
  // The library's default reads the page as one block of text, which runs the lines of two columns together; the
  // automatic layout analysis (Tesseract's own command-line default) finds the columns.
  await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO });
  return worker;
}

function stopWhenIdle(): void {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => void stopOcr(), IDLE_MS);
  idleTimer.unref();
}

/** Stops the engine (process shutdown, idle); the next page starts it again. */
export async function stopOcr(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  const running = engine;
  engine = null;
  if (running) await (await running.catch(() => null))?.terminate();
}

/** Recognises one page image (PGM, PNG or JPEG bytes) drawn at `dpi`; pages of all documents take turns. */
export function recognisePage(image: Uint8Array, dpi: number): Promise<OcrLine[]> {
  const run = queue.then(async () => {
    if (idleTimer) clearTimeout(idleTimer);
    engine ??= start();
    let worker: Worker;
    try {
      worker = await engine;
    } catch (error) {
      engine = null;
      throw error;
    }
    try {
      // The resolution the page was drawn at, so Tesseract need not guess it (and say so on the console).
      await worker.setParameters({ user_defined_dpi: String(Math.round(dpi)) });
      const { data } = (await worker.recognize(
        Buffer.from(image.buffer, image.byteOffset, image.byteLength),
        {},
        { blocks: true, text: false },
      )) as RecognizeResult;
      return linesOf(data);
    } finally {
      stopWhenIdle();
    }
  });
  queue = run.catch(() => undefined);
  return run;
}

function linesOf(data: RecognizeResult["data"]): OcrLine[] {
  const lines: OcrLine[] = [];
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        lines.push({
          text: line.text,
          confidence: line.confidence,
          bbox: line.bbox,
          baseline: { y0: line.baseline.y0, y1: line.baseline.y1 },
          rowHeight: line.rowAttributes.rowHeight,
          ascenders: line.rowAttributes.ascenders,
          words: line.words.map((w) => ({ text: w.text, confidence: w.confidence, bbox: w.bbox })),
        });
      }
    }
  }
  return lines;
}
