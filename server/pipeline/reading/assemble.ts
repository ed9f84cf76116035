/**
 * Pieces become the structured document: a paragraph cut by a page end, a column break or a footnote is joined
 * again, then the pieces are laid out one after another (a blank line between them) and their spans recorded.
 */
import { endsSentence } from "./line-shapes.ts";
import { interruptingKinds, type Piece } from "./pieces.ts";
import type { Block } from "./types.ts";

/** How many interrupting pieces (footnotes, figures, captions...) a paragraph may continue across. */
const MAX_INTERRUPTIONS = 8;

/**
 * A paragraph that stops mid-sentence and a later paragraph that starts in lower case, with only footnotes,
 * figures, tables or captions between them, are one paragraph: joined, with the interruptions after it.
 */
export function rejoinInterrupted(pieces: Piece[], joinText: (texts: string[]) => string): Piece[] {
  const out = pieces.map((p) => ({ ...p }));
  for (let i = 0; i < out.length; i++) {
    const piece = out[i]!;
    if (piece.kind !== "paragraph" && piece.kind !== "abstract" && piece.kind !== "list-item") continue;
    while (!endsSentence(piece.text)) {
      let k = i + 1;
      while (k < out.length && k - i <= MAX_INTERRUPTIONS && interruptingKinds.has(out[k]!.kind)) k++;
      const next = out[k];
      if (!next || next.kind !== "paragraph" || !/^[\p{Ll}(]/u.test(next.text)) break;
      piece.text = joinText([piece.text, next.text]);
      out.splice(k, 1);
    }
  }
  return out;
}

export interface Assembled {
  content: string;
  blocks: Block[];
  pageStarts: number[] | null;
}

/** Lays the pieces out as the document's content. `pageCount` (PDFs) gives every page a start, empty pages too. */
export function assemble(pieces: Piece[], pageCount: number | null): Assembled {
  let content = "";
  const blocks: Block[] = [];
  const pageStarts: number[] = [];
  for (const piece of pieces) {
    const text = piece.text.trim();
    if (!text) continue;
    if (content) content += "\n\n";
    if (pageCount !== null)
      while (pageStarts.length <= piece.page && pageStarts.length < pageCount) pageStarts.push(content.length);
    const start = content.length;
    content += text;
    blocks.push({ kind: piece.kind, start, end: content.length, ...(piece.level ? { level: piece.level } : {}) });
  }
  if (pageCount !== null) while (pageStarts.length < pageCount) pageStarts.push(content.length);
  return { content, blocks, pageStarts: pageCount !== null ? pageStarts : null };
}
