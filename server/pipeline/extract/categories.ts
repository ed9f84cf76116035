/**
 * A concept's category: methodology, theoretical, technical (the colours a reader learns) or general, from what the
 * concept is: its head word ("gradient descent algorithm" is an algorithm), else what its defining sentence calls
 * it ("Bullet is an efficient data distribution system"), else WordNet's sense of its head when that sense is a
 * made thing. Person, organisation and place only on strong evidence: an honorific, an organisation's head word on
 * a name, WordNet knowing the name as a person or a place. Unsure is "general". See docs/DECISIONS.md.
 */
import { isEnglishWord } from "../reading/english-words.ts";
import type { ConceptCategory } from "./types.ts";
import { firstSenseIsA, nounEntry, nounSynsets, type NounSynset } from "./wordnet.ts";
import { methodHeads, organizationHeads, personTitles, placeHeads, technicalHeads, theoryHeads } from "./lexicon.ts";

export interface CategoryInput {
  /** Normalised singular words (the concept key split on spaces). */
  words: string[];
  /** The display name as written. */
  name: string;
  /** Written with capitals as a name (every occurrence a proper-noun run). */
  proper: boolean;
  /** The word before the first occurrence, lower case ("dr", "prof"...), if any. */
  previousWord: string | null;
  /** Whether the text writes it after an article or a determiner somewhere ("the Adam optimiser"): a thing. */
  usedAsThing?: boolean;
  /**
   * The class word the text names it as, for a name: "the Cora dataset", "datasets—Citeseer, Cora and Pubmed"
   * (lower case, singular). The text's own word for what a name is outweighs any dictionary sense of the name.
   */
  namedAs?: string | null;
  acronym: string | null;
  /** The sentence that defines the concept, when the text has one. */
  definition?: string | null;
}

export interface CategoryResult {
  category: ConceptCategory;
  /** The WordNet sense that decided it, if one did. */
  synset: NounSynset | null;
}

/** Heads too vague on their own to say what a one-word concept is ("model", "test", "graph"). */
const genericAlone = new Set([
  "model",
  "system",
  "function",
  "analysis",
  "approach",
  "method",
  "search",
  "test",
  "testing",
  "learning",
  "training",
  "language",
  "code",
  "graph",
  "tree",
  "vector",
  "index",
  "memory",
  "storage",
  "service",
  "agent",
  "application",
  "program",
  "format",
  "standard",
  "component",
  "module",
  "layer",
  "interface",
  "scheme",
  "evaluation",
  "assessment",
  "trial",
  "bound",
  "law",
  "principle",
  "framework",
  "platform",
  "network",
  "tool",
  "machine",
  "engine",
  "matrix",
  "data",
  "sequence",
  "prediction",
  "effect",
  "concept",
  "design",
  "measure",
  "rate",
  "ratio",
  "score",
  "parameter",
  "variable",
  "statistic",
  "indicator",
  "synthesis",
  "extraction",
  "matching",
  "monitoring",
  "profiling",
]);

/** WordNet's senses of what can be measured: a temperature, a radius, a rate, a concentration, a probability. */
const measurable = new Set([
  "fundamental quantity",
  "definite quantity",
  "magnitude relation",
  "physical property",
  "concentration",
  "probability",
  "statistic",
]);

/**
 * The category WordNet's sense says a thing of study is: a made thing, a material or a part of a body (a gene, the
 * striatum) is technical, and so is a measurable quantity; a process (growth, evolution, deposition) is theoretical.
 * Acts, states, cognition, groups and other qualities say too little (voting, cancer, epidemiology, patients).
 */
function kindCategory(sense: NounSynset, head: string): ConceptCategory | null {
  switch (sense.lexname) {
    case "noun.artifact":
    case "noun.substance":
    case "noun.body":
      return "technical";
    case "noun.process":
      return "theoretical";
    case "noun.attribute":
    case "noun.quantity":
    case "noun.relation":
      return firstSenseIsA(head, measurable) ? "technical" : null;
    default:
      return null;
  }
}

const cache = new Map<string, CategoryResult>();

/** The head of a phrase: its last word, or the word before "of/for/in/on" ("theory of relativity"). */
function headOf(words: string[]): string {
  const preposition = words.findIndex((w, k) => k > 0 && (w === "of" || w === "for" || w === "on" || w === "in"));
  return (preposition > 0 ? words[preposition - 1] : words[words.length - 1]) ?? "";
}

/**
 * A technique named by its Greek ending, in every science: spectroscopy, tomography, cytometry. WordNet must know it
 * as an act or a process, or not at all (geography, bibliography and geometry are fields, writings and shapes).
 */
function isTechniqueByEnding(head: string): boolean {
  if (!/.{3}(?:scopy|graphy|metry)$/.test(head)) return false;
  const sense = nounEntry(head) ? nounSynsets(head, 1)[0] : undefined;
  return !sense || sense.lexname === "noun.act" || sense.lexname === "noun.process";
}

/** What a head word makes a concept, by the lists of lexicon.ts and the endings of technique names. */
function byHead(head: string): ConceptCategory | null {
  if (methodHeads.has(head) || isTechniqueByEnding(head)) return "methodology";
  if (theoryHeads.has(head)) return "theoretical";
  if (technicalHeads.has(head)) return "technical";
  return null;
}

/** "X is a/an (adjectives) NOUN ...": the noun the definition calls the concept. */
function definedAs(definition: string | null | undefined): string | null {
  if (!definition) return null;
  const match =
    /\b(?:is|are|was|were)\s+(?:an?|the|one)\s+((?:[\p{L}-]+\s+){0,4}?)([\p{L}-]+?)s?\b(?=\s+(?:that|which|for|of|to|used|where|in|with|whose|by|on|designed|based|called|consisting)\b|[,.;:]|$)/iu.exec(
      definition,
    );
  return match ? (match[2] ?? "").toLowerCase() : null;
}

/**
 * A person's name as papers and reference notes write one: two to four capitalised words with an initial among them
 * ("Peter J. Sterk", "M. Broekema") and a surname that is no English word. Without an initial, two unknown
 * capitalised words are as often a product or a typo ("Garmin Fenix", "Principal Invesigator") as a person.
 */
function looksLikePersonName(name: string): boolean {
  // A catalogue's order, surname first: "Chazdon, Robin L.", "Davies, Stuart"; never "Paris, France".
  const inverted = /^(\p{Lu}[\p{Ll}'’-]+), (\p{Lu}(?:[\p{Ll}'’-]+|\.))(?: \p{Lu}\.)*$/u.exec(name);
  if (inverted) return !isPlace(inverted[1]!) && !isPlace(inverted[2]!);
  const parts = name.split(/\s+/);
  if (parts.length < 2 || parts.length > 4) return false;
  if (!parts.every((p) => /^\p{Lu}[\p{Ll}'’-]+$/u.test(p) || /^(?:\p{Lu}\.)+$/u.test(p))) return false;
  const last = parts[parts.length - 1]!;
  return parts.some((p) => /^(?:\p{Lu}\.)+$/u.test(p)) && /\p{Ll}/u.test(last) && !isEnglishWord(last.toLowerCase());
}

const isPlace = (name: string): boolean =>
  nounEntry(name) !== undefined && nounSynsets(name, 1)[0]?.lexname === "noun.location";

/** Person, organisation or place when the evidence is strong; null otherwise. */
function entityOf(input: CategoryInput, head: string, synsets: NounSynset[]): CategoryResult | null {
  if (!input.proper) return null;
  if (input.previousWord && personTitles.has(input.previousWord.replace(/\.$/, "")))
    return { category: "person", synset: null };
  if (input.words.length > 1 && organizationHeads.has(head)) return { category: "organization", synset: null };
  if (input.words.length > 1 && placeHeads.has(head)) return { category: "place", synset: null };
  // A place WordNet knows first as a place ("Berlin"); a person only when the word is no common noun too
  // ("Python" the language, "python" the snake).
  if (synsets[0]?.capitalised && synsets[0].lexname === "noun.location")
    return { category: "place", synset: synsets[0] };
  // A person's name is never written after an article: "the Adam optimiser" names a thing.
  if (input.usedAsThing) return null;
  const person = synsets.some((s) => !s.capitalised)
    ? undefined
    : synsets.find((s) => s.capitalised && s.instance && s.lexname === "noun.person");
  if (person) return { category: "person", synset: person };
  if (!input.acronym && looksLikePersonName(input.name)) return { category: "person", synset: null };
  return null;
}

function categoriseUncached(input: CategoryInput): CategoryResult {
  const { words } = input;
  const head = headOf(words);
  const phrase = words.join(" ");
  const synsets = nounEntry(phrase) ? nounSynsets(phrase, 3) : [];
  const named = input.namedAs ? byHead(input.namedAs) : null;
  if (named) return { category: named, synset: null };
  const entity = entityOf(input, head, synsets);
  if (entity) return entity;
  // A lone generic head says little ("model", "analysis"): it decides only inside a longer phrase.
  const headCategory = words.length > 1 || !genericAlone.has(head) ? byHead(head) : null;
  if (headCategory) return { category: headCategory, synset: null };
  const definedCategory = byHead(definedAs(input.definition) ?? "");
  if (definedCategory) return { category: definedCategory, synset: null };
  // WordNet's first sense of the whole phrase, else of its head, when it says what kind of thing a science studies.
  const sense = synsets[0] ?? (words.length > 1 && nounEntry(head) ? nounSynsets(head, 1)[0] : undefined);
  // A letter or a number is no head WordNet should read ("L." is no litre, "Chapter 3" no quantity), nor is a
  // name's last word ("001 The Bridge" is a chapter, not a bridge).
  const wordHead = /^\p{L}{2,}/u.test(head) && !genericAlone.has(head) && !(input.proper && words.length > 1);
  const byKind = sense && !sense.instance && wordHead ? kindCategory(sense, head) : null;
  if (byKind) return { category: byKind, synset: sense ?? null };
  return { category: "general", synset: sense ?? null };
}

/** Decides a concept's category. Deterministic; cached by its inputs. */
export function categorise(input: CategoryInput): CategoryResult {
  const cacheKey = `${input.words.join(" ")}|${input.proper ? 1 : 0}|${input.usedAsThing ? 1 : 0}|${input.namedAs ?? ""}|${input.previousWord ?? ""}|${input.acronym ?? ""}|${input.name}|${input.definition ?? ""}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const result = categoriseUncached(input);
  if (cache.size > 50_000) cache.clear();
  cache.set(cacheKey, result);
  return result;
}
