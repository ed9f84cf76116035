import type { BlockKind } from "./types.ts";

/** A block's text before it is placed in the content: what the structure readers produce, in reading order. */
export interface Piece {
  kind: BlockKind;
  text: string;
  /** 0-based page (PDFs). */
  page: number;
  level?: number;
}

/** Kinds that interrupt running text on a page (a paragraph continues after them). */
export const interruptingKinds: ReadonlySet<BlockKind> = new Set([
  "footnote",
  "figure",
  "table",
  "caption",
  "formula",
  "metadata",
]);
