/**
 * For tests only: the promises `readMarkdown` makes about any result, as one check that lists what is broken.
 */
import type { ReadDocument } from "./types.ts";

// What may stand in the content outside every block: whitespace, bullets, item numbers, checkboxes.
const BETWEEN_BLOCKS = /^(?:\s|•|☐|☑|\d{1,9}[.)](?= ))*$/u;

/** Every broken promise of `doc`, as readable lines (empty when the document is sound). */
export function invariantProblems(doc: ReadDocument): string[] {
  const problems: string[] = [];
  const { content, blocks } = doc;
  if (doc.pageStarts !== null) problems.push("pageStarts is not null");
  if (content !== content.trim()) problems.push("content has leading or trailing whitespace");
  if (/[ \t]\n|[ \t]$/.test(content)) problems.push("a line ends in spaces");
  if (/\n[ \t]*\n[ \t]*\n/.test(content)) problems.push("more than one blank line in a row");
  if (content.includes("\uffff")) problems.push("a removal mark is left in the content");
  let previousEnd = 0;
  for (const block of blocks) {
    const text = content.slice(block.start, block.end);
    const where = `${block.kind} ${block.start}-${block.end} ${JSON.stringify(text.slice(0, 60))}`;
    if (block.start < previousEnd) problems.push(`overlaps or out of order: ${where}`);
    if (block.start < 0 || block.end > content.length || block.end <= block.start)
      problems.push(`span outside content or empty: ${where}`);
    if (text !== text.trim()) problems.push(`block text not trimmed: ${where}`);
    const gap = content.slice(previousEnd, block.start);
    if (!BETWEEN_BLOCKS.test(gap))
      problems.push(`text outside blocks before ${where}: ${JSON.stringify(gap.slice(0, 60))}`);
    if (block.kind === "heading" && !(block.level && block.level >= 1 && block.level <= 6))
      problems.push(`heading without level: ${where}`);
    previousEnd = Math.max(previousEnd, block.end);
  }
  const tail = content.slice(previousEnd);
  if (!BETWEEN_BLOCKS.test(tail)) problems.push(`text outside blocks at the end: ${JSON.stringify(tail.slice(0, 60))}`);
  for (const link of doc.metadata.links) {
    const shown = content.slice(link.start, link.end);
    const block = blocks.find((b) => b.start <= link.start && link.end <= b.end);
    if (!link.target.trim() || link.target !== link.target.trim())
      problems.push(`link without a clean target: ${JSON.stringify(link)}`);
    if (!shown.trim() || shown !== shown.trim())
      problems.push(`link span not its shown text: ${JSON.stringify(link)} ${JSON.stringify(shown)}`);
    if (!block) problems.push(`link outside every block: ${JSON.stringify(link)}`);
    else if (block.kind === "code") problems.push(`link inside code: ${JSON.stringify(link)}`);
  }
  return problems;
}

/** Lower-cased words and their parts between hyphens or underscores, as the front-matter leak measure reads them. */
export function wordsWithParts(text: string): Set<string> {
  const words = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}_-]+/u)) {
    if (!word) continue;
    words.add(word);
    for (const part of word.split(/[-_]+/)) if (part) words.add(part);
  }
  return words;
}
