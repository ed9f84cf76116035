/**
 * The block tree as the reader sees it, block by block: each block's shown text (inline Markdown rendered), its
 * kind, what stands before it on its line (a bullet, a checkbox, indentation) and whether it follows the block
 * before on the next line (items of a list, rows written together) or after a blank line.
 */
import type { MarkdownBlock } from "./markdown-blocks.ts";
import { renderInline, type InlineOptions } from "./markdown-inline.ts";
import { isProse } from "./line-shapes.ts";
import { breaksInsideMath } from "./markdown-math-lines.ts";
import { isMetadataLine } from "./markdown-metadata-line.ts";
import { tidySpaces, type SpannedText } from "./markdown-spaces.ts";
import type { BlockKind } from "./types.ts";

export interface LaidOutBlock {
  kind: BlockKind;
  level?: number;
  text: SpannedText;
  /** Shown before the block on its line and outside its span: indentation, "• ", "3. ", "☐ ". */
  prefix: string;
  /** Follows the previous block on the next line instead of after a blank line. */
  tight: boolean;
  /** A heading of the note itself (not inside a quote, a callout or a list): may be the note's title. */
  outline: boolean;
}

interface Context {
  listDepth: number;
  inQuote: boolean;
  inline: InlineOptions;
}

const TABLE_CELL_BREAK = " ";

export function layOut(blocks: MarkdownBlock[], references: ReadonlySet<string>): LaidOutBlock[] {
  const out: LaidOutBlock[] = [];
  walk(blocks, { listDepth: 0, inQuote: false, inline: { lineBreak: "\n", references } }, out);
  return out;
}

function walk(blocks: MarkdownBlock[], context: Context, out: LaidOutBlock[]): void {
  for (const block of blocks) {
    const render = (text: string) => renderInline(text, context.inline);
    const top = context.listDepth === 0 && !context.inQuote;
    switch (block.type) {
      case "heading":
        out.push(laid("heading", render(block.text), { level: block.level, outline: top }));
        break;
      case "paragraph":
        if (context.inQuote) out.push(laid("quote", render(block.lines.join("\n"))));
        else if (context.listDepth > 0)
          out.push(laid("list-item", render(block.lines.join("\n")), { prefix: "  ".repeat(context.listDepth) }));
        else out.push(...paragraphOrMetadata(block.lines, render));
        break;
      case "code":
      case "formula":
        out.push(laid(block.type, tidySpaces({ text: block.lines.join("\n"), links: [] })));
        break;
      case "table":
        out.push(laid("table", tableText(block.rows, context)));
        break;
      case "footnote":
        out.push(laid("footnote", render(block.lines.join("\n"))));
        break;
      case "quote":
        if (block.calloutTitle !== null) out.push(calloutTitle(render(block.calloutTitle)));
        walkJoined(block.children, { ...context, inQuote: true }, out, block.calloutTitle !== null);
        break;
      case "item":
        layOutItem(block, context, out);
        break;
    }
  }
}

/**
 * A callout's title is a heading, unless it is running text: "> [!note] Cover crops have gained elite status ..."
 * puts a note's whole summary on the title line, and a heading's words are no concepts of their own.
 */
function calloutTitle(text: SpannedText): LaidOutBlock {
  return isProse(text.text) ? laid("quote", text) : laid("heading", text, { level: 6 });
}

/** Children of a callout follow its title on the next line. */
function walkJoined(blocks: MarkdownBlock[], context: Context, out: LaidOutBlock[], joinFirst: boolean): void {
  const from = out.length;
  walk(blocks, context, out);
  const first = out.slice(from).find((b) => b.text.text.trim());
  if (joinFirst && first) first.tight = true;
}

function layOutItem(item: Extract<MarkdownBlock, { type: "item" }>, context: Context, out: LaidOutBlock[]): void {
  const [first, ...rest] = item.children;
  const box = item.task === "open" ? "☐" : item.task === "done" ? "☑" : null;
  const mark = box === null ? item.shown : item.shown === "•" ? box : `${item.shown} ${box}`;
  const indent = "  ".repeat(context.listDepth);
  let children = item.children;
  if (first?.type === "paragraph") {
    const text = renderInline(first.lines.join("\n"), context.inline);
    // An empty item ("- " in a template) shows nothing, not a lonely bullet.
    if (text.text.trim()) out.push(laid("list-item", text, { prefix: `${indent}${mark} ` }));
    children = rest;
  }
  walk(children, { ...context, listDepth: context.listDepth + 1 }, out);
}

/**
 * A paragraph of the note itself. Field lines at its start or end ("Year: 2015" above the text) become metadata
 * blocks of their own; a field-shaped line in the middle of running text stays part of it, and so does one whose
 * formula runs on to the next line ("Energy: $$" above its TeX).
 */
function paragraphOrMetadata(lines: string[], render: (text: string) => SpannedText): LaidOutBlock[] {
  const isField = (line: string) => isMetadataLine(line, (l) => render(l).text);
  let head = 0;
  while (head < lines.length && isField(lines[head]!)) head++;
  let tail = lines.length;
  while (tail > head && isField(lines[tail - 1]!)) tail--;
  if (head > 0 || tail < lines.length) {
    const inside = breaksInsideMath(lines);
    if (inside.includes(true)) {
      head = Math.min(head, inside.indexOf(true));
      tail = Math.max(tail, inside.lastIndexOf(true) + 2);
    }
  }
  const blocks: LaidOutBlock[] = [];
  for (let k = 0; k < head; k++) blocks.push(laid("metadata", render(lines[k]!), { tight: k > 0 }));
  if (tail > head) blocks.push(laid("paragraph", render(lines.slice(head, tail).join("\n")), { tight: head > 0 }));
  for (let k = tail; k < lines.length; k++) blocks.push(laid("metadata", render(lines[k]!), { tight: k > 0 }));
  return blocks;
}

/** Rows one per line, cells joined by " | "; the delimiter row is already gone. */
function tableText(rows: string[][], context: Context): SpannedText {
  const options = { ...context.inline, lineBreak: TABLE_CELL_BREAK };
  let text = "";
  const links: SpannedText["links"] = [];
  for (const row of rows) {
    const cells = row.map((cell) => renderInline(cell, options));
    if (!cells.some((c) => c.text.trim())) continue;
    if (text) text += "\n";
    cells.forEach((cell, k) => {
      if (k > 0) text += " | ";
      for (const l of cell.links)
        links.push({ target: l.target, start: l.start + text.length, end: l.end + text.length });
      text += cell.text.replace(/\n/g, " "); // same length: the link spans stay right
    });
  }
  return tidySpaces({ text, links });
}

function laid(
  kind: BlockKind,
  text: SpannedText,
  options: { level?: number; prefix?: string; tight?: boolean; outline?: boolean } = {},
): LaidOutBlock {
  return {
    kind,
    ...(options.level ? { level: options.level } : {}),
    text,
    prefix: options.prefix ?? "",
    tight: options.tight ?? false,
    outline: options.outline ?? false,
  };
}
