/**
 * The parts of a Markdown link after its text: `(destination "title")` and `[label]`, and reference definitions.
 * Every scan is bounded, so a line of a hundred thousand brackets or parentheses stays fast.
 */

const DESTINATION_REACH = 2000;
const LABEL_REACH = 999;
// CommonMark's limit on nested parentheses in a destination.
const MAX_PAREN_DEPTH = 32;

/** `destination "title")` starting at `at` (just after the "("): where the link ends and its destination. */
export function findLinkTail(source: string, at: number): { end: number; destination: string } | null {
  let k = skipSpace(source, at);
  let destination: string;
  if (source[k] === "<") {
    const close = scanUntil(source, k + 1, (c) => c === ">" || c === "<" || c === "\n");
    if (close < 0 || source[close] !== ">") return null;
    destination = source.slice(k + 1, close);
    k = close + 1;
  } else {
    const start = k;
    let depth = 0;
    const limit = Math.min(source.length, k + DESTINATION_REACH);
    for (; k < limit; k++) {
      const c = source[k]!;
      if (c === "\\" && k + 1 < limit) k++;
      else if (c === "(") {
        if (++depth > MAX_PAREN_DEPTH) return null;
      } else if (c === ")") {
        if (depth === 0) break;
        depth--;
      } else if (c <= " ") break;
    }
    if (k >= limit && limit < source.length) return null;
    destination = source.slice(start, k);
  }
  const beforeTitle = k;
  k = skipSpace(source, k);
  const quote = source[k];
  if (k > beforeTitle && (quote === '"' || quote === "'" || quote === "(")) {
    const closer = quote === "(" ? ")" : quote;
    const close = scanUntil(source, k + 1, (c) => c === closer);
    if (close < 0) return null;
    k = skipSpace(source, close + 1);
  }
  return source[k] === ")" ? { end: k + 1, destination } : null;
}

/** `[label]` starting at `at`: its label and where it ends. */
export function findReferenceLabel(source: string, at: number): { label: string; end: number } | null {
  const close = scanUntil(source, at + 1, (c) => c === "]" || c === "[", LABEL_REACH);
  if (close < 0 || source[close] !== "]") return null;
  return { label: source.slice(at + 1, close), end: close + 1 };
}

/** How CommonMark compares labels: case-folded, inner whitespace collapsed. */
export function normalizeLabel(label: string): string {
  return label.trim().replace(/\s+/g, " ").toLowerCase();
}

const DEFINITION =
  /^ {0,3}\[([^\]]{1,999})\]:[ \t]*(?:<[^>\n]*>|\S+)(?:[ \t]+(?:"[^"\n]*"|'[^'\n]*'|\([^)\n]*\)))?[ \t]*$/;

/** A link reference definition line (`[label]: https://… "title"`): its label, or null. Footnotes are not ones. */
export function referenceDefinition(line: string): string | null {
  const match = DEFINITION.exec(line);
  if (!match || match[1]!.startsWith("^") || !match[1]!.trim()) return null;
  return normalizeLabel(match[1]!);
}

function skipSpace(source: string, at: number): number {
  let k = at;
  let newlines = 0;
  while (k < source.length && (source[k] === " " || source[k] === "\t" || (source[k] === "\n" && ++newlines <= 1))) k++;
  return k;
}

/** The first index from `from` where `stop` holds, skipping escaped characters; -1 past `reach` characters. */
function scanUntil(source: string, from: number, stop: (c: string) => boolean, reach = DESTINATION_REACH): number {
  const limit = Math.min(source.length, from + reach);
  for (let k = from; k < limit; k++) {
    const c = source[k]!;
    if (c === "\\") k++;
    else if (stop(c)) return k;
  }
  return -1;
}
