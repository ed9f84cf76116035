import { evalNormalize } from "../eval-keyphrases.ts";
import type { ResultConcept } from "./types.ts";

/** A name's words as the F1 protocol sees them: lower-cased, punctuation out, Porter-stemmed. */
export const stemmedWords = (phrase: string): string[] => {
  const normal = evalNormalize(phrase);
  return normal ? normal.split(" ") : [];
};

/**
 * The concept list of a document: API order, names with the same normalised form counted once. A name with no
 * normalised form (punctuation only) stays, keyed by itself, so the junk rules still see it.
 */
export function conceptList(concepts: ResultConcept[]): ResultConcept[] {
  const seen = new Set<string>();
  const list: ResultConcept[] = [];
  for (const concept of concepts) {
    const key = evalNormalize(concept.name) || `raw:${concept.name.trim().toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    list.push(concept);
  }
  return list;
}

/**
 * Lower-cased whole words of a name, plus the parts of those joined by hyphens or underscores
 * (`copd-diagnosis_cssclass` gives the whole word and `copd`, `diagnosis`, `cssclass`).
 */
export function wordsWithParts(name: string): Set<string> {
  const words = new Set<string>();
  for (const word of name.toLowerCase().split(/[^\p{L}\p{N}_-]+/u)) {
    if (!word) continue;
    words.add(word);
    for (const part of word.split(/[-_]+/)) if (part) words.add(part);
  }
  return words;
}

/** Whether `needle` occurs in `haystack` as a contiguous run. */
export function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** Escapes a string for use inside a RegExp. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
