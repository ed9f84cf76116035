/**
 * Whether a lower-case string is an English word in some inflection, by WordNet's lemmas of every part of speech
 * plus the function words WordNet leaves out. Used to tell a word broken at a line end ("represen-tation") from a
 * compound ("self-attention").
 */
import { stopWords } from "../extract/lexicon.ts";
import { isAdjective, isAdverb, isNoun, isVerb } from "../extract/wordnet.ts";

const isLemma = (word: string) => isNoun(word) || isVerb(word) || isAdjective(word) || isAdverb(word);

/** Base forms an inflected word may come from: "studies" → study, "stopped" → stop, "modeling" → model. */
export function baseForms(word: string): string[] {
  const forms = [word];
  const add = (stem: string) => {
    if (stem.length >= 2) forms.push(stem);
  };
  if (word.endsWith("ies")) add(`${word.slice(0, -3)}y`);
  if (word.endsWith("es")) add(word.slice(0, -2));
  if (word.endsWith("s") && !word.endsWith("ss")) add(word.slice(0, -1));
  if (word.endsWith("ied")) add(`${word.slice(0, -3)}y`);
  for (const suffix of ["ed", "ing", "er", "est"]) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    add(stem);
    add(`${stem}e`);
    if (/([b-df-hj-np-tv-z])\1$/.test(stem)) add(stem.slice(0, -1));
  }
  if (word.endsWith("ly")) add(word.slice(0, -2));
  if (word.endsWith("ily")) add(`${word.slice(0, -3)}y`);
  return forms;
}

const cache = new Map<string, boolean>();

export function isEnglishWord(word: string): boolean {
  const lower = word.toLowerCase();
  const cached = cache.get(lower);
  if (cached !== undefined) return cached;
  const known = /^\p{L}+$/u.test(lower) && (stopWords.has(lower) || baseForms(lower).some(isLemma));
  if (cache.size > 100_000) cache.clear();
  cache.set(lower, known);
  return known;
}
