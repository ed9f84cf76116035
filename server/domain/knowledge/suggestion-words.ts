/**
 * How two words of two names relate (issue 33): the same word, a spelling variant, a Latin plural, one letter
 * apart, a dictionary synonym, a noun and its adjective. Pure, for the names' alignment (suggestion-names.ts).
 */
import { isAdjective, isAdverb, isNoun, isVerb, nounEntry } from "../../pipeline/extract/wordnet.ts";

/**
 * One spelling for the regular variants of English spelling (British/American, ligatures, doubled consonants),
 * applied to both names, so variants meet: "haemoglobin"/"hemoglobin", "modelling"/"modeling", "colour"/"color",
 * "centre"/"center", "analyse"/"analyze", "catalogue"/"catalog", "sulphur"/"sulfur", "ageing"/"aging".
 */
export function canonicalSpelling(word: string): string {
  if (word.length < 5) return word;
  let canonical = spellings.get(word);
  if (canonical === undefined) {
    if (spellings.size >= 100_000) spellings.clear();
    canonical = respell(word);
    spellings.set(word, canonical);
  }
  return canonical;
}

/** Words respelled so far: the same words come back in every name and every request. */
const spellings = new Map<string, string>();

function respell(word: string): string {
  return (
    word
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      // Not after "c": "coevolution", "coefficient" are co-words.
      .replace(/ae|(?<!c)oe/g, "e")
      .replace(/([^aeiou])our\b|iour\b/g, (m, c: string | undefined) => (c ? `${c}or` : "ior"))
      .replace(/([iy])s(e|ed|es|ing|ation|er)\b/g, "$1z$2")
      .replace(/([^aeiou])tre\b/g, "$1ter")
      .replace(/ogue\b/g, "og")
      .replace(/mme\b/g, "m")
      .replace(/eing\b/g, "ing")
      .replace(/gement\b/g, "gment")
      .replace(/ph/g, "f")
      .replace(/([b-df-hj-np-tv-z])\1/g, "$1")
  );
}

/** Whether two words differ by one letter inserted, dropped or replaced (Levenshtein distance 1). */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * Singular and plural of a Latin or Greek noun that the normaliser left apart: "taxon"/"taxa", "datum"/"data".
 * Not the regular "-s": where the normaliser kept one it meant another word ("statistics", "tactics").
 */
export function inflectionOf(a: string, b: string): boolean {
  return latinPlural(a, b) || latinPlural(b, a);
}

const latinEndings: ReadonlyArray<readonly [singular: string, plural: string]> = [
  ["on", "a"],
  ["um", "a"],
  ["us", "i"],
  ["a", "ae"],
  ["is", "es"],
  ["ex", "ices"],
  ["ix", "ices"],
];

function latinPlural(singular: string, plural: string): boolean {
  for (const [one, many] of latinEndings) {
    const stem = singular.length - one.length;
    if (
      stem >= 3 &&
      singular.endsWith(one) &&
      plural.length === stem + many.length &&
      plural.endsWith(many) &&
      plural.startsWith(singular.slice(0, stem))
    )
      return true;
  }
  return false;
}

/** The noun and its adjective, as a modifier: "convolution"/"convolutional", "cell"/"cellular", "biology"/"biological". */
export function derivationOf(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  const stem = short.replace(/[ey]$/, "");
  if (stem.length < 4 || !long.startsWith(stem)) return false;
  return /^(?:al|ial|ical|ic|ar|ular|ary)$/.test(long.slice(stem.length));
}

/**
 * Nouns the dictionary gives as one sense, when that is each one's main sense and neither has many: general words
 * ("model", "framework") share some synset with half the vocabulary and are left out.
 */
export function dictionarySynonyms(a: string, b: string): boolean {
  const sense = mainSense(a);
  return a !== b && sense !== null && sense === mainSense(b);
}

/** A noun's main sense (its synset) when it has few senses, else null. */
export function mainSense(phrase: string): number | null {
  const entry = nounEntry(phrase);
  return entry && entry.senses <= 3 ? entry.offsets[0]! : null;
}

export type WordLink = "same" | "spelling" | "inflection" | "edit" | "synonym" | "derivation";

/** A word of the dictionary, of any part of speech. */
const inDictionary = (word: string) => isNoun(word) || isAdjective(word) || isVerb(word) || isAdverb(word);

/** How two words of two names relate, the closest first; null when they are different words. */
export function linkWords(a: string, b: string, position: "head" | "modifier"): WordLink | null {
  if (a === b) return "same";
  if (canonicalSpelling(a) === canonicalSpelling(b)) return "spelling";
  if (inflectionOf(a, b)) return "inflection";
  // One letter apart is a variant only in longer words ("model"/"modal" are two), only when one of them is no
  // word of the dictionary (a misspelling): two words it knows are two words ("quantile"/"quartile"), and not in
  // the first letter, which writers rarely get wrong ("x.parent"/"parent", "coevolution"/"evolution").
  if (
    Math.min(a.length, b.length) >= 6 &&
    a[0] === b[0] &&
    oneEditApart(canonicalSpelling(a), canonicalSpelling(b)) &&
    !(inDictionary(a) && inDictionary(b))
  )
    return "edit";
  if (dictionarySynonyms(a, b)) return "synonym";
  // An adjective for its noun changes nothing as a modifier ("cellular biology"), but as the head it names
  // something else ("the mechanic"/"the mechanical").
  if (position === "modifier" && derivationOf(a, b)) return "derivation";
  return null;
}
