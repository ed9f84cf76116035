/**
 * The lines that belong to a container block (a quote, a list item, a footnote definition), its marks and
 * indentation removed, so they can be read as blocks of their own. A paragraph line may continue without the
 * container's marks ("lazy" continuation), as CommonMark allows.
 */
import {
  atxHeading,
  fenceOpening,
  FOOTNOTE_DEFINITION,
  interruptsParagraph,
  isBlank,
  isThematicBreak,
  leadingColumns,
  listMarker,
  opensFormula,
  opensHiddenHtml,
  quoteContent,
  stripColumns,
  type ListMarker,
} from "./markdown-line-shapes.ts";

// Deeper quotes and lists read as plain paragraphs: keeps the recursion (and a line of 200k ">") bounded.
export const MAX_DEPTH = 12;

export interface ContainerLines {
  lines: string[];
  /** The index of the first line after the container. */
  end: number;
}

/** Whether the line starts a block that ends a paragraph (so it cannot be a paragraph's lazy continuation). */
export function startsBlock(line: string, depth: number): boolean {
  if (
    atxHeading(line) ||
    fenceOpening(line) ||
    isThematicBreak(line) ||
    opensFormula(line) ||
    opensHiddenHtml(line) ||
    FOOTNOTE_DEFINITION.test(line)
  )
    return true;
  if (depth >= MAX_DEPTH) return false; // containers are no longer read this deep
  if (quoteContent(line) !== null) return true;
  const marker = listMarker(line);
  return marker !== null && interruptsParagraph(marker);
}

/** `>` lines (and lazy continuations of a paragraph in them), without the `>`. */
export function collectQuote(lines: string[], start: number): ContainerLines {
  const inner: string[] = [];
  let i = start;
  let openParagraph = false;
  while (i < lines.length) {
    const line = lines[i]!;
    const content = quoteContent(line);
    if (content !== null) {
      inner.push(content);
      openParagraph = continuesAsParagraph(content, openParagraph);
    } else if (openParagraph && !isBlank(line) && !startsBlock(line, 0)) {
      inner.push(line);
    } else break;
    i++;
  }
  return { lines: inner, end: i };
}

/** The item's first line content and every later line indented to its content column (or lazily continuing). */
export function collectListItem(lines: string[], start: number, marker: ListMarker): ContainerLines {
  const inner: string[] = [marker.content];
  let i = start + 1;
  let openParagraph = continuesAsParagraph(marker.content, false);
  let blankRun = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (isBlank(line)) {
      // An item that starts with a blank line ends at its first blank line.
      if (inner.length === 1 && isBlank(inner[0]!)) break;
      inner.push("");
      blankRun++;
      openParagraph = false;
    } else if (leadingColumns(line).columns >= marker.contentColumn) {
      const content = stripColumns(line, marker.contentColumn);
      inner.push(content);
      openParagraph = continuesAsParagraph(content, openParagraph);
      blankRun = 0;
    } else if (openParagraph && !startsBlock(line, 0) && !listMarker(line)) {
      inner.push(line.trim());
      blankRun = 0;
    } else break;
    i++;
  }
  // Trailing blank lines belong to whatever follows the item.
  inner.length -= blankRun;
  return { lines: inner, end: i - blankRun };
}

/** `[^1]: text` and the lines after it indented four columns (or lazily continuing), without the label. */
export function collectFootnote(lines: string[], start: number): ContainerLines {
  const first = FOOTNOTE_DEFINITION.exec(lines[start]!);
  const inner: string[] = [first?.[2] ?? ""];
  let i = start + 1;
  let blankRun = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const previousBlank = isBlank(inner[inner.length - 1]!);
    if (isBlank(line)) {
      inner.push("");
      blankRun++;
    } else if (leadingColumns(line).columns >= 4) {
      inner.push(stripColumns(line, 4));
      blankRun = 0;
    } else if (!previousBlank && !startsBlock(line, 0) && !listMarker(line)) {
      inner.push(line.trim());
      blankRun = 0;
    } else break;
    i++;
  }
  inner.length -= blankRun;
  return { lines: inner, end: i - blankRun };
}

/**
 * Whether text after this line may still continue the same paragraph: the line is prose, not a heading, fence or
 * other block start. (A rough reading of "the innermost open block is a paragraph": enough for lazy lines.)
 */
function continuesAsParagraph(line: string, wasParagraph: boolean): boolean {
  let content = line;
  for (
    let depth = 0, nested = quoteContent(content);
    nested !== null && depth < MAX_DEPTH;
    depth++, nested = quoteContent(content)
  )
    content = nested;
  if (isBlank(content)) return false;
  if (fenceOpening(content) || atxHeading(content) || isThematicBreak(content)) return false;
  if (leadingColumns(content).columns >= 4) return wasParagraph;
  const marker = listMarker(content);
  if (marker) return marker.content.trim() !== "";
  return true;
}
