/**
 * What a single Markdown line is: blank, a heading, a fence, a list marker, a table row... Indentation is counted
 * in columns, a tab reaching the next multiple of four, as CommonMark does.
 */

export function isBlank(line: string): boolean {
  return /^[ \t]*$/.test(line);
}

/** Columns of leading whitespace and the index of the first other character. */
export function leadingColumns(line: string): { columns: number; index: number } {
  let columns = 0;
  let index = 0;
  for (; index < line.length; index++) {
    const c = line[index];
    if (c === " ") columns++;
    else if (c === "\t") columns += 4 - (columns % 4);
    else break;
  }
  return { columns, index };
}

/** The line without its first `count` columns of indentation (a tab cut in two leaves spaces). */
export function stripColumns(line: string, count: number): string {
  let columns = 0;
  let index = 0;
  while (index < line.length && columns < count) {
    const c = line[index];
    if (c === " ") columns++;
    else if (c === "\t") columns += 4 - (columns % 4);
    else break;
    index++;
  }
  return " ".repeat(Math.max(0, columns - count)) + line.slice(index);
}

/** `## Heading ##`: its level and text (closing hashes dropped). Needs a space after the hashes: `#tag` is a tag. */
export function atxHeading(line: string): { level: number; text: string } | null {
  const start = leadingColumns(line);
  if (start.columns > 3 || line[start.index] !== "#") return null;
  let end = start.index;
  while (line[end] === "#") end++;
  const level = end - start.index;
  if (level > 6 || (end < line.length && line[end] !== " " && line[end] !== "\t")) return null;
  let text = line.slice(end).trim();
  const closing = /(?:^|[ \t])#+$/.exec(text);
  if (closing) text = text.slice(0, closing.index).trim();
  return { level, text };
}

export function isThematicBreak(line: string): boolean {
  const start = leadingColumns(line);
  if (start.columns > 3) return false;
  const marker = line[start.index];
  if (marker !== "-" && marker !== "*" && marker !== "_") return false;
  let count = 0;
  for (let k = start.index; k < line.length; k++) {
    const c = line[k];
    if (c === marker) count++;
    else if (c !== " " && c !== "\t") return false;
  }
  return count >= 3;
}

/** A setext underline: `===` makes the paragraph above a level-1 heading, `---` a level-2 one. */
export function setextLevel(line: string): 1 | 2 | null {
  const match = /^ {0,3}(=+|-+)[ \t]*$/.exec(line);
  if (!match) return null;
  return match[1]![0] === "=" ? 1 : 2;
}

export interface FenceOpening {
  indent: number;
  marker: string;
  info: string;
}

export function fenceOpening(line: string): FenceOpening | null {
  const match = /^( {0,3})(`{3,}|~{3,})(.*)$/.exec(line);
  if (!match) return null;
  const info = match[3]!;
  if (match[2]![0] === "`" && info.includes("`")) return null;
  return { indent: match[1]!.length, marker: match[2]!, info: info.trim() };
}

export function closesFence(line: string, fence: FenceOpening): boolean {
  const start = leadingColumns(line);
  if (start.columns > 3) return false;
  let end = start.index;
  while (line[end] === fence.marker[0]) end++;
  return end - start.index >= fence.marker.length && isBlank(line.slice(end));
}

export interface ListMarker {
  /** What the reader sees before the item: "•" for bullets, "3." or "3)" for numbers. */
  shown: string;
  ordered: boolean;
  number: number;
  /** The column where the item's content starts: later lines indented this far belong to the item. */
  contentColumn: number;
  /** The first line's content after the marker. */
  content: string;
}

const LIST_MARKER = /^([ \t]*)([-*+]|(\d{1,9})([.)]))(?=[ \t]|$)/;

export function listMarker(line: string): ListMarker | null {
  const match = LIST_MARKER.exec(line);
  if (!match) return null;
  const indent = leadingColumns(match[1]!).columns;
  if (indent > 3) return null;
  const markerEnd = indent + match[2]!.length;
  const rest = line.slice(match[0].length);
  const after = leadingColumns(rest);
  const empty = after.index === rest.length;
  // Five or more spaces after the marker start an indented code block inside the item: the marker takes one.
  const gap = empty || after.columns > 4 ? 1 : after.columns;
  const content = empty ? "" : after.columns > 4 ? stripColumns(rest, 1) : rest.slice(after.index);
  const ordered = match[3] !== undefined;
  return {
    shown: ordered ? `${match[3]}${match[4]}` : "•",
    ordered,
    number: ordered ? Number(match[3]) : 0,
    contentColumn: markerEnd + gap,
    content,
  };
}

/** A list item that may interrupt a paragraph: not empty, and numbered lists only from 1. */
export function interruptsParagraph(marker: ListMarker): boolean {
  return marker.content.trim() !== "" && (!marker.ordered || marker.number === 1);
}

export function quoteContent(line: string): string | null {
  const start = leadingColumns(line);
  if (start.columns > 3 || line[start.index] !== ">") return null;
  const rest = line.slice(start.index + 1);
  // The space after ">" belongs to the marker; a tab there counts as the columns it spans.
  if (rest.startsWith(" ")) return rest.slice(1);
  if (rest.startsWith("\t")) return stripColumns(rest, 1);
  return rest;
}

export const FOOTNOTE_DEFINITION = /^ {0,3}\[\^([^\]\s]{1,100})\]:[ \t]?(.*)$/;

export function opensFormula(line: string): boolean {
  return /^ {0,3}\$\$/.test(line);
}

/** `<style>` and `<script>` blocks: their text is for the browser, not the reader. */
export function opensHiddenHtml(line: string): string | null {
  const match = /^ {0,3}<(style|script)(?=[\s>]|$)/i.exec(line);
  return match ? `</${match[1]!.toLowerCase()}>` : null;
}
