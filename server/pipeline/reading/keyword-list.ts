/** The label of an author's keyword list and the list's items, shared by the reading and the extraction. */

const LABEL = String.raw`(?:keywords|key words|index terms)`;

/** A line that starts with the label: "Keywords", "Key words:", "Index Terms—". */
export const KEYWORDS_LABEL = new RegExp(String.raw`^${LABEL}\b`, "i");
/** The label alone, with nothing after it on its line. */
export const KEYWORDS_LABEL_ONLY = new RegExp(String.raw`^${LABEL}\s*[:.—–-]?$`, "i");
/** The label followed by a separator, the list on the same line: "Keywords: a, b". */
export const KEYWORDS_LABEL_INLINE = new RegExp(String.raw`^${LABEL}\s*[:.—–-]`, "i");

/** "Keywords: a, b; c · d" → [a, b, c, d]; a list set one keyword per line splits at the lines. */
export function keywordList(text: string): string[] {
  return text
    .replace(new RegExp(String.raw`^\s*${LABEL}\s*[:.—–-]?\s*`, "i"), "")
    .split(/\s*[,;·•|\n]\s*/)
    .map((k) => k.replace(/\.$/, "").trim())
    .filter((k) => k.length > 1 && k.split(/\s+/).length <= 6);
}
