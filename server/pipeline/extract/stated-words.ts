// The words the relation reader weighs (./stated-joints.ts, ./stated-relations.ts): determiners, relative pronouns,
// relational and kind nouns, list words, negations, subordinators, participles; and token tests built on them.
import type { Token } from "./nlp.ts";
import { isVerb } from "./wordnet.ts";

/** A set of the space-separated words of `list`. */
export const words = (list: string) => new Set(list.split(" "));

// Not "that": after a verb it opens a clause ("believes that B ..."), which states nothing of B.
export const determiners = words(
  "the a an this these those its their our my your his her each every all both some any such other various several many two three",
);

export const relativePronouns = new Set(["that", "which", "who", "whose", "whereby"]);

/** Nouns that make a preposition group relational rather than a new thing: "in the context of", "in terms of". */
export const relationalNouns = words(
  "context terms term part respect combination basis means form presence absence case place addition contrast comparison favour favor spite front framework use help aid way kind type class family variant instance example subset member generalization generalisation extension component element application aspect aspects property properties",
);

/** Nouns of "A is a kind of B": the second mention is the first one's broader concept. */
export const kindNouns = words(
  "kind kinds type types class classes family families form forms variant variants instance instances example examples subset subsets subclass subclasses special case cases member members branch branches subfield subfields sort sorts version versions",
);

export const listWords = new Set([
  "and",
  "or",
  "and/or",
  ",",
  "as well as",
  "together with",
  "along with",
  "plus",
  "nor",
  "versus",
  "vs",
  "vs.",
]);
export const exampleOpeners =
  /^(?:,\s*)?(?:such as|like|including|e\.g\.|for example|for instance|especially|particularly|in particular|namely|viz\.?|i\.e\.)(?:\s*,)?$/i;

/** Prepositions of means: after a verb's object they say how the verb's subject acts. */
export const INSTRUMENTAL = new Set(["by", "using", "via", "through", "by means of", "with the help of", "by using"]);

/** Negations of a verb: the relationship holds, negated, and its label says so ("does not improve"). */
export const verbNegations = new Set(["not", "never", "n't", "cannot"]);
/** Negations of anything else ("no", "neither ... nor", "without"): nothing is asserted. */
export const negations = new Set(["no", "neither", "nor", "without"]);

/** "no slowing for B": the word before a mention denies the thing it names, so nothing is said of it. */
export function deniesNext(token: Token | undefined): boolean {
  return !!token && negations.has(token.lower);
}

/** Words that open a clause of its own: what follows them is not an object of what came before. */
// "how" and "why" open an indirect question ("a view on how to design B"): B is not the view's.
export const subordinators = words(
  "that whether if so where when while because although though since unless once whereas how why",
);

const irregularParticiples = words(
  "known built made done given taken seen shown drawn found held led left put set told thought brought bought caught taught sent spent grown written chosen driven proven",
);

/**
 * A participle ("used", "taken", "known", "using"), told from a verb that merely ends like one ("need", "feed",
 * "bring"): the stem must be a verb.
 */
export function isParticiple(word: string, kind: "past" | "any" = "any"): boolean {
  if (irregularParticiples.has(word)) return true;
  const stemsOf = (suffix: string) => {
    if (!word.endsWith(suffix) || word.length <= suffix.length + 1) return [];
    const stem = word.slice(0, -suffix.length);
    const doubled = /([b-df-hj-np-tv-z])\1$/.test(stem) ? [stem.slice(0, -1)] : []; // "stopped", "running"
    return [stem, `${stem}e`, ...doubled, ...(stem.endsWith("i") ? [`${stem.slice(0, -1)}y`] : [])]; // "studied"
  };
  const past = [...stemsOf("ed"), ...stemsOf("en")];
  if (past.some((stem) => isVerb(stem))) return true;
  return kind === "any" && stemsOf("ing").some((stem) => isVerb(stem));
}

export function hasComma(tokens: Token[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (tokens[k]!.text === ",") return true;
  return false;
}

/** A short aside in brackets ("(NCA)", "(Smith, 1993)") is read past, as a reader does. */
export function withoutAsides(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.text === "(") {
      const close = tokens.findIndex((t, k) => k > i && t.text === ")");
      // A citation ("(Biber, 1993; Nagao, 1993)") may be long; any other aside is a few words.
      const cited = close > i && tokens.slice(i, close).some((t) => /^(?:1[89]|20)\d\d[a-z]?$/.test(t.text));
      if (close > i && (close - i <= 6 || (cited && close - i <= 30))) {
        i = close;
        continue;
      }
    }
    out.push(tokens[i]!);
  }
  return out;
}

/** A preposition stands before the mention that starts at token `first` (its determiners and modifiers skipped). */
export function afterPreposition(tokens: Token[], first: number, sentenceStart: number): boolean {
  for (let k = first - 1; k >= sentenceStart; k--) {
    const t = tokens[k]!;
    // "through which A may ...": A is the subject of the relative clause.
    if (relativePronouns.has(t.lower)) return false;
    if (t.pos === "DET" || t.pos === "ADJ" || t.pos === "NUM" || determiners.has(t.lower)) continue;
    // "for administrative and clerical jobs": a conjunction between the adjectives.
    if (t.pos === "CCONJ" && tokens[k - 1]?.pos === "ADJ") continue;
    // "a cause of missing treatment is": the gerund's object is inside the prepositional phrase.
    if (t.pos === "VERB" && /(?:ing|ed)$/.test(t.lower) && tokens[k - 1]?.pos === "ADP") continue;
    if (t.pos !== "ADP" || subordinators.has(t.lower)) return false;
    // "Just as A can be viewed as B": "as" opening a clause is a conjunction.
    const before = tokens[k - 1];
    if (t.lower === "as" && (k === sentenceStart || before?.pos === "ADV" || before?.text === ",")) return false;
    // "some of the A", "a family of A", "the use of A": the phrase is A, the word before "of" only counts or
    // classes it.
    return !(t.lower === "of" && lightNounBefore(tokens, k, sentenceStart));
  }
  return false;
}

const quantifiers = words("some many most all each one none several any few both part majority number lot");

/** A quantifier or a word that only classes what follows ("family", "set", "use") stands before token `of`. */
function lightNounBefore(tokens: Token[], of: number, sentenceStart: number): boolean {
  const word = of > sentenceStart ? tokens[of - 1]!.lower : "";
  return quantifiers.has(word) || kindNouns.has(word) || relationalNouns.has(word) || setNouns.has(word);
}

const setNouns = words("set sets family families collection group groups series range variety array pair couple");

export function isPossessive(token: Token | undefined): boolean {
  return !!token && /^['’]s?$/.test(token.text);
}
