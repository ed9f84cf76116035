/**
 * Lines, the reading layer's raw material: every PDF or text document becomes a list of lines in reading order,
 * each with what the layout says about it (page, font size, indentation, the space before it). Paragraphs and
 * their kinds are decided from these (paragraphs.ts, paper-structure.ts).
 */
import { lineSignature } from "./furniture.ts";
import type { PdfLayout, PdfLine } from "./types.ts";

export interface Line {
  text: string;
  /** 0-based page. */
  page: number;
  /** What comes before the line: nothing special, a wider gap or blank line, a move to another column, a new page. */
  before: "none" | "gap" | "column" | "page";
  /** PDF only: font size, font, position and shape. */
  size?: number;
  font?: string;
  /** Starts clearly right of the lines below it (a first-line indent). */
  indented?: boolean;
  /** Ends clearly before the right edge of the lines around it. */
  short?: boolean;
  /** Separate runs with wide gaps between them (a table row). */
  cells?: number;
  /** Where on the page, 0 (top) to 1 (bottom). */
  height?: number;
  /** A running head or foot that the layout repeats (plain text: the same short line again and again). */
  furniture?: boolean;
}

export interface LineSet {
  lines: Line[];
  /** Font size and font of most of the text (PDFs). */
  bodySize: number | null;
  bodyFont: string | null;
  /** Typical length of a full line of text (plain text), to tell a paragraph's last line. */
  fullLength: number;
  /**
   * Lines were broken to fit a width (PDFs, text converted from them): a paragraph's lines are one run of text.
   * Otherwise (a note typed with a sentence per line) the line breaks are the writer's and stay.
   */
  hardWrapped: boolean;
}

// ---- Plain text ----

/** A text file's lines; blank lines mark gaps, form feeds new pages. */
export function linesFromText(text: string): LineSet {
  const lines: Line[] = [];
  let page = 0;
  let before: Line["before"] = "none";
  for (const raw of text.split("\n")) {
    const pieces = raw.split("\f");
    pieces.forEach((piece, i) => {
      if (i > 0) {
        page++;
        before = "page";
      }
      const line = piece.replace(/\s+$/, "");
      if (!line.trim()) {
        if (before === "none") before = "gap";
        return;
      }
      lines.push({ text: line.replace(/\t/g, "    "), page, before });
      before = "none";
    });
  }
  markRepeatedLines(lines);
  return {
    lines,
    bodySize: null,
    bodyFont: null,
    fullLength: fullLineLength(lines),
    hardWrapped: isHardWrapped(lines),
  };
}

/** A short line repeated this often (digits aside) is a running head or foot that a conversion to text kept. */
const RUNNING_REPEATS = 3;

/**
 * A text converted from a paged document keeps its running heads and feet ("6 Molecular Systems Biology 2007") in
 * the middle of its paragraphs: short lines whose signature repeats. A note's repeated short lines (a list of the
 * same item, "---") are rarely three times the same words with letters in them, and never most of the text.
 */
function markRepeatedLines(lines: Line[]): void {
  const counts = new Map<string, number>();
  const candidates = lines.filter((l) => {
    const words = l.text.trim().split(/\s+/).length;
    return words >= 2 && words <= 12 && /\p{L}{3,}/u.test(l.text);
  });
  for (const line of candidates) {
    const key = lineSignature(line.text);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  for (const line of candidates)
    if ((counts.get(lineSignature(line.text)) ?? 0) >= RUNNING_REPEATS && /#/.test(lineSignature(line.text)))
      line.furniture = true;
}

/** Many lines stop mid-sentence: the text was wrapped to a width, not written line by line. */
function isHardWrapped(lines: Line[]): boolean {
  if (lines.length < 4) return false;
  const midSentence = lines.filter((l) => /[\p{L}\p{N},;(-]$/u.test(l.text.trim())).length;
  return midSentence >= lines.length * 0.3;
}

/** The length most long lines reach: the 80th percentile of line lengths. Hard-wrapped text has many near it. */
function fullLineLength(lines: Line[]): number {
  const lengths = lines.map((l) => l.text.trim().length).sort((a, b) => a - b);
  return lengths[Math.floor(lengths.length * 0.8)] ?? 0;
}

// ---- PDF ----

const PAGE_NUMBER = /^(?:page\s*)?(?:\d{1,4}|[ivxlcdm]{1,6})(?:\s*(?:of|\/)\s*\d{1,4})?$/i;

/**
 * Lines that repeat at the top or bottom of many pages (running titles, journal names, page numbers) are the
 * layout's, not the text's: found by repetition of their signature in the outer bands of the pages.
 */
function runningLines(layout: PdfLayout): Set<PdfLine> {
  const running = new Set<PdfLine>();
  const pages = layout.pages.length;
  const band = (line: PdfLine, height: number) => {
    const fromTop = (height - line.y) / height;
    return fromTop < 0.12 ? "top" : fromTop > 0.88 ? "bottom" : null;
  };
  const counts = new Map<string, Set<number>>();
  layout.pages.forEach((page, p) => {
    for (const line of page.lines) {
      const where = band(line, page.height);
      if (!where) continue;
      const key = `${where}|${lineSignature(line.text)}`;
      const seen = counts.get(key) ?? new Set<number>();
      seen.add(p);
      counts.set(key, seen);
    }
  });
  const needed = Math.max(2, Math.ceil(pages * 0.3));
  for (const page of layout.pages) {
    // A header or footer frames text: a page whose only lines repeat is all content ("Chapter 3 ..." alone).
    if (page.lines.filter((line) => !band(line, page.height)).length === 0) continue;
    for (const line of page.lines) {
      const where = band(line, page.height);
      if (!where) continue;
      if (
        PAGE_NUMBER.test(line.text.trim()) ||
        (pages > 1 && (counts.get(`${where}|${lineSignature(line.text)}`)?.size ?? 0) >= needed)
      )
        running.add(line);
    }
  }
  return running;
}

/**
 * A manuscript's line numbers: a column of whole numbers beside the text, counting up one by one down the page
 * ("17", "18", "19" ...). Read as lines they cut every paragraph into pieces that look like a figure's labels.
 * Found by shape: at least five numbers at one left edge, outside the text's own left and right edges, nearly all
 * one more than the number above.
 */
function lineNumbers(page: PdfLayout["pages"][number]): Set<PdfLine> {
  const numbers = new Set(page.lines.filter((line) => /^\d{1,4}$/.test(line.text.trim())));
  if (numbers.size < 5) return new Set();
  const text = page.lines.filter((line) => !numbers.has(line));
  if (text.length === 0) return new Set();
  const left = Math.min(...text.map((line) => line.x));
  const right = Math.max(...text.map((line) => line.x + line.width));
  const columns = new Map<number, PdfLine[]>();
  for (const line of numbers) {
    if (line.x + line.width > left + 1 && line.x < right - 1) continue;
    const key = Math.round(line.x / 4);
    columns.set(key, [...(columns.get(key) ?? []), line]);
  }
  const found = new Set<PdfLine>();
  for (const column of columns.values()) {
    if (column.length < 5) continue;
    const down = [...column].sort((a, b) => b.y - a.y).map((line) => Number(line.text.trim()));
    const steps = down.slice(1).filter((value, i) => value === down[i]! + 1).length;
    if (steps >= 0.8 * (down.length - 1)) for (const line of column) found.add(line);
  }
  return found;
}

/**
 * Line numbers the text layer put at the start of each line ("40 Children all over the world ...", "41 substantially.
 * We ..."): five or more lines in a row, each starting with the number after the previous line's, lose the number.
 * A numbered list has an item per number, not a number on every line of running text in a row. Returns those
 * lines' text without it.
 */
function numberedLineStarts(lines: readonly PdfLine[]): Map<PdfLine, string> {
  const stripped = new Map<PdfLine, string>();
  const numberOf = (line: PdfLine) => /^(\d{1,4})\s+(?=\S)/.exec(line.text)?.[1];
  let run: PdfLine[] = [];
  const flush = () => {
    if (run.length >= 5) for (const line of run) stripped.set(line, line.text.replace(/^\d{1,4}\s+/, ""));
    run = [];
  };
  for (const line of lines) {
    const value = numberOf(line);
    const last = run.at(-1);
    if (value !== undefined && last && Number(value) === Number(numberOf(last)) + 1) run.push(line);
    else {
      flush();
      if (value !== undefined) run.push(line);
    }
  }
  flush();
  return stripped;
}

/** The value that covers the most characters. */
function dominant<T>(lines: PdfLine[], key: (line: PdfLine) => T): T | null {
  const weights = new Map<T, number>();
  for (const line of lines) weights.set(key(line), (weights.get(key(line)) ?? 0) + line.text.length);
  let best: T | null = null;
  let bestWeight = -1;
  for (const [value, weight] of weights) {
    if (weight > bestWeight) {
      best = value;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * A PDF's lines in reading order without running headers, footers, page numbers and a manuscript's line numbers,
 * with their layout cues.
 */
export function linesFromPdf(layout: PdfLayout): LineSet {
  const running = runningLines(layout);
  const unnumbered = new Map<PdfLine, string>();
  for (const page of layout.pages) {
    for (const line of lineNumbers(page)) running.add(line);
    for (const [line, text] of numberedLineStarts(page.lines)) unnumbered.set(line, text);
  }
  const all = layout.pages.flatMap((page) => page.lines.filter((line) => !running.has(line)));
  const bodySize = dominant(all, (l) => Math.round(l.size * 2) / 2);
  const bodyFont = dominant(all, (l) => l.font);
  const spacing = lineSpacing(layout, bodySize ?? 10);
  const lines: Line[] = [];
  layout.pages.forEach((page, p) => {
    const kept = page.lines.filter((line) => !running.has(line));
    kept.forEach((line, i) => {
      const previous = kept[i - 1];
      let before: Line["before"] = i === 0 ? (p === 0 ? "none" : "page") : "none";
      if (previous) {
        const drop = previous.y - line.y;
        if (drop < -0.5 * line.size) before = "column";
        else if (drop > 1.45 * spacing * (line.size / (bodySize ?? line.size))) before = "gap";
      }
      lines.push({
        text: unnumbered.get(line) ?? line.text,
        page: p,
        before,
        size: line.size,
        font: line.font,
        cells: line.cells,
        height: Math.min(1, Math.max(0, (page.height - line.y) / page.height)),
        indented: isIndented(kept, i),
        short: isShort(kept, i),
      });
    });
  });
  return { lines, bodySize, bodyFont, fullLength: 0, hardWrapped: true };
}

/** The usual distance between baselines of body text. */
function lineSpacing(layout: PdfLayout, bodySize: number): number {
  const drops: number[] = [];
  for (const page of layout.pages) {
    for (let i = 1; i < page.lines.length; i++) {
      const a = page.lines[i - 1]!;
      const b = page.lines[i]!;
      const drop = a.y - b.y;
      if (
        Math.abs(a.size - bodySize) < 0.6 &&
        Math.abs(b.size - bodySize) < 0.6 &&
        drop > 0.8 * bodySize &&
        drop < 2.2 * bodySize
      )
        drops.push(drop);
    }
  }
  drops.sort((x, y) => x - y);
  return drops[Math.floor(drops.length / 2)] ?? bodySize * 1.2;
}

/** Same column: lines whose left edges are within a few characters of each other. */
const sameColumn = (a: PdfLine, b: PdfLine) => Math.abs(a.x - b.x) < 3 * a.size && Math.abs(a.y - b.y) < 3 * a.size;

function isIndented(lines: PdfLine[], i: number): boolean {
  const line = lines[i]!;
  const next = lines[i + 1];
  if (!next || !sameColumn(line, next)) return false;
  return line.x - next.x > 0.7 * line.size;
}

function isShort(lines: PdfLine[], i: number): boolean {
  const line = lines[i]!;
  const right = line.x + line.width;
  let widest = right;
  for (let k = Math.max(0, i - 3); k <= Math.min(lines.length - 1, i + 3); k++) {
    const other = lines[k]!;
    if (k !== i && sameColumn(line, other) && Math.abs(other.size - line.size) < 0.6)
      widest = Math.max(widest, other.x + other.width);
  }
  return widest - right > 4 * line.size;
}
