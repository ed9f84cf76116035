/**
 * Reads a PDF's layout or a plain text the way a careful reader does: repaired characters, running headers and
 * page numbers gone, words broken at line ends joined, paragraphs unwrapped, and every part labelled (title,
 * authors, abstract, headings, body, captions, tables, footnotes, references).
 */
import { assemble, rejoinInterrupted } from "./assemble.ts";
import { isEnglishWord } from "./english-words.ts";
import { linesFromPdf, linesFromText, type LineSet } from "./lines.ts";
import { readBody } from "./paper-body.ts";
import { keywordList } from "./keyword-list.ts";
import { readFront } from "./paper-front.ts";
import { countWords, joinLines, repairCharacters, repairSplitWords, type HyphenationContext } from "./text-repair.ts";
import { emptyMetadata, type PdfLayout, type ReadDocument } from "./types.ts";

function read(set: LineSet, pageCount: number | null): ReadDocument {
  for (const line of set.lines) line.text = repairCharacters(line.text);
  const context: HyphenationContext = {
    isWord: isEnglishWord,
    documentWords: countWords(set.lines.map((l) => l.text).join("\n")),
  };
  const joinText = (texts: string[]) =>
    set.hardWrapped ? repairSplitWords(joinLines(texts, context), context) : texts.map((t) => t.trim()).join("\n");
  const front = readFront(set, joinText);
  const body = readBody(set.lines.slice(front.end), set, joinText);
  const pieces = rejoinInterrupted([...front.pieces, ...body], joinText);
  const { content, blocks, pageStarts } = assemble(pieces, pageCount);
  const metadata = emptyMetadata();
  metadata.authors = front.authorWords;
  metadata.keywords = pieces.filter((p) => p.kind === "keywords").flatMap((p) => keywordList(p.text));
  return { content, blocks, pageStarts, title: front.title, metadata };
}

export function readPdfLayout(layout: PdfLayout): ReadDocument {
  return read(linesFromPdf(layout), layout.pageCount);
}

export function readPlainText(text: string): ReadDocument {
  return read(linesFromText(text), null);
}
