import { stemmer } from "stemmer";
import { wordsWithParts } from "./words.ts";

/** What the leak check knows of a note. */
export interface NoteFrontMatter {
  frontMatterKeys: readonly string[];
  frontMatterOnlyTokens: readonly string[];
}

/**
 * Whether a concept of a note carries its front matter: one of its words (whole, or a part between hyphens or
 * underscores) is a front-matter key or a value word found only in the front matter. `sparedStems` (domains/): a
 * front-matter word whose Porter stem is among them is no leak (`forest` next to a body's `forests`).
 */
export function leaksFrontMatter(
  name: string,
  note: NoteFrontMatter,
  sparedStems: ReadonlySet<string> = new Set(),
): boolean {
  const words = wordsWithParts(name);
  return [...note.frontMatterKeys, ...note.frontMatterOnlyTokens].some((token) => {
    const word = token.toLowerCase();
    return words.has(word) && !sparedStems.has(stemmer(word));
  });
}

// A YAML block at the very start of the note, closed by `---` (or `...`) on a line of its own.
const frontMatterBlock = /^---[ \t]*\r?\n[\s\S]*?\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;

/** The note without its front matter. */
export const noteBody = (text: string): string => text.replace(frontMatterBlock, "");

/**
 * The Porter stems of every word of a note outside its front matter: its body, its file name and its titles (words
 * joined by hyphens or underscores also by their parts, as the leak check reads a concept's words).
 */
export function stemsOutsideFrontMatter(note: {
  text: string;
  fileName: string;
  titles: readonly string[];
}): Set<string> {
  const stems = new Set<string>();
  for (const text of [noteBody(note.text), note.fileName, ...note.titles])
    for (const word of wordsWithParts(text)) stems.add(stemmer(word));
  return stems;
}
