/**
 * Markdown's block structure, line by line: headings, paragraphs, code, formulas, tables, quotes and callouts,
 * list items, footnotes. Containers (quotes, items) are read by collecting their lines without the container's
 * marks and reading those again, down to a fixed depth. The text inside blocks is still raw inline Markdown.
 */
import { collectFootnote, collectListItem, collectQuote, MAX_DEPTH, startsBlock } from "./markdown-containers.ts";
import { referenceDefinition } from "./markdown-link-syntax.ts";
import { continuesMath } from "./markdown-math-lines.ts";
import { calloutTitle, isQueryBlock } from "./markdown-obsidian.ts";
import {
  atxHeading,
  closesFence,
  fenceOpening,
  FOOTNOTE_DEFINITION,
  type FenceOpening,
  isBlank,
  isThematicBreak,
  leadingColumns,
  listMarker,
  opensFormula,
  opensHiddenHtml,
  quoteContent,
  setextLevel,
  stripColumns,
} from "./markdown-line-shapes.ts";
import { splitRow, startsTable } from "./markdown-table-rows.ts";

export type MarkdownBlock =
  | { type: "heading"; level: number; text: string }
  | { type: "paragraph"; lines: string[] }
  | { type: "code"; lines: string[] }
  | { type: "formula"; lines: string[] }
  | { type: "table"; rows: string[][] }
  | { type: "quote"; calloutTitle: string | null; children: MarkdownBlock[] }
  | { type: "item"; shown: string; task: "open" | "done" | null; children: MarkdownBlock[] }
  | { type: "footnote"; lines: string[] };

export interface ParsedMarkdown {
  blocks: MarkdownBlock[];
  /** Normalised labels of `[label]: url` definitions (their lines are not text). */
  references: Set<string>;
}

export function parseMarkdownBlocks(body: string): ParsedMarkdown {
  const references = new Set<string>();
  return { blocks: parseLines(body.split("\n"), 0, references), references };
}

export function parseLines(lines: string[], depth: number, references: Set<string>): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  const containers = depth < MAX_DEPTH;
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (isBlank(line)) {
      i++;
      continue;
    }
    if (leadingColumns(line).columns >= 4) {
      i = readIndentedCode(lines, i, blocks);
      continue;
    }
    const fence = fenceOpening(line);
    if (fence) {
      i = readFence(lines, i, fence, blocks);
      continue;
    }
    const heading = atxHeading(line);
    if (heading) {
      blocks.push({ type: "heading", level: heading.level, text: heading.text });
      i++;
      continue;
    }
    if (isThematicBreak(line)) {
      i++; // a rule separates; it has no words
      continue;
    }
    if (opensFormula(line)) {
      const end = readFormula(lines, i, blocks);
      if (end > i) {
        i = end;
        continue;
      }
    }
    const hiddenHtmlEnd = opensHiddenHtml(line);
    if (hiddenHtmlEnd) {
      i = skipHiddenHtml(lines, i, hiddenHtmlEnd);
      continue;
    }
    if (containers && quoteContent(line) !== null) {
      const quote = collectQuote(lines, i);
      const title = calloutTitle(quote.lines[0] ?? "");
      const children = parseLines(title === null ? quote.lines : quote.lines.slice(1), depth + 1, references);
      blocks.push({ type: "quote", calloutTitle: title, children });
      i = quote.end;
      continue;
    }
    const marker = containers ? listMarker(line) : null;
    if (marker) {
      const item = collectListItem(lines, i, marker);
      const task = /^\[([ xX])\](?:[ \t]+|$)/.exec(item.lines[0] ?? "");
      if (task) item.lines[0] = item.lines[0]!.slice(task[0].length);
      const children = parseLines(item.lines, depth + 1, references);
      blocks.push({
        type: "item",
        shown: marker.shown,
        task: task ? (task[1] === " " ? "open" : "done") : null,
        children,
      });
      i = item.end;
      continue;
    }
    if (FOOTNOTE_DEFINITION.test(line)) {
      const footnote = collectFootnote(lines, i);
      blocks.push({ type: "footnote", lines: footnote.lines });
      i = footnote.end;
      continue;
    }
    if (startsTable(line, lines[i + 1])) {
      i = readTable(lines, i, blocks, depth);
      continue;
    }
    i = readParagraph(lines, i, blocks, depth, references);
  }
  return blocks;
}

function readIndentedCode(lines: string[], start: number, blocks: MarkdownBlock[]): number {
  const code: string[] = [];
  let i = start;
  while (i < lines.length && (isBlank(lines[i]!) || leadingColumns(lines[i]!).columns >= 4))
    code.push(stripColumns(lines[i++]!, 4));
  while (code.length && isBlank(code[code.length - 1]!)) code.pop();
  blocks.push({ type: "code", lines: code });
  return i;
}

/** A fenced block up to its closing fence (or the end of its container). Plugin queries are dropped whole. */
function readFence(lines: string[], start: number, fence: FenceOpening, blocks: MarkdownBlock[]): number {
  const code: string[] = [];
  let i = start + 1;
  while (i < lines.length && !closesFence(lines[i]!, fence)) code.push(stripColumns(lines[i++]!, fence.indent));
  if (!isQueryBlock(fence.info) && code.some((l) => !isBlank(l))) blocks.push({ type: "code", lines: code });
  return Math.min(i + 1, lines.length);
}

/**
 * `$$ … $$` on one line or over several, kept as written with its delimiters, so the page typesets it as the note
 * does (blank lines, which TeX does not allow in a formula, dropped). An opening `$$` that nothing closes, or a
 * closing `$$` with text after it on its line, makes no block: the line is a paragraph's (returns `start`).
 */
function readFormula(lines: string[], start: number, blocks: MarkdownBlock[]): number {
  const first = lines[start]!.trim();
  const sameLine = first.indexOf("$$", 2);
  if (sameLine >= 0) {
    if (!isBlank(first.slice(sameLine + 2))) return start;
    if (!isBlank(first.slice(2, sameLine))) blocks.push({ type: "formula", lines: [first] });
    return start + 1;
  }
  for (let i = start + 1; i < lines.length; i++) {
    const close = lines[i]!.indexOf("$$");
    if (close < 0) continue;
    if (!isBlank(lines[i]!.slice(close + 2))) return start;
    const tex = [first.slice(2), ...lines.slice(start + 1, i), lines[i]!.slice(0, close)];
    if (tex.some((l) => !isBlank(l)))
      blocks.push({
        type: "formula",
        lines: [first, ...lines.slice(start + 1, i), lines[i]!].filter((l) => !isBlank(l)),
      });
    return i + 1;
  }
  return start;
}

function skipHiddenHtml(lines: string[], start: number, closing: string): number {
  for (let i = start; i < lines.length; i++) if (lines[i]!.toLowerCase().includes(closing)) return i + 1;
  return start + 1; // nothing closes it: only the opening line is dropped
}

function readTable(lines: string[], start: number, blocks: MarkdownBlock[], depth: number): number {
  const columns = splitRow(lines[start]!).length;
  const rows = [splitRow(lines[start]!)];
  let i = start + 2;
  while (i < lines.length && !isBlank(lines[i]!) && !startsBlock(lines[i]!, depth))
    rows.push(splitRow(lines[i++]!).slice(0, columns));
  blocks.push({ type: "table", rows });
  return i;
}

/**
 * Lines up to a blank line or the start of another block. Link reference definitions at its start are taken out;
 * a setext underline (`===`, `---`) makes the lines above it a heading.
 */
function readParagraph(
  lines: string[],
  start: number,
  blocks: MarkdownBlock[],
  depth: number,
  references: Set<string>,
): number {
  const label = referenceDefinition(lines[start]!);
  if (label !== null) {
    references.add(label);
    return start + 1; // the next line is read afresh: another definition, or the paragraph's text
  }
  let i = start + 1;
  const text: string[] = [lines[start]!.trim()];
  while (i < lines.length) {
    const line = lines[i]!;
    if (isBlank(line)) break;
    const level = setextLevel(line);
    if (level) {
      blocks.push({ type: "heading", level, text: text.join("\n") });
      return i + 1;
    }
    // A `$$` line that closes a formula opened in the paragraph is the formula's end, not a new block.
    const interrupts = startsBlock(line, depth) && !(opensFormula(line) && continuesMath(text, line));
    if (interrupts || startsTable(line, lines[i + 1])) break;
    text.push(line.trim());
    i++;
  }
  blocks.push({ type: "paragraph", lines: text });
  return i;
}
