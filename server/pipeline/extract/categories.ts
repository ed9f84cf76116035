/**
 * A concept's category (one of `conceptCategories`), from its form, its head word and WordNet's lexicographer files.
 * The mapping is documented in docs/DECISIONS.md ("Concept categories").
 */
import type { ConceptCategory } from "./types.ts";
import { nounEntry, nounSynsets, isAdjective, type NounSynset } from "./wordnet.ts";
import { eventHeads, methodHeads, organizationHeads, personTitles, placeHeads, technicalHeads, theoryHeads } from "./lexicon.ts";

export interface CategoryInput {
  /** Normalised singular words (the concept key split on spaces). */
  words: string[];
  /** The display name as written. */
  name: string;
  /** Written with capitals as a name (every occurrence a proper-noun run). */
  proper: boolean;
  /** The word before the first occurrence, lower case ("dr", "prof"...), if any. */
  previousWord: string | null;
  acronym: string | null;
}

export interface CategoryResult {
  category: ConceptCategory;
  /** The WordNet sense that decided it, when the whole phrase is an entry (used for a sense-consistent gloss). */
  synset: NounSynset | null;
}

const lexnameCategory: Record<string, ConceptCategory> = {
  "noun.cognition": "theoretical",
  "noun.artifact": "technical",
  "noun.substance": "technical",
  "noun.process": "technical",
  "noun.phenomenon": "technical",
  "noun.body": "technical",
  "noun.communication": "technical",
};

const properLexnameCategory: Record<string, ConceptCategory> = {
  "noun.person": "person",
  "noun.location": "place",
  "noun.group": "organization",
  "noun.event": "event",
  "noun.act": "event",
};

/** Person, place, organisation and event are for names (entities); a common noun's lexname does not make one. */
const entityCategories = new Set<ConceptCategory>(["person", "place", "organization", "event"]);

const cache = new Map<string, CategoryResult>();

function looksLikePersonName(name: string, words: string[]): boolean {
  const parts = name.split(/\s+/);
  if (parts.length < 2 || parts.length > 3) return false;
  if (!parts.every((p) => /^\p{Lu}[\p{Ll}'’-]+$/u.test(p) || /^\p{Lu}\.$/u.test(p))) return false;
  const last = words[words.length - 1] ?? "";
  // A surname is rarely an ordinary lower-case word, unless WordNet lists it as a person ("Newton").
  const lastSynsets = nounSynsets(last, 3);
  const lastIsPerson = lastSynsets.some((s) => s.lexname === "noun.person" && s.capitalised);
  const lastIsCommon = lastSynsets.some((s) => !s.capitalised) || isAdjective(last);
  if (lastIsCommon && !lastIsPerson) return false;
  const first = words[0] ?? "";
  const firstSynsets = nounSynsets(first, 3);
  const firstIsCommon = firstSynsets.some((s) => !s.capitalised && s.lexname !== "noun.person") || isAdjective(first);
  return !firstIsCommon || lastIsPerson;
}

/** Decides a concept's category. Deterministic; cached by key and form. */
export function categorise(input: CategoryInput): CategoryResult {
  const cacheKey = `${input.words.join(" ")}|${input.proper ? 1 : 0}|${input.previousWord ?? ""}|${input.acronym ?? ""}|${input.name}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const result = categoriseUncached(input);
  if (cache.size > 50_000) cache.clear();
  cache.set(cacheKey, result);
  return result;
}

function categoriseUncached(input: CategoryInput): CategoryResult {
  const { words, proper } = input;
  // "theory of relativity": the head is the noun before the preposition.
  const preposition = words.findIndex((w, k) => k > 0 && (w === "of" || w === "for" || w === "on" || w === "in"));
  const head = (preposition > 0 ? words[preposition - 1] : words[words.length - 1]) ?? "";
  const phrase = words.join(" ");
  const synsets = nounEntry(phrase) ? nounSynsets(phrase, 3) : [];

  if (proper) {
    if (input.previousWord && personTitles.has(input.previousWord.replace(/\.$/, ""))) return { category: "person", synset: null };
    if (words.length > 1 && organizationHeads.has(head)) return { category: "organization", synset: null };
    if (words.length > 1 && placeHeads.has(head)) return { category: "place", synset: null };
    if (words.length > 1 && eventHeads.has(head)) return { category: "event", synset: null };
    const named = synsets.find((s) => s.capitalised);
    if (named) {
      const category = properLexnameCategory[named.lexname];
      if (category === "event" && named.lexname === "noun.act" && !named.instance) {
        // a capitalised act that is not a named instance: not an event
      } else if (category) {
        return { category, synset: named };
      }
    }
    if (looksLikePersonName(input.name, words)) return { category: "person", synset: null };
  }

  if (methodHeads.has(head) && (words.length > 1 || head === "algorithm" || head === "methodology" || head === "technique" || head === "protocol")) {
    return { category: "methodology", synset: synsets[0] ?? null };
  }
  if (theoryHeads.has(head) && (words.length > 1 || !["rule", "argument", "model", "framework", "school", "effect", "law"].includes(head))) {
    return { category: "theoretical", synset: synsets[0] ?? null };
  }
  if (!proper && words.length > 1 && eventHeads.has(head) && !["cup", "launch", "mission", "strike", "attack", "landing"].includes(head)) {
    return { category: "event", synset: synsets[0] ?? null };
  }

  // WordNet: the whole phrase's most frequent sense, else the head word's.
  const whole = synsets[0];
  if (whole) {
    const category = lexnameCategory[whole.lexname];
    if (category && !entityCategories.has(category)) return { category, synset: whole };
    if (whole.lexname === "noun.group" && proper) return { category: "organization", synset: whole };
    return { category: "general", synset: whole };
  }
  if (technicalHeads.has(head)) return { category: "technical", synset: null };
  // The longest WordNet entry the phrase ends with ("recurrent neural network" → "neural network"), else the head.
  for (let k = 1; k < words.length; k++) {
    const suffix = words.slice(k).join(" ");
    const sense = nounEntry(suffix) ? nounSynsets(suffix, 1)[0] : undefined;
    if (!sense) continue;
    const category = lexnameCategory[sense.lexname];
    // An abstract head word does not make the phrase a theory ("self-attention"); a person noun makes a role.
    if (category && !entityCategories.has(category) && !(category === "theoretical" && k === words.length - 1)) return { category, synset: null };
    return { category: "general", synset: null };
  }
  // Unknown to WordNet: acronyms and coined words (digits, inner capitals) are usually technical terms.
  if (input.acronym || /\d|[a-z][A-Z]/.test(input.name) || /^[A-Z]{2,}/.test(input.name)) return { category: "technical", synset: null };
  return { category: "general", synset: null };
}
