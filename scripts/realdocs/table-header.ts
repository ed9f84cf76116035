import { isStopWord } from "./stop-words.ts";
import { escapeRegExp } from "./words.ts";

// The heading of the references section as a line of its own, with or without a section number ("8. REFERENCES").
const referencesHeading = /^[\s\f]*(?:\d+(?:\.\d+)*\.?\s+)?(?:References|REFERENCES|Bibliography|BIBLIOGRAPHY)[ \t]*$/m;

/** The document text up to its references section (all of it when it has none). */
export function textBeforeReferences(text: string): string {
  const heading = referencesHeading.exec(text);
  return heading ? text.slice(0, heading.index) : text;
}

/**
 * The text with every place that writes the given title blanked out (case-insensitive, any white space between its
 * words): a title followed by affiliation numbers or a journal reference is no table row.
 */
export function withoutTitle(text: string, title: string): string {
  const words = title.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return text;
  return text.replace(new RegExp(words.map(escapeRegExp).join("\\s+"), "giu"), "\n");
}

const numberPattern = /(?<![\p{L}\p{N}])[-+]?\d+(?:[.,]\d+)*%?/gu;
const letterRun = /\p{L}+/gu;

const countNumbers = (text: string): number => text.match(numberPattern)?.length ?? 0;
const countLowerCaseStopWords = (text: string): number =>
  (text.match(letterRun) ?? []).filter((w) => w === w.toLowerCase() && isStopWord(w)).length;

const WINDOW = 120;

/**
 * A table header read as a phrase: 3+ words, and every occurrence of the name in the text before the references is
 * written with the name's capitalisation and followed within 120 characters by 3+ numbers and at most one
 * lower-case stop word (a row of figures, not a sentence). A name the text never writes is not one.
 */
export function isTableHeader(name: string, textBeforeRefs: string): boolean {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 3) return false;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${words.map(escapeRegExp).join("\\s+")}(?![\\p{L}\\p{N}])`, "giu");
  const asWritten = words.join(" ");
  let occurrences = 0;
  for (const match of textBeforeRefs.matchAll(pattern)) {
    occurrences++;
    if (match[0].split(/\s+/).join(" ") !== asWritten) return false;
    const end = match.index + match[0].length;
    const after = textBeforeRefs.slice(end, end + WINDOW);
    if (countNumbers(after) < 3 || countLowerCaseStopWords(after) > 1) return false;
  }
  return occurrences > 0;
}
