/**
 * The normalised key of a concept: equal keys mean the same concept, within a document and across documents.
 *
 * normalizeConceptKey("Neural Networks") === normalizeConceptKey("neural-network") === "neural network".
 * Lower case; hyphens, underscores and slashes become spaces; other punctuation is removed; every word is reduced
 * to its singular (WordNet decides between candidate singulars; rules cover words WordNet does not know).
 * Deterministic and pure apart from a one-time lazy load of WordNet's noun index.
 */
import { isAdjective, isNoun } from "./wordnet.ts";

/**
 * Irregular and Latin/Greek plurals that suffix rules get wrong. A Map: a plain object would answer "constructor"
 * with Object.prototype's.
 */
const irregularPlurals = new Map<string, string>(
  Object.entries({
    children: "child",
    mice: "mouse",
    geese: "goose",
    teeth: "tooth",
    feet: "foot",
    lice: "louse",
    oxen: "ox",
    criteria: "criterion",
    phenomena: "phenomenon",
    automata: "automaton",
    matrices: "matrix",
    vertices: "vertex",
    indices: "index",
    appendices: "appendix",
    simplices: "simplex",
    radii: "radius",
    nuclei: "nucleus",
    stimuli: "stimulus",
    loci: "locus",
    foci: "focus",
    fungi: "fungus",
    cacti: "cactus",
    alumni: "alumnus",
    bacteria: "bacterium",
    curricula: "curriculum",
    corpora: "corpus",
    genera: "genus",
    schemata: "schema",
    lemmata: "lemma",
    maxima: "maximum",
    minima: "minimum",
    optima: "optimum",
    spectra: "spectrum",
    quanta: "quantum",
    strata: "stratum",
    memoranda: "memorandum",
    addenda: "addendum",
    errata: "erratum",
    formulae: "formula",
    antennae: "antenna",
    larvae: "larva",
    vertebrae: "vertebra",
    // Ambiguous plurals, resolved to the more frequent technical reading.
    bases: "base",
    axes: "axis",
    ellipses: "ellipse",
  }),
);

/** Words that end in -s but are singular (or have no singular): never stripped. */
const invariant = new Set([
  "news",
  "series",
  "species",
  "means",
  "lens",
  "gas",
  "bus",
  "plus",
  "bias",
  "atlas",
  "chaos",
  "canvas",
  "corps",
  "thesis",
  "analysis",
  "basis",
  "crisis",
  "axis",
  "status",
  "virus",
  "campus",
  "census",
  "consensus",
  "corpus",
  "focus",
  "genus",
  "radius",
  "stimulus",
  "nexus",
  "apparatus",
  "hiatus",
  "prospectus",
  "syllabus",
  "bonus",
  "whereas",
  "always",
  "perhaps",
  "towards",
  "afterwards",
  "besides",
  "sometimes",
  "nevertheless",
  "thus",
  "various",
  "previous",
  "numerous",
  "continuous",
  "this",
  "its",
  "has",
  "was",
  "is",
  "us",
  "yes",
  "dais",
  "iris",
  "kudos",
  "headquarters",
  "mathematics",
  "physics",
  "economics",
  "statistics",
  "ethics",
  "politics",
  "linguistics",
  "genetics",
  "electronics",
  "dynamics",
  "semantics",
  "graphics",
  "robotics",
  "logistics",
  "optics",
  "acoustics",
  "mechanics",
  "analytics",
  "diabetes",
  "measles",
  "rabies",
  "herpes",
  "bayes",
  "pros",
  "cons",
  "arts",
  "earnings",
  "savings",
  "surroundings",
  "belongings",
  "outskirts",
  "premises",
  "remains",
  "goods",
  "clothes",
  "trousers",
  "scissors",
  "glasses",
  "jeans",
  "thanks",
  "congratulations",
  "sports",
  "aids",
  "sars",
  "covid",
  "windows",
]);

const wordCache = new Map<string, string>();
const CACHE_LIMIT = 200_000;

const inWordNet = isNoun;

/** Reduces one lower-case word to its singular; leaves words that are not plural nouns alone. */
export function singularizeWord(word: string): string {
  const cached = wordCache.get(word);
  if (cached !== undefined) return cached;
  const result = singularizeUncached(word);
  if (wordCache.size >= CACHE_LIMIT) wordCache.clear();
  wordCache.set(word, result);
  return result;
}

function singularizeUncached(word: string): string {
  const irregular = irregularPlurals.get(word);
  if (irregular) return irregular;
  if (word.length <= 3 || !/^[a-z][a-z0-9']*$/.test(word)) return word;
  if (invariant.has(word)) return word;
  if (word.endsWith("men") && word.length > 4 && inWordNet(`${word.slice(0, -3)}man`)) return `${word.slice(0, -3)}man`;
  if (!word.endsWith("s")) return word;
  if (word.endsWith("ss") || word.endsWith("ous") || word.endsWith("ics") || word.endsWith("'s")) return word;

  // Candidate singulars in WordNet morphy's order of detachment rules, each checked against the noun index.
  const candidates: string[] = [];
  if (word.endsWith("ies")) candidates.push(`${word.slice(0, -3)}y`);
  if (word.endsWith("ices")) candidates.push(`${word.slice(0, -4)}ex`, `${word.slice(0, -4)}ix`);
  if (word.endsWith("ses")) candidates.push(`${word.slice(0, -3)}sis`);
  candidates.push(word.slice(0, -1));
  if (/(ses|xes|zes|ches|shes|oes)$/.test(word)) candidates.push(word.slice(0, -2));
  for (const candidate of candidates) {
    if (inWordNet(candidate)) return candidate;
  }
  // A known noun or adjective that no singular explains is left alone (e.g. "texas", "lupus").
  if (inWordNet(word) || isAdjective(word)) return word;
  if (word.endsWith("us") || word.endsWith("is")) return word;
  // Rules for words WordNet does not know (technical terms, acronym plurals such as "llms").
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(sses|xes|zes|ches|shes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** Splits a phrase into normalised (lower-case, punctuation-free) words, before singularisation. */
export function normalizedWords(phrase: string): string[] {
  const lowered = phrase
    .normalize("NFKC")
    // Acronym plurals ("GPUs", "LLMs") lose their "s" while the capitals still show it is one.
    .replace(/\b(\p{Lu}[\p{Lu}\d]+)s\b/gu, "$1")
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212_/\\-]+/g, " ")
    .replace(/['\u2019]s\b/g, "")
    .replace(/[^\p{L}\p{N}\s]+/gu, "");
  return lowered.split(/\s+/).filter((w) => w.length > 0);
}

const keyCache = new Map<string, string>();

/** The concept key: lower case, hyphen/underscore/slash as space, punctuation removed, each word singular. */
export function normalizeConceptKey(phrase: string): string {
  const cached = keyCache.get(phrase);
  if (cached !== undefined) return cached;
  const key = normalizedWords(phrase).map(singularizeWord).join(" ");
  if (keyCache.size >= CACHE_LIMIT) keyCache.clear();
  keyCache.set(phrase, key);
  return key;
}

const tokenCache = new Map<string, string[]>();

/** A token's key words (normalised, singular); cached, so callers must not modify the array. */
export function tokenKeyWords(token: string): readonly string[] {
  const cached = tokenCache.get(token);
  if (cached !== undefined) return cached;
  const words = normalizedWords(token).map(singularizeWord);
  if (tokenCache.size >= CACHE_LIMIT) tokenCache.clear();
  tokenCache.set(token, words);
  return words;
}
