/**
 * Answer units: the sentences (or list items, or "Key: value" lines) of a document that an answer can quote, each
 * an exact span of the document's content, with what surrounds it (its block, the headings above it). Units come
 * from the reading layer's blocks: a list item or a metadata line is a unit of its own, a paragraph is cut into
 * sentences, and what a reader does not read as text (references, author lines, formulas, figure labels, tables,
 * code) never answers.
 */
import type { Block, BlockKind } from "../../pipeline/reading/types.ts";
import { trimSpan } from "../../pipeline/text-spans.ts";

export interface AnswerUnit {
  start: number;
  end: number;
  text: string;
  kind: BlockKind;
  /** Index of its block in the document's blocks. */
  block: number;
  /** Its position among the units of its block (0 = first). */
  inBlock: number;
}

/** Blocks whose text can answer a question. */
export const answerKinds: ReadonlySet<BlockKind> = new Set([
  "abstract",
  "paragraph",
  "list-item",
  "quote",
  "caption",
  "metadata",
  "footnote",
]);

/** Abbreviations after which a full stop does not end a sentence. */
const ABBREVIATION =
  /(?:\b(?:e\.g|i\.e|et al|etc|vs|cf|fig|figs|eq|eqs|no|nos|dr|mr|mrs|ms|prof|approx|ca|resp|sec|tab|ref|refs|vol|pp|al|st)|\b\p{Lu})\.$/iu;

/** Sentence spans of a text: at . ! ? before a space and a capital, digit, bracket or quote; at every line break. */
export function sentenceSpans(text: string): Array<{ start: number; end: number }> {
  const spans: Array<{ start: number; end: number }> = [];
  let start = 0;
  const push = (end: number) => {
    const span = trimSpan(text, start, end);
    if (span) spans.push(span);
    start = end;
  };
  for (const match of text.matchAll(/([.!?]["')\]’”]*)[ \t]+(?=["'([“‘]?[\p{Lu}\d•])|\n/gu)) {
    if (match[0] === "\n") {
      push(match.index);
      continue;
    }
    const end = match.index + match[1]!.length;
    if (ABBREVIATION.test(text.slice(Math.max(start, end - 8), end))) continue;
    push(end);
  }
  push(text.length);
  return spans;
}

/**
 * The answer units of a document that overlap the given spans (its candidate passages), each whole: a sentence cut
 * by a passage boundary is read entire.
 */
export function answerUnits(
  content: string,
  blocks: readonly Block[],
  spans: ReadonlyArray<{ start: number; end: number }>,
): AnswerUnit[] {
  const units: AnswerUnit[] = [];
  const seen = new Set<string>();
  blocks.forEach((block, index) => {
    if (!answerKinds.has(block.kind)) return;
    if (!spans.some((s) => s.start < block.end && block.start < s.end)) return;
    const text = content.slice(block.start, block.end);
    sentenceSpans(text).forEach((span, inBlock) => {
      const start = block.start + span.start;
      const end = block.start + span.end;
      // Blocks may nest (a paragraph inside a quote): each span is one unit.
      const key = `${start}:${end}`;
      if (seen.has(key) || !spans.some((s) => s.start < end && start < s.end)) return;
      seen.add(key);
      units.push({ start, end, text: text.slice(span.start, span.end), kind: block.kind, block: index, inBlock });
    });
  });
  return units;
}

/** The text of the nearest heading above an offset (whitespace folded), or null. */
export function sectionAt(content: string, blocks: readonly Block[], offset: number): string | null {
  let heading: Block | undefined;
  for (const block of blocks) {
    if (block.start > offset) break;
    if (block.kind === "heading" && block.end <= offset) heading = block;
  }
  return heading ? content.slice(heading.start, heading.end).replace(/\s+/g, " ").trim() || null : null;
}
