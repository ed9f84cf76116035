/**
 * GFM pipe tables: the delimiter row that makes a line a table header, and rows split into cells. Obsidian writes
 * `\|` for a link's separator inside a cell; a bare `|` inside `[[...]]` is read the same way, as Obsidian does.
 */

/** `| --- | :---: |`: the cells of a delimiter row, or null when the line is not one. */
export function delimiterCells(line: string): number | null {
  if (!line.includes("-")) return null;
  const cells = splitRow(line);
  if (cells.length === 0 || !cells.every((cell) => /^:?-+:?$/.test(cell))) return null;
  // One cell with no pipe at all is a setext underline or a rule, not a table.
  return line.includes("|") ? cells.length : null;
}

/** A row's cells, trimmed, outer pipes dropped, `\|` read as a literal pipe. */
export function splitRow(line: string): string[] {
  let text = line.trim();
  if (text.startsWith("|")) text = text.slice(1);
  if (text.endsWith("|") && !text.endsWith("\\|")) text = text.slice(0, -1);
  const cells: string[] = [];
  let cell = "";
  let inWikilink = false;
  for (let k = 0; k < text.length; k++) {
    const c = text[k]!;
    if (c === "\\" && text[k + 1] === "|") {
      cell += "|";
      k++;
    } else if (c === "|" && !inWikilink) {
      cells.push(cell.trim());
      cell = "";
    } else {
      if (c === "[" && text[k + 1] === "[") inWikilink = true;
      else if (c === "]" && text[k + 1] === "]") inWikilink = false;
      cell += c;
    }
  }
  cells.push(cell.trim());
  return cells;
}

/** A header line followed by a delimiter row with as many cells starts a table. */
export function startsTable(line: string, next: string | undefined): boolean {
  if (next === undefined || !line.includes("|")) return false;
  const columns = delimiterCells(next);
  return columns !== null && columns === splitRow(line).length;
}
