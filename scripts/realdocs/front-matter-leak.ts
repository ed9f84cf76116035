import { wordsWithParts } from "./words.ts";

/**
 * Whether a concept of a note carries its front matter: one of its words (whole, or a part between hyphens or
 * underscores) is a front-matter key or a value word found only in the front matter.
 */
export function leaksFrontMatter(
  name: string,
  note: { frontMatterKeys: readonly string[]; frontMatterOnlyTokens: readonly string[] },
): boolean {
  const words = wordsWithParts(name);
  return [...note.frontMatterKeys, ...note.frontMatterOnlyTokens].some((token) => words.has(token.toLowerCase()));
}
