// The document page's text as a document: the reading layer's blocks (headings, paragraphs, list items, captions,
// references...) in reading order, PDF page breaks between or inside them, and the highlighted span (a passage the
// reader picked, or `?from=&to=` of a link) cut out as its own piece, so it can be marked without building HTML.
// Mathematics is a piece of its own too, so it can be typeset; the mark and page breaks never cut a formula.
import type { DocumentBlock } from "@contract/documents.ts";
import { mathSpans } from "@contract/math-spans.ts";
import { widenToMath } from "@web/lib/math/text-parts.ts";

export interface ContentHighlight {
  start: number;
  end: number;
}

/** Text (`math` when it is a span of TeX to typeset, whole), or a page mark. */
export type ReadingPiece = { text: string; highlighted: boolean; math: boolean } | { page: number };

export interface ReadingBlock {
  kind: string;
  level: number | undefined;
  start: number;
  end: number;
  pieces: ReadingPiece[];
}

/** A page break between blocks, a block, or a run of list items / references shown as one list. */
export type ReadingNode =
  | { type: "page"; page: number }
  | { type: "block"; block: ReadingBlock }
  | { type: "list"; kind: "list-item" | "reference"; blocks: ReadingBlock[] };

/** Without stored blocks (a document read before they existed): paragraphs at blank lines. */
export function paragraphsOf(content: string): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  const pattern = /\S[\s\S]*?(?=\n\s*\n|\s*$)/g;
  for (let match = pattern.exec(content); match; match = pattern.exec(content)) {
    blocks.push({ kind: "paragraph", start: match.index, end: match.index + match[0].length });
    if (match[0].length === 0) pattern.lastIndex += 1;
  }
  return blocks;
}

/**
 * The block's spans of mathematics, in content offsets: found in the block's own text (a formula never runs across
 * blocks), none in code (where `$` is a shell variable or a price).
 */
function mathOf(content: string, block: DocumentBlock): Array<[number, number]> {
  if (block.kind === "code") return [];
  const text = content.slice(block.start, block.end);
  if (!/[$\\]/.test(text)) return [];
  return mathSpans(text).map(([start, end]) => [block.start + start, block.start + end]);
}

function piecesOf(
  content: string,
  block: DocumentBlock,
  highlight: ContentHighlight | null,
  pageBreaks: ReadonlyArray<{ at: number; page: number }>,
  math: ReadonlyArray<readonly [number, number]>,
): ReadingPiece[] {
  // Cut points: the highlight's ends, the page breaks and the formulas' ends inside the block. Neither the highlight
  // nor a page break falls inside a formula (readingNodes moved them out), so a formula is always one piece.
  const cuts = new Set<number>([block.start, block.end]);
  if (highlight)
    for (const at of [highlight.start, highlight.end]) if (at > block.start && at < block.end) cuts.add(at);
  for (const { at } of pageBreaks) cuts.add(at);
  const formulaEnds = new Map<number, number>();
  for (const [start, end] of math) {
    cuts.add(start).add(end);
    formulaEnds.set(start, end);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const pieces: ReadingPiece[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const from = points[i]!;
    const to = points[i + 1]!;
    const pageHere = pageBreaks.find((p) => p.at === from);
    if (pageHere) pieces.push({ page: pageHere.page });
    if (to > from)
      pieces.push({
        text: content.slice(from, to),
        highlighted: Boolean(highlight && from >= highlight.start && to <= highlight.end),
        math: formulaEnds.get(from) === to,
      });
  }
  return pieces;
}

/**
 * The text as nodes to render: blocks in order (stored ones, else paragraphs), a page divider before the first
 * block of each PDF page (or a page mark inside a block that runs over a page end), consecutive list items and
 * references grouped, mathematics as pieces of its own. A highlight that reaches into a formula covers all of it,
 * and a page break inside a formula comes before it: the formula is shown typeset either way.
 */
export function readingNodes(
  content: string,
  blocks: readonly DocumentBlock[],
  pageStarts: readonly number[] | null,
  highlight: ContentHighlight | null,
): ReadingNode[] {
  const source = (blocks.length > 0 ? blocks : paragraphsOf(content)).filter(
    (b) => b.end > b.start && b.start >= 0 && b.end <= content.length,
  );
  const mathByBlock = source.map((block) => mathOf(content, block));
  const math = mathByBlock.flat().sort((a, b) => a[0] - b[0]);
  const mark = highlight && highlight.end > highlight.start ? widenToMath(math, highlight) : null;
  // Page n starts at pageStarts[n-1]; page 1 needs no divider.
  const pages = (pageStarts ?? [])
    .map((at, i) => ({ at: widenToMath(math, { start: at, end: at }).start, page: i + 1 }))
    .filter((p) => p.page > 1 && p.at > 0 && p.at < content.length);
  const nodes: ReadingNode[] = [];
  let nextPage = 0;
  for (const [index, block] of source.entries()) {
    // Pages that start before this block (in the gap since the previous one) get a divider.
    while (nextPage < pages.length && pages[nextPage]!.at <= block.start) {
      nodes.push({ type: "page", page: pages[nextPage]!.page });
      nextPage += 1;
    }
    const inside: Array<{ at: number; page: number }> = [];
    while (nextPage < pages.length && pages[nextPage]!.at < block.end) {
      inside.push(pages[nextPage]!);
      nextPage += 1;
    }
    const reading: ReadingBlock = {
      kind: block.kind,
      level: block.level,
      start: block.start,
      end: block.end,
      pieces: piecesOf(content, block, mark, inside, mathByBlock[index]!),
    };
    const last = nodes.at(-1);
    if ((block.kind === "list-item" || block.kind === "reference") && last?.type === "list" && last.kind === block.kind)
      last.blocks.push(reading);
    else if (block.kind === "list-item" || block.kind === "reference")
      nodes.push({ type: "list", kind: block.kind, blocks: [reading] });
    else nodes.push({ type: "block", block: reading });
  }
  return nodes;
}

const fold = (text: string) => text.replace(/\s+/g, " ");

/**
 * The sentence around a span of the content (a concept named there, shown when it has no definition): from the
 * end of the sentence before to the end of this one, inside `bounds` (the block the span is in: a list item's
 * sentence never runs into the next item), at most about `max` characters; "…" where it was cut.
 */
export function sentenceAround(
  content: string,
  span: { charStart: number; charEnd: number },
  bounds: { start: number; end: number } = { start: 0, end: content.length },
  max = 240,
): { before: string; name: string; after: string } {
  const windowStart = Math.max(bounds.start, span.charStart - Math.floor(max / 2));
  const ends = [...content.slice(windowStart, span.charStart).matchAll(/[.!?]["')\]]?\s+|\n\s*\n/g)];
  const lastEnd = ends.at(-1);
  const from = lastEnd ? windowStart + lastEnd.index + lastEnd[0].length : windowStart;
  const windowEnd = Math.min(bounds.end, Math.max(span.charEnd, from + max));
  const end = /[.!?]["')\]]?(?=\s|$)|\n\s*\n/.exec(content.slice(span.charEnd, windowEnd));
  const to = end ? span.charEnd + end.index + (end[0].startsWith("\n") ? 0 : end[0].length) : windowEnd;
  return {
    before: `${!lastEnd && from > bounds.start ? "…" : ""}${fold(content.slice(from, span.charStart)).trimStart()}`,
    name: fold(content.slice(span.charStart, span.charEnd)),
    after: `${fold(content.slice(span.charEnd, to)).trimEnd()}${!end && to < bounds.end ? "…" : ""}`,
  };
}

/** The block a span lies in (blocks in reading order), or null. */
export function blockAt(
  blocks: readonly DocumentBlock[],
  span: { charStart: number; charEnd: number },
): DocumentBlock | null {
  return blocks.find((b) => b.start <= span.charStart && span.charEnd <= b.end) ?? null;
}
