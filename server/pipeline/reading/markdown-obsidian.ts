/**
 * Obsidian's links: `[[target|alias]]` and embeds `![[...]]` as the words a reader sees, and the note each points to.
 */

// Files that are notes: links to them read as their names.
const NOTE_EXTENSIONS = /\.(?:md|markdown)$/i;
// What an embed shows as a picture, a player or a viewer: no words to read. Anything else embedded is a note.
const ATTACHMENT_EXTENSIONS =
  /\.(?:png|jpe?g|gif|bmp|svg|webp|avif|heic|tiff?|ico|pdf|mp3|wav|m4a|ogg|oga|flac|aac|3gp|webm|mp4|m4v|mov|mkv|ogv|avi|canvas|excalidraw|base|docx?|xlsx?|pptx?|csv|zip)$/i;

/** A wiki link's shown text and the note it points to ("" when it points into the same note). */
export interface WikilinkReading {
  text: string;
  target: string;
}

/**
 * What `[[inner]]` (or `![[inner]]` when `embed`) reads as: the alias, else "Note" or "Note > Heading" as Obsidian
 * shows it. An embedded attachment reads as nothing (a picture's file name is no knowledge).
 */
export function readWikilink(inner: string, embed: boolean): WikilinkReading {
  const bar = inner.search(/\\?\|/); // "\|" is the same separator, escaped inside tables
  const address = (bar < 0 ? inner : inner.slice(0, bar)).trim();
  const alias =
    bar < 0
      ? ""
      : inner
          .slice(bar)
          .replace(/^\\?\|/, "")
          .trim();

  const hash = address.indexOf("#");
  const path = (hash < 0 ? address : address.slice(0, hash)).trim();
  if (ATTACHMENT_EXTENSIONS.test(path)) {
    // A link to an attachment reads as its name or alias but points to no note; embedded, it is no text at all.
    return { text: embed ? "" : alias || noteName(path), target: "" };
  }
  const target = noteName(path);
  if (alias) return { text: alias, target };

  // "#^abc123" points at a block by a random id: not words; headings are words ("Note > Heading").
  const anchors = hash < 0 ? [] : address.slice(hash + 1).split("#");
  const heading =
    anchors
      .filter((a) => a.trim() && !a.trim().startsWith("^"))
      .pop()
      ?.trim() ?? "";
  if (target && heading) return { text: `${target} > ${heading}`, target };
  return { text: target || heading, target };
}

/** "folder/Sub Note.md" → "Sub Note". */
export function noteName(path: string): string {
  return (path.split("/").pop() ?? "").replace(NOTE_EXTENSIONS, "").trim();
}

/** "[[Peter J. Barnes]]" in a property value → "Peter J. Barnes" (properties are shown, never linked). */
export function stripWikilinkBrackets(value: string): string {
  return value.replace(/!?\[\[([^[\]\n]{1,500})\]\]/g, (_m, inner: string) => readWikilink(inner, false).text);
}

/** A Markdown link's destination that is a note of the vault ("Other%20note.md#Part"), as the note's name. */
export function noteOfLinkDestination(destination: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(destination) || destination.startsWith("#")) return null;
  const path = destination.split("#")[0] ?? "";
  if (!NOTE_EXTENSIONS.test(path)) return null;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a stray "%" in a file name: the name as written
  }
  return noteName(decoded) || null;
}

const CALLOUT = /^\[!([^\]\n]{1,60})\][+-]?(?:[ \t]+(.*))?$/;

/** The first line of a quote, "[!warning]- Title", as the callout's title ("Warning" when it gives none). */
export function calloutTitle(firstLine: string): string | null {
  const match = CALLOUT.exec(firstLine.trim());
  if (!match) return null;
  const title = match[2]?.trim();
  if (title) return title;
  const type = match[1]!.trim();
  return type.charAt(0).toUpperCase() + type.slice(1).toLowerCase();
}

/** Fenced blocks of Obsidian plugins whose output is a live query: nothing to read offline. */
export function isQueryBlock(info: string): boolean {
  const language = info.trim().split(/\s+/)[0]?.toLowerCase() ?? "";
  return language === "dataview" || language === "dataviewjs" || language === "query" || language === "tasks";
}

/** An inline dataview expression (`= this.file.name`, `$= dv.current()`): computed by a plugin, never text. */
export function isInlineQuery(code: string): boolean {
  return /^\$?=(?!=)\s*\S/.test(code.trim());
}
