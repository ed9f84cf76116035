// The PDF reading that runs off the main thread (plain JavaScript so it loads the same under tsx, vitest and node):
// the page layout as lines with their position, font and size (see PdfLayout in reading/types.ts); the reading
// layer decides what they are. Used by pdf-worker.mjs (one PDF per thread) and the pipeline threads (threads/).
import { inflateSync } from "node:zlib";
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
      line &&
      Math.abs(run.y - line.y) < 0.8 * Math.max(base, run.size) &&
      gap >= -2 * base &&
      gap < (breakNext ? 1.5 : 12) * base;
    if (!sameLine) {
      close();
      line = {
        text: "",
        x: run.x,
        y: run.y,
        right: run.x,
        mainSize: run.size,
        sizes: new Map(),
        fonts: new Map(),
        cells: 1,
      };
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

/** Opens a PDF for reading; `loadingTask.destroy()` it when done (a pipeline thread reads many). */
export function openPdf(bytes) {
  return getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, isEvalSupported: false });
}

/** A page's text runs, read as a stream and given up once `budget` characters have come (a page of millions). */
async function pageRuns(page, budget) {
  const items = [];
  let chars = 0;
  const reader = page.streamTextContent().getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      for (const item of value.items) {
        items.push(item);
        chars += typeof item.str === "string" ? item.str.length : 0;
      }
      if (chars > budget) {
        // pdf.js wants an Error as the reason; it stops parsing the page's content stream there.
        await reader.cancel(new Error("The character limit per document was reached.")).catch(() => {});
        return { runs: runsOf(items), truncated: true };
      }
    }
  } finally {
    reader.releaseLock();
  }
  return { runs: runsOf(items), truncated: false };
}

/**
 * Every page's lines, up to `maxPages` pages and about `maxChars` characters (reading stops after the page that
 * reaches it): `pageCount` is the pages read, `totalPages` the file's, `truncated` says which limit cut it.
 */
export async function readLayout(pdf, { maxPages = Infinity, maxChars = Infinity } = {}) {
  const pages = [];
  let chars = 0;
  let truncated = null;
  const last = Math.min(pdf.numPages, maxPages);
  for (let n = 1; n <= last; n++) {
    const page = await pdf.getPage(n);
    const viewport = page.getViewport({ scale: 1 });
    const { runs, truncated: cut } = await pageRuns(page, maxChars - chars);
    const lines = linesOf(runs);
    pages.push({ width: round(viewport.width), height: round(viewport.height), lines });
    page.cleanup();
    for (const line of lines) chars += line.text.length + 1;
    if (cut || chars >= maxChars) {
      if (n < pdf.numPages || cut) truncated = "chars";
      break;
    }
  }
  if (!truncated && last < pdf.numPages) truncated = "pages";
  return {
    pageCount: pages.length,
    totalPages: pdf.numPages,
    metadataTitle: await metadataTitle(pdf),
    pages,
    truncated,
  };
}

/** Why a PDF is refused before it is parsed: a compressed stream that would expand past the limit. */
export class PdfStreamTooLarge extends Error {
  constructor(limitBytes) {
    super(`A compressed part of this PDF expands to more than ${Math.round(limitBytes / 1048576)} MB`);
    this.name = "PdfStreamTooLarge";
  }
}

const STREAM = /stream\r?\n/g;

/**
 * Inflates every Flate-compressed stream that text is read from (images are skipped: their pixels are never read)
 * with a cap on its output, and refuses the PDF when one would expand past `maxBytes`: a few hundred kilobytes can
 * otherwise unpack into gigabytes inside the PDF parser. Streams that do not inflate are left to the parser.
 */
export function checkPdfStreams(bytes, maxBytes) {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = data.toString("latin1");
  STREAM.lastIndex = 0;
  for (let match = STREAM.exec(text); match; match = STREAM.exec(text)) {
    const start = match.index + match[0].length;
    const dictionary = text.slice(Math.max(0, match.index - 1024), match.index);
    const ownDictionary = dictionary.slice(dictionary.lastIndexOf("obj") + 1);
    if (!/\/(?:FlateDecode|Fl)\b/.test(ownDictionary) || /\/Subtype\s*\/Image\b/.test(ownDictionary)) continue;
    const length = /\/Length\s+(\d+)\b(?!\s+\d+\s+R)/.exec(ownDictionary);
    const end = length ? Math.min(data.length, start + Number(length[1])) : text.indexOf("endstream", start);
    if (end <= start) continue;
    try {
      inflateSync(data.subarray(start, end), {
        maxOutputLength: maxBytes,
        finishFlush: 2 /* Z_SYNC_FLUSH: a cut stream is read as far as it goes */,
      });
    } catch (error) {
      if (error?.code === "ERR_BUFFER_TOO_LARGE" || error instanceof RangeError) throw new PdfStreamTooLarge(maxBytes);
    }
    STREAM.lastIndex = end;
  }
}
