/**
 * What each reader downstream gets to see of a structured document. Views keep the content's length and offsets
 * (everything outside the chosen block kinds becomes spaces, line breaks kept), so a span found in a view is a span
 * of the document's content: mentions, definitions and statements point at the right passage without mapping.
 */
import { extractableKinds, type Block, type BlockKind, type ReadDocument } from "./types.ts";
import type { HeadlineSpan, Span } from "../extract/types.ts";
import { isSectionName } from "./line-shapes.ts";
import { withoutMath } from "./math-spans.ts";

/** How strongly each part of a document says what it is about. */
const headlineWeights: Partial<Record<BlockKind, number>> = { title: 1, keywords: 1, heading: 0.6, abstract: 0.5 };

/** The content with everything outside blocks of `kinds` blanked out; blocks stay separated by a blank line. */
export function maskedText(content: string, blocks: readonly Block[], kinds: ReadonlySet<BlockKind>): string {
  const keep = new Uint8Array(content.length);
  for (const block of blocks) if (kinds.has(block.kind)) keep.fill(1, block.start, block.end);
  let out = "";
  let runStart = 0;
  const flushBlank = (from: number, to: number) => {
    if (to <= from) return;
    // Blanked text keeps its line breaks and starts and ends with one, so no sentence runs across a gap.
    let blank = content.slice(from, to).replace(/[^\n]/g, " ");
    if (to - from >= 2) blank = `\n${blank.slice(1, -1)}\n`;
    out += blank;
  };
  for (let i = 0; i <= content.length; i++) {
    const kept = i < content.length && keep[i] === 1;
    const wasKept = i > 0 && keep[i - 1] === 1;
    if (i === content.length || kept !== wasKept) {
      if (wasKept) out += content.slice(runStart, i);
      else flushBlank(runStart, i);
      runStart = i;
    }
  }
  return out;
}

export interface ExtractionView {
  /** What concept extraction reads: body text, abstract, headings, captions, keywords. */
  text: string;
  /** Where the document names what it is about (title, abstract, headings, keywords), weighted. */
  headline: HeadlineSpan[];
  /** Section headings, wherever they are. */
  headings: Span[];
}

/** "Keywords", "Index Terms—", "Abstract:": a label before its block's content, never part of a phrase in it. */
const blockLabel = /^(?:abstract|summary|keywords|key\s+words|index\s+terms)\b\s*[:.—–-]?\s*/i;

/** Blanks the label at the start of abstract and keywords blocks ("Keywords Deep learning · ..."). */
function withoutLabels(text: string, blocks: readonly Block[]): string {
  let out = text;
  for (const block of blocks) {
    if (block.kind !== "abstract" && block.kind !== "keywords") continue;
    const label = blockLabel.exec(out.slice(block.start, block.end))?.[0];
    if (!label || label.length >= block.end - block.start) continue;
    out = out.slice(0, block.start) + " ".repeat(label.length) + out.slice(block.start + label.length);
  }
  return out;
}

/**
 * Keywords set one per line with nothing else between them ("Air pollution / Cohort study / Headache") are
 * separated by their line breaks: read as one run they made "study headache migraine disorders". The breaks become
 * semicolons, so offsets hold.
 */
function withKeywordLinesApart(text: string, blocks: readonly Block[]): string {
  let out = text;
  for (const block of blocks) {
    if (block.kind !== "keywords") continue;
    const inside = out.slice(block.start, block.end);
    const lines = inside.split("\n").filter((line) => line.trim());
    if (lines.length < 3 || /[,;·•|]/.test(inside)) continue;
    out = out.slice(0, block.start) + inside.replace(/\n/g, ";") + out.slice(block.end);
  }
  return out;
}

export function extractionView(document: ReadDocument): ExtractionView {
  const { content, blocks } = document;
  const masked = withoutLabels(maskedText(content, blocks, extractableKinds), blocks);
  return {
    text: withoutMath(withKeywordLinesApart(masked, blocks)),
    headline: blocks.flatMap((b) => {
      const weight = headlineWeights[b.kind];
      // "Introduction", "Results", "Training": a section's generic name says nothing of the document's subject.
      if (!weight || (b.kind === "heading" && isSectionName(content.slice(b.start, b.end)))) return [];
      return [{ start: b.start, end: b.end, weight, ...(b.kind === "keywords" ? { keywords: true } : {}) }];
    }),
    headings: blocks.filter((b) => b.kind === "heading").map((b) => ({ start: b.start, end: b.end })),
  };
}

/** The structure as stored with the document: blocks as compact tuples, and the metadata. */
export function storedStructure(document: ReadDocument): {
  blocks: Array<[BlockKind, number, number, number?]>;
  metadata: Omit<ReadDocument["metadata"], "links">;
} {
  // A note's links live on as relationships with their evidence; kept here too, a hub note's 100,000 links made the
  // document row megabytes that every write and read of it paid for.
  const { links: _links, ...metadata } = document.metadata;
  return {
    blocks: document.blocks.map((b) => (b.level ? [b.kind, b.start, b.end, b.level] : [b.kind, b.start, b.end])),
    metadata,
  };
}
