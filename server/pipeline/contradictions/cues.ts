/**
 * Word lists behind the local contradiction cues. WordNet (antonyms.ts) knows general opposites; scientific
 * writing states results with a small set of directional verbs and comparatives that WordNet does not pair
 * ("induces" vs "prevents", "promotes" vs "inhibits", "presence" vs "absence"), listed here by direction.
 */

export const NEGATORS = new Set(["not", "no", "never", "none", "nor", "neither", "without", "cannot", "n't", "nothing", "lack", "lacks", "lacking", "unable", "incapable", "fails", "fail", "failed"]);

/** Direction of change or amount. */
const UP = ["activation", "induction", "stimulation", "enhancement", "promotion", "elevation", "enhancer", "cause", "accumulation", "improve", "worsen", "increase", "raise", "elevate", "enhance", "promote", "induce", "stimulate", "activate", "upregulate", "up-regulate", "accelerate", "augment", "amplify", "boost", "encourage", "facilitate", "trigger", "exacerbate", "intensify", "strengthen", "more", "higher", "greater", "larger", "faster", "presence", "gain", "generation", "production", "rise", "above", "most", "maximum", "all", "always"];
const DOWN = ["suppression", "inhibition", "reduction", "prevention", "deficiency", "depletion", "suppressor", "inhibitor", "impair", "decrease", "reduce", "lower", "diminish", "suppress", "inhibit", "prevent", "block", "downregulate", "down-regulate", "attenuate", "slow", "decelerate", "abolish", "abrogate", "lessen", "limit", "less", "fewer", "smaller", "slower", "absence", "loss", "removal", "elimination", "decline", "below", "least", "minimum", "none", "never", "weaken", "impair", "delay"];
/** Value of an outcome. */
const GOOD = ["improve", "restore", "protect", "benefit", "beneficial", "effective", "successful", "efficacious", "safe", "resistant", "favourable", "favorable", "positive", "better", "help", "heal", "rescue"];
const BAD = ["worsen", "impair", "damage", "harm", "harmful", "ineffective", "unsuccessful", "toxic", "vulnerable", "susceptible", "unfavourable", "unfavorable", "negative", "worse", "hurt", "aggravate", "detrimental", "susceptibility", "vulnerability", "poor", "poorer", "risk"];

const polarity = new Map<string, Array<"up" | "down" | "good" | "bad">>();
for (const [words, value] of [[UP, "up"], [DOWN, "down"], [GOOD, "good"], [BAD, "bad"]] as const) {
  for (const word of words) polarity.set(word, [...(polarity.get(word) ?? []), value]);
}
const OPPOSITE = { up: "down", down: "up", good: "bad", bad: "good" } as const;

/** Base forms to try for an inflected word: increases → increase, reduced → reduce, elevated → elevate. */
export function baseForms(word: string): string[] {
  const forms = [word];
  const strip = (suffix: string, add = "") => word.length > suffix.length + 2 && word.endsWith(suffix) && forms.push(word.slice(0, -suffix.length) + add);
  strip("s");
  strip("es");
  strip("ed");
  strip("ed", "e");
  strip("d");
  strip("ing");
  strip("ing", "e");
  strip("ies", "y");
  strip("ied", "y");
  return forms;
}

/** The directions a word expresses ("reduces" → down; "impaired" → down and bad). */
export function polarityOf(word: string): Array<"up" | "down" | "good" | "bad"> {
  for (const form of baseForms(word)) {
    const found = polarity.get(form);
    if (found) return found;
  }
  return [];
}

/** True when the two words point in opposite directions on some axis by the lists above. */
export function opposedByLexicon(a: string, b: string): boolean {
  const pb = polarityOf(b);
  return polarityOf(a).some((p) => pb.includes(OPPOSITE[p]));
}

/** Number words as digits, so "one in five" and "one in two" compare as figures. */
export const NUMBER_WORDS: Record<string, string> = { zero: "0", one: "1", two: "2", three: "3", four: "4", five: "5", six: "6", seven: "7", eight: "8", nine: "9", ten: "10", twice: "2", half: "0.5", double: "2", triple: "3" };

export const STOPWORDS = new Set(
  "a an the of in on at to for by with from and or but as is are was were be been being it its this that these those which who whom whose than then there their they them we our you your he she his her i me my can could may might will would shall should do does did has have had into onto over under between among during after before about against upon via per also such both each other".split(" "),
);
