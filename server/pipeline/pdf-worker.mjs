// Runs in a worker thread (plain JavaScript so it loads the same under tsx, vitest and node): parsing a PDF
// blocks for up to seconds and must not stall the server's event loop. It hands back the page layout as lines
// with their position, font and size (see PdfLayout in reading/types.ts); the reading layer decides what they are.
import { parentPort, workerData } from "node:worker_threads";
import { getDocumentProxy } from "unpdf";

/** Text runs as [text, x, y, width, size, font, endOfLine], horizontal text only (margin stamps are rotated). */
function runsOf(items) {
  const runs = [];
  for (const item of items) {
    if (typeof item.str !== "string") continue;
    const [a, b, c, d, x, y] = item.transform;
    const size = Math.hypot(c, d);
    if (Math.abs(b) > 0.01 * Math.abs(a) || Math.abs(c) > 0.01 * Math.abs(d) || a <= 0 || d <= 0) continue;
    runs.push({ text: item.str, x, y, width: item.width, size, font: item.fontName, eol: item.hasEOL });
  }
  return runs;
}

/**
 * Runs on one baseline, in stream order, become a line. A small raised run after a word is a footnote or citation
 * mark ("networks¹²", "Vaswani∗") and is dropped; a raised run after a digit is an exponent and kept as "^5".
 */
function linesOf(runs) {
  const lines = [];
  let line = null;
  let breakNext = false;
  const close = () => {
    if (line && line.text.trim()) lines.push(finish(line));
    line = null;
  };
  for (const run of runs) {
    if (!run.text) {
      if (run.eol) breakNext = true;
      continue;
    }
    const base = line ? line.mainSize : run.size;
    // The same baseline (a raised mark or radical may sit up to ~4/5 em higher), continuing to the right. After an
    // end-of-line mark only a run that touches the line continues it: interleaved columns share baselines.
    const gap = line ? run.x - line.right : 0;
    const sameLine =
      line && Math.abs(run.y - line.y) < 0.8 * Math.max(base, run.size) && gap >= -2 * base && gap < (breakNext ? 1.5 : 12) * base;
    if (!sameLine) {
      close();
      line = { text: "", x: run.x, y: run.y, right: run.x, mainSize: run.size, sizes: new Map(), fonts: new Map(), cells: 1 };
    }
    breakNext = run.eol;
    const raised = line.text && run.size < 0.85 * line.mainSize && run.y > line.y + 0.2 * line.mainSize;
    if (raised) {
      const mark = run.text.trim();
      const previous = line.text.trimEnd().slice(-1);
      if (/^[\d,\s*∗†‡§¶⋆]+$/u.test(mark) && /[\p{L})]/u.test(previous)) {
        line.right = Math.max(line.right, run.x + run.width);
        continue;
      }
      if (/\d/.test(previous) && /^[-−+]?\d+$/.test(mark)) {
        line.text += `^${mark}`;
        line.right = Math.max(line.right, run.x + run.width);
        continue;
      }
    }
    const runGap = run.x - line.right;
    if (line.text && runGap > 1.5 * line.mainSize) line.cells++;
    if (line.text && runGap > 0.12 * run.size && !/\s$/.test(line.text) && !/^\s/.test(run.text)) line.text += " ";
    line.text += run.text;
    line.right = Math.max(line.right, run.x + run.width);
    const chars = run.text.replace(/\s/g, "").length;
    line.sizes.set(Math.round(run.size * 10) / 10, (line.sizes.get(Math.round(run.size * 10) / 10) ?? 0) + chars);
    line.fonts.set(run.font, (line.fonts.get(run.font) ?? 0) + chars);
    if (!raised && run.size > line.mainSize && chars > 0) line.mainSize = run.size;
  }
  close();
  return lines;
}

const mostCommon = (counts) => [...counts].sort((p, q) => q[1] - p[1])[0]?.[0];

function finish(line) {
  return {
    text: line.text.replace(/\s+/g, " ").trim(),
    x: round(line.x),
    y: round(line.y),
    width: round(line.right - line.x),
    size: mostCommon(line.sizes) ?? round(line.mainSize),
    font: mostCommon(line.fonts) ?? "",
    cells: line.cells,
  };
}

const round = (n) => Math.round(n * 10) / 10;

async function metadataTitle(pdf) {
  try {
    const meta = await pdf.getMetadata();
    const xmp = meta?.metadata?.get?.("dc:title");
    const title = typeof meta?.info?.Title === "string" && meta.info.Title.trim() ? meta.info.Title : xmp;
    return typeof title === "string" && title.trim() ? title.trim() : null;
  } catch {
    return null;
  }
}

async function run({ operation, bytes }) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, isEvalSupported: false });
  // No cleanup needed: the thread ends after one task.
  if (operation === "inspect") return { pageCount: pdf.numPages };
  const pages = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    pages.push({ width: round(viewport.width), height: round(viewport.height), lines: linesOf(runsOf(content.items)) });
    page.cleanup();
  }
  return { pageCount: pdf.numPages, metadataTitle: await metadataTitle(pdf), pages };
}

run(workerData).then(
  (result) => parentPort.postMessage({ ok: true, result }),
  (error) => parentPort.postMessage({ ok: false, name: error?.name ?? "Error", message: String(error?.message ?? error) }),
);
