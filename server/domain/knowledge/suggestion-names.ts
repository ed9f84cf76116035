/**
 * What a concept's name is made of, and how two names relate (issue 33): each must account for the other's every
 * content word, or one must be the other's initials, or the dictionary must give both one sense. Pure.
 */
import { classNouns } from "../../pipeline/extract/lexicon.ts";
import { isAdjective, nounSynsets } from "../../pipeline/extract/wordnet.ts";
import { canonicalSpelling, linkWords, mainSense, type WordLink } from "./suggestion-words.ts";

/** A concept the user can see in the scope, with how many of the scope's documents name it and how often. */
export interface ScopedConcept {
  id: string;
  name: string;
  key: string;
  category: string;
  documentCount: number;
  mentionCount: number;
}

// ---- names ----

export interface NameShape {
  concept: ScopedConcept;
  words: string[];
  /** The words that carry meaning (not "of", "the"), in order. */
  content: string[];
  /** The word the name is about: "theory" of "theory of mind", "clustering" of "clustering documents". */
  head: string;
  /** The dictionary's main sense of the whole name, when it has few ("heart attack"). */
  sense: number | null;
  /** Its numbers ("ICESat2", "type 2 diabetes"): names with other numbers name other things. */
  numbers: string;
  /** Content words in their canonical spelling, joined without spaces: "data set" and "dataset" meet. */
  joined: string;
  /** An acronym's letters, lower case ("eos" for "EoS", "gw" for "GWs"); null for any other name. */
  acronym: string | null;
  /** First letters of all words and of the content words, for a name of two words or more. */
  initials: string[];
}

/** A short name written mostly in capitals, one token: "GW", "EoS", "GWs", "NSCLC". */
export function acronymLetters(name: string): string | null {
  const bare = name.trim().replace(/(?<=\p{Lu})s$/u, "");
  if (!/^\p{L}{2,8}$/u.test(bare)) return null;
  const capitals = (bare.match(/\p{Lu}/gu) ?? []).length;
  if (capitals < 2 || capitals * 2 < bare.length || !/^\p{Lu}/u.test(bare)) return null;
  return bare.toLowerCase();
}

/** Words that only join the words of a name: "the", "of", "for". */
const glueWords = new Set([
  "a",
  "an",
  "the",
  "of",
  "for",
  "in",
  "on",
  "to",
  "by",
  "with",
  "from",
  "at",
  "into",
  "via",
  "per",
]);
const prepositions = new Set([...glueWords].filter((w) => !["a", "an", "the"].includes(w)));

/**
 * The words of a name that carry meaning. A glue word bound to another by a hyphen is part of a word
 * ("in-domain", "A-move", "group-to-group"), and "no", "not", "non" always count.
 */
function contentWords(words: readonly string[], name: string): string[] {
  if (!words.some((w) => glueWords.has(w))) return [...words];
  const bound = new Set(
    [...name.toLowerCase().matchAll(/[\p{L}\p{N}]+(?:[-\u2010\u2011][\p{L}\p{N}]+)+/gu)].flatMap((m) =>
      m[0].split(/[-\u2010\u2011]/u),
    ),
  );
  return words.filter((w) => !glueWords.has(w) || bound.has(w));
}

/**
 * The word a name is about: the last before a preposition ("theory of mind"), the verb of a gerund with its
 * plural object ("clustering documents" is a clustering), else the last.
 */
function headOf(words: readonly string[], content: readonly string[], name: string): string {
  const preposition = words.findIndex((w, i) => i > 0 && prepositions.has(w) && !content.includes(w));
  const before = preposition > 0 ? content.filter((w) => words.indexOf(w) < preposition) : [];
  if (before.length > 0) return before.at(-1)!;
  if (content.length >= 2 && content[0]!.endsWith("ing") && /\p{L}s$/u.test(name.trim())) return content[0]!;
  return content.at(-1) ?? "";
}

export function nameShape(concept: ScopedConcept): NameShape {
  const words = concept.key.split(" ").filter(Boolean);
  const content = contentWords(words, concept.name);
  const initials = words.length >= 2 ? [...new Set([words, content].map((ws) => ws.map((w) => w[0]).join("")))] : [];
  return {
    concept,
    words,
    content,
    head: headOf(words, content, concept.name),
    sense: mainSense(words.join(" ")),
    numbers: (concept.name.match(/\d+/g) ?? []).join(" "),
    joined: content.map(canonicalSpelling).join(""),
    acronym: words.length === 1 ? acronymLetters(concept.name) : null,
    initials,
  };
}

// ---- how two names relate ----

export type RelationKind =
  "words" | "class" | "joined" | "spelling" | "inflection" | "initials" | "edit" | "synonym" | "derivation";

export interface Relation {
  kind: RelationKind;
  /** For "class": which side adds words, and the words. For "initials": which side is the acronym. */
  side?: 0 | 1;
  added?: string[];
  /** The words that differ, one of each name, for the reason. */
  words?: [string, string];
}

/** The weakest link decides what the two names are to each other. */
const linkOrder: WordLink[] = ["same", "spelling", "inflection", "edit", "synonym", "derivation"];

/**
 * Aligns the content words of two names: each word of one must be the same as, or a variant of, a word of the
 * other; words left over are allowed on one side only, and only when each only names a class ("algorithm").
 */
function alignNames(a: NameShape, b: NameShape): Relation | null {
  if (a.content.length === 0 || b.content.length === 0) return null;
  if (a.joined === b.joined && a.content.length !== b.content.length) return { kind: "joined" };
  if (!alignable(a.content, b.content)) return null;
  const leftA = [...a.content];
  const leftB = [...b.content];
  // Exact (canonical) matches first, so a variant link never takes a word that has its own twin.
  for (let i = leftA.length - 1; i >= 0; i--) {
    const j = leftB.indexOf(leftA[i]!);
    if (j < 0) continue;
    leftA.splice(i, 1);
    leftB.splice(j, 1);
  }
  // The same words about the same thing: "lung cancer"/"cancer of the lung", not "value function"/"function value".
  if (leftA.length === 0 && leftB.length === 0) return a.head === b.head ? { kind: "words" } : null;
  if (leftA.length === 0 || leftB.length === 0) return classRelation(a, b, leftA.length === 0 ? 1 : 0);
  if (leftA.length !== leftB.length || leftA.length > 2) return null;
  // Both names must be about the same thing: the heads are the same word, or each other's variant.
  if (!leftA.includes(a.head) && a.head !== b.head) return null;
  let weakest: WordLink = "same";
  let differing: [string, string] | undefined;
  for (const word of leftA) {
    // A head pairs with the other's head, a modifier with a modifier; the closest link wins.
    const isHead = word === a.head;
    let best: { index: number; link: WordLink } | null = null;
    for (let index = 0; index < leftB.length; index++) {
      if ((leftB[index] === b.head) !== isHead) continue;
      const link = linkWords(word, leftB[index]!, isHead ? "head" : "modifier");
      if (link && (!best || linkOrder.indexOf(link) < linkOrder.indexOf(best.link))) best = { index, link };
    }
    if (!best) return null;
    differing ??= [word, leftB[best.index]!];
    leftB.splice(best.index, 1);
    if (linkOrder.indexOf(best.link) > linkOrder.indexOf(weakest)) weakest = best.link;
  }
  return { kind: weakest === "same" ? "words" : weakest, words: differing };
}

/**
 * A quick test before aligning (most pairs of a block fail it): once the shared words are set aside, the rest is
 * one or two words swapped, or words on one side only.
 */
function alignable(a: readonly string[], b: readonly string[]): boolean {
  let shared = 0;
  for (const word of a) if (b.includes(word)) shared++;
  const [onlyA, onlyB] = [a.length - shared, b.length - shared];
  return onlyA === 0 || onlyB === 0 || (onlyA === onlyB && onlyA <= 2);
}

/** Class words that name a way of doing something: added to the name of a method, they change nothing. */
const methodClassWords = new Set(["method", "algorithm", "technique", "approach", "procedure"]);

/** The content words without the class words at the end: "vienna rna" of "Vienna RNA software package". */
function core(shape: NameShape): string {
  let end = shape.content.length;
  while (end > 1 && classNouns.has(shape.content[end - 1]!)) end--;
  return shape.content.slice(0, end).join(" ");
}

/**
 * Whether a name is a proper name: a token with two capitals or a digit ("RNA", "ReGret", "ICESat2"), or a
 * capitalised word the dictionary knows as a name ("Vienna", "Bayes").
 */
export function isProperName(name: string): boolean {
  return name.split(/[\s\-\u2010\u2011/]+/u).some((token) => {
    if ((token.match(/\p{Lu}/gu) ?? []).length >= 2 || (/\p{N}/u.test(token) && /\p{L}/u.test(token))) return true;
    return /^\p{Lu}/u.test(token) && (nounSynsets(token.toLowerCase(), 1)[0]?.capitalised ?? false);
  });
}

/**
 * "gradient descent algorithm" and "gradient descent": the longer only adds words that name the class of the thing,
 * at its end. That holds when the shorter names a thing of that class: a proper name ("Vienna RNA package",
 * "ReGret model"), or a method named without "method" ("collaborative filtering algorithm"). Otherwise the class
 * word makes another thing of it: "ocean model" is a model of the ocean, "user interaction models" are models of
 * user interactions.
 */
function classRelation(a: NameShape, b: NameShape, longer: 0 | 1): Relation | null {
  const [long, short] = longer === 0 ? [a, b] : [b, a];
  const base = core(short);
  if (core(long) !== base) return null;
  const classTail = (shape: NameShape) => shape.content.slice(base.split(" ").length);
  const added = classTail(long).filter((w) => !classTail(short).includes(w));
  if (added.length === 0) return null;
  const named = short.acronym !== null || isProperName(short.concept.name);
  // A method of several words ("collaborative filtering"); one word alone ("clustering", "approximation") names an
  // activity or a field, and its "algorithm" is one of many (reading keeps them apart for the same reason).
  const method =
    short.content.length >= 2 &&
    short.concept.category === "methodology" &&
    added.every((w) => methodClassWords.has(w));
  return named || method ? { kind: "class", side: longer, added } : null;
}

/** "GW" and "gravitational waves", "EoS" and "equation of state": one name is the other's initials. */
function initialsRelation(a: NameShape, b: NameShape): Relation | null {
  if (a.acronym && b.initials.includes(a.acronym)) return { kind: "initials", side: 0 };
  if (b.acronym && a.initials.includes(b.acronym)) return { kind: "initials", side: 1 };
  return null;
}

/** Whole names the dictionary gives as one sense: "heart attack"/"myocardial infarction". */
function synonymRelation(a: NameShape, b: NameShape): Relation | null {
  if (a.sense === null || a.sense !== b.sense) return null;
  if (oneAdjective(a) || oneAdjective(b) || wordsWithin(a, b) || wordsWithin(b, a)) return null;
  return { kind: "synonym" };
}

/** A one-word name that is also an adjective is most often meant as one ("Rational" is no rational number). */
const oneAdjective = (shape: NameShape) => shape.words.length === 1 && isAdjective(shape.words[0]!);

/** A name that adds a word to the other names a kind of it, whatever the dictionary says ("cerebral cortex"). */
const wordsWithin = (x: NameShape, y: NameShape) => x.content.every((w) => y.content.includes(w));

export function relate(a: NameShape, b: NameShape): Relation | null {
  if (a.numbers !== b.numbers) return null;
  return initialsRelation(a, b) ?? alignNames(a, b) ?? synonymRelation(a, b);
}
