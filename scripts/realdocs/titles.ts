/**
 * A title as the comparison sees it: case-insensitive, white space collapsed, outer quotes and trailing
 * punctuation ignored.
 */
export function normalizeTitle(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/\s+/g, " ")
      .trim()
      .replace(/^["'\u2018\u2019\u201C\u201D\u00AB\u00BB\u201E`\s]+/u, "")
      // Closing quotes are punctuation too (the backquote is a symbol, so it is named).
      .replace(/[\s\p{P}`]+$/u, "")
  );
}

export const sameTitle = (a: string, b: string): boolean => {
  const normal = normalizeTitle(a);
  return normal.length > 0 && normal === normalizeTitle(b);
};

/** The text of the first level-1 Markdown heading (`# ...`), if any. */
export function firstHeading(content: string): string | null {
  const heading = /^#[ \t]+(.+?)[ \t#]*$/m.exec(content);
  return heading ? heading[1]!.trim() : null;
}

/** The first non-empty line of a text. */
export const firstLine = (text: string): string =>
  text
    .split("\n")
    .find((line) => line.trim())
    ?.trim() ?? "";

/**
 * Typographic apostrophes, quotes and dashes as their plain forms (`California’s` = `California's`), as
 * domains/README.md compares paper titles.
 */
export const plainTypography = (text: string): string =>
  text
    .replace(/[\u2018\u2019\u201A\u201B\u2032]/gu, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033]/gu, '"')
    .replace(/[\u2010-\u2015\u2212]/gu, "-");

/** The document shows the wanted title: as its title, or as the first heading of its content. */
export function showsTitle(shown: { title: string; content: string }, wanted: string): boolean {
  const heading = firstHeading(shown.content);
  return sameTitle(shown.title, wanted) || (heading !== null && sameTitle(heading, wanted));
}
