/**
 * A Markdown file (CommonMark, GFM, an Obsidian note) as the structured document: the text as Obsidian's reading
 * view shows it, in plain characters, with every block labelled; the front matter read into the title and
 * metadata and kept out of the text. Pure and synchronous; linear-ish in the size of the file.
 */
import { parseMarkdownBlocks } from "./markdown-blocks.ts";
import { removeComments } from "./markdown-comments.ts";
import { splitFrontMatter, type FrontMatter } from "./markdown-front-matter.ts";
import { layOut, type LaidOutBlock } from "./markdown-layout.ts";
import { trimSpanned } from "./markdown-spaces.ts";
import { emptyMetadata, type Block, type NoteLink, type ReadDocument } from "./types.ts";

export function readMarkdown(text: string): ReadDocument {
  try {
    return read(text);
  } catch {
    // Never reached by any input the tests know of; a document without structure beats a failed upload.
    return unstructured(text);
  }
}

function read(text: string): ReadDocument {
  const { frontMatter, body } = splitFrontMatter(normalizeCharacters(text));
  const { blocks, references } = parseMarkdownBlocks(removeComments(body));
  const laidOut = layOut(blocks, references);
  const title = chooseTitle(laidOut, frontMatter);
  const { content, blocks: spans, links } = assemble(laidOut);
  return { content, blocks: spans, pageStarts: null, title, metadata: metadataOf(frontMatter, links) };
}

/**
 * Line ends as "\n"; control characters (a binary file read as text) dropped, NUL shown as U+FFFD as CommonMark
 * does; U+FFFF, which the renderer uses as its removal mark, can never come from the input.
 */
function normalizeCharacters(text: string): string {
  return (
    text
      .replace(/\r\n?/g, "\n")
      .replace(/\0/g, "\ufffd")
      // eslint-disable-next-line no-control-regex
      .replace(/[\x01-\x08\x0b\x0c\x0e-\x1f\x7f\uffff\ufffe]/g, "")
  );
}

/**
 * The front matter's `title`, else the note's first level-1 heading (a note without either is named after its
 * file by the caller). That heading becomes the `title` block when it opens the note and the front matter does
 * not name the note otherwise; a `#` heading further down stays a section heading in the text.
 */
function chooseTitle(blocks: LaidOutBlock[], frontMatter: FrontMatter): string | null {
  const first = blocks.find((b) => b.outline && b.kind === "heading" && b.text.text.trim());
  const h1 = blocks.find((b) => b.outline && b.kind === "heading" && b.level === 1 && b.text.text.trim());
  const heading = h1 ? collapse(h1.text.text) : null;
  if (h1 && h1 === first && heading && (frontMatter.title === null || sameTitle(frontMatter.title, heading))) {
    h1.kind = "title";
    delete h1.level;
  }
  return frontMatter.title ?? heading;
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function sameTitle(a: string, b: string): boolean {
  return collapse(a).toLowerCase() === collapse(b).toLowerCase();
}

// Kinds written one per line when they follow each other: the items of a list, the notes under "References".
const LINE_BY_LINE: ReadonlySet<string> = new Set(["list-item", "footnote"]);

/** Blocks one after another: a blank line between blocks, a line break inside a list or a group of field lines. */
function assemble(laidOut: LaidOutBlock[]): { content: string; blocks: Block[]; links: NoteLink[] } {
  const parts: string[] = [];
  let length = 0;
  const blocks: Block[] = [];
  const links: NoteLink[] = [];
  const append = (s: string) => {
    parts.push(s);
    length += s.length;
  };
  let previous: LaidOutBlock | null = null;
  for (const block of laidOut) {
    const text = trimSpanned(block.text);
    if (!text.text) continue;
    if (previous) append(block.tight || (block.kind === previous.kind && LINE_BY_LINE.has(block.kind)) ? "\n" : "\n\n");
    // A code block's first-line indentation stays (outside its span); the content itself starts unindented.
    const lead = block.prefix + (block.kind === "code" ? firstLineIndent(block.text.text) : "");
    append(previous ? lead : lead.trimStart());
    const start = length;
    append(text.text);
    blocks.push({ kind: block.kind, start, end: length, ...(block.level ? { level: block.level } : {}) });
    for (const link of text.links)
      links.push({ target: link.target, start: start + link.start, end: start + link.end });
    previous = block;
  }
  return { content: parts.join(""), blocks, links };
}

/** The indentation of a block's first non-blank line. */
function firstLineIndent(text: string): string {
  let k = 0;
  let lineStart = 0;
  while (k < text.length && /\s/.test(text[k]!)) {
    if (text[k] === "\n") lineStart = k + 1;
    k++;
  }
  return text.slice(lineStart, k);
}

function metadataOf(frontMatter: FrontMatter, links: NoteLink[]): ReadDocument["metadata"] {
  const metadata = emptyMetadata();
  metadata.aliases = frontMatter.aliases;
  metadata.tags = frontMatter.tags;
  metadata.authors = frontMatter.authors;
  metadata.properties = frontMatter.properties;
  metadata.links = links;
  return metadata;
}

/** The body as one paragraph per blank-line-separated part, front matter still removed. */
function unstructured(text: string): ReadDocument {
  let body: string;
  try {
    body = splitFrontMatter(normalizeCharacters(text)).body;
  } catch {
    body = ""; // nothing is shown rather than front matter
  }
  const blocks: Block[] = [];
  let content = "";
  for (const part of body.split(/\n[ \t]*\n/)) {
    const trimmed = part
      .split("\n")
      .map((line) => line.trimEnd())
      .join("\n")
      .trim();
    if (!trimmed) continue;
    if (content) content += "\n\n";
    blocks.push({ kind: "paragraph", start: content.length, end: content.length + trimmed.length });
    content += trimmed;
  }
  return { content, blocks, pageStarts: null, title: null, metadata: emptyMetadata() };
}
