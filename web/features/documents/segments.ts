// How the content box is cut into pieces: one block per PDF page (from `pageStarts`), and inside them the
// highlighted span, so a passage can be marked in place without building HTML.

export interface ContentPiece {
  text: string;
  highlighted: boolean;
}

export interface ContentBlock {
  /** 1-based page number, or null when the document has no pages. */
  page: number | null;
  pieces: ContentPiece[];
}

function piecesOf(content: string, start: number, end: number, highlight: { start: number; end: number } | null): ContentPiece[] {
  const pieces: ContentPiece[] = [];
  const push = (from: number, to: number, highlighted: boolean) => {
    if (to > from) pieces.push({ text: content.slice(from, to), highlighted });
  };
  if (!highlight || highlight.end <= start || highlight.start >= end) {
    push(start, end, false);
    return pieces;
  }
  const hs = Math.max(start, highlight.start);
  const he = Math.min(end, highlight.end);
  push(start, hs, false);
  push(hs, he, true);
  push(he, end, false);
  return pieces;
}

/** Cuts `content` into page blocks (or one block) with the highlighted span marked. */
export function contentBlocks(
  content: string,
  pageStarts: readonly number[] | null,
  highlight: { start: number; end: number } | null,
): ContentBlock[] {
  const mark = highlight && highlight.end > highlight.start ? highlight : null;
  const starts = (pageStarts ?? []).filter((s) => s >= 0 && s <= content.length);
  if (starts.length === 0) return [{ page: null, pieces: piecesOf(content, 0, content.length, mark) }];
  const blocks: ContentBlock[] = [];
  // Text before the first page start (should not happen) stays with page 1.
  for (let i = 0; i < starts.length; i++) {
    const from = i === 0 ? 0 : starts[i]!;
    const to = i + 1 < starts.length ? starts[i + 1]! : content.length;
    blocks.push({ page: i + 1, pieces: piecesOf(content, from, Math.max(from, to), mark) });
  }
  return blocks;
}
