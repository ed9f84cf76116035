/**
 * Obsidian's own Markdown syntax turned into the plain words a reader sees, so the extractor finds the concepts
 * the links name instead of "[[", "|" and "#^block" noise. Code (fenced blocks, inline spans) is left exactly as is.
 */

// Files that are notes: links to them read as their names; any other extension is an attachment.
const NOTE_EXTENSIONS = /\.(md|markdown)$/i;
const HAS_EXTENSION = /\.[a-z0-9]{1,8}$/i;
// Obsidian's image size syntax: ![[photo.png|300]] or |300x200.
const SIZE_ONLY = /^\d+(x\d+)?$/;

/** What `[[target|alias]]` (or `![[...]]` when `embed`) reads as. */
export function wikilinkText(inner: string, embed: boolean): string {
  const bar = inner.search(/\\?\|/); // "\|" is the same separator, escaped inside tables
  const target = (bar < 0 ? inner : inner.slice(0, bar)).trim();
  const alias = bar < 0 ? "" : inner.slice(bar).replace(/^\\?\|/, "").trim();

  const [path = "", ...anchors] = target.split("#");
  const isAttachment = HAS_EXTENSION.test(path) && !NOTE_EXTENSIONS.test(path);
  if (embed && isAttachment) return alias && !SIZE_ONLY.test(alias) ? alias : ""; // a picture's file name is no knowledge
  if (alias) return alias;

  const note = (path.split("/").pop() ?? "").replace(NOTE_EXTENSIONS, "").trim();
  // "#^abc123" points at a block by a random id: not words; headings are ("Note > Heading", as Obsidian shows it).
  const heading = anchors.filter((a) => a && !a.startsWith("^")).pop()?.trim() ?? "";
  if (note && heading) return `${note} > ${heading}`;
  return note || heading;
}

// Stands where something was removed, so the space before it can go too ("see ![[pic.png]]." reads "see.").
// U+FFFF is a Unicode noncharacter: never part of real text.
const REMOVED = "\uffff";

/** Wikilinks, embeds, %% comments %% and callout markers in prose (no code inside). */
function convertProse(text: string): string {
  return text
    .replace(/%%[\s\S]*?%%/g, REMOVED)
    .replace(/(!?)\[\[([^[\]\n]+?)\]\]/g, (_match, bang: string, inner: string) => wikilinkText(inner, bang === "!") || REMOVED)
    .replace(/^([ \t]*(?:>[ \t]*)+)\[![^\]\n]+\][+-]?[ \t]*/gm, "$1")
    .replace(/[ \t]*\uffff(?=[.,;:!?)]|[ \t]*$)/gm, "")
    .replace(/(^|[ \t])\uffff[ \t]*/gm, "$1")
    .replace(/\uffff/g, "")
    .replace(/\n{3,}/g, "\n\n"); // what a removed comment leaves; Markdown reads several blank lines as one
}

/** Converts prose, leaving inline code spans (`...`) untouched. */
function convertOutsideInlineCode(text: string): string {
  return text
    .split(/(`[^`\n]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : convertProse(part)))
    .join("");
}

/** The whole body: fenced code blocks (``` or ~~~) are copied as they are, everything between them converted. */
export function convertObsidianSyntax(body: string): string {
  const lines = body.split("\n");
  const out: string[] = [];
  let prose: string[] = [];
  let fence: string | null = null;
  const flush = () => {
    if (prose.length) out.push(convertOutsideInlineCode(prose.join("\n")));
    prose = [];
  };
  for (const line of lines) {
    const opener = /^[ \t]{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && opener) {
      flush();
      fence = opener;
      out.push(line);
    } else if (fence !== null) {
      out.push(line);
      if (line.trim().startsWith(fence[0]!.repeat(fence.length)) && line.trim().replace(/[`~]/g, "") === "") fence = null;
    } else {
      prose.push(line);
    }
  }
  flush();
  return out.join("\n");
}
