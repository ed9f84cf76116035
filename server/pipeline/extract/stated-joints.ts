// How the words between two mentions of a sentence join them (./stated-relations.ts): a verb group, a preposition
// or relational phrase, a list, a kind; or nothing a reader would quote, when a clause, a pronoun, a negation or a
// third thing stands between them.
import type { Token } from "./nlp.ts";
import { thirdPersonOfVerb } from "./phrase-tokens.ts";
import { isVerb } from "./wordnet.ts";
import type { StatedKind } from "./stated-relations.ts";

/** A set of the space-separated words of `list`. */
export const words = (list: string) => new Set(list.split(" "));

/** At most this many tokens stand between two mentions that a joint relates. */
const MAX_JOINT_TOKENS = 7;

// Not "that": after a verb it opens a clause ("believes that B ..."), which states nothing of B.
export const determiners = words(
  "the a an this these those its their our his her each every all both some any such other various several many two three",
);

export const relativePronouns = new Set(["that", "which", "who", "whose", "whereby"]);

/** Nouns that make a preposition group relational rather than a new thing: "in the context of", "in terms of". */
const relationalNouns = words(
  "context terms term part respect combination basis means form presence absence case place addition contrast comparison favour favor spite front framework use help aid way kind type class family variant instance example subset member generalization generalisation extension component element application",
);

/** Nouns of "A is a kind of B": the second mention is the first one's broader concept. */
const kindNouns = words(
  "kind kinds type types class classes family families form forms variant variants instance instances example examples subset subsets subclass subclasses special case cases member members branch branches subfield subfields sort sorts",
);

const listWords = new Set(["and", "or", "and/or", ",", "as well as", "plus", "nor", "versus", "vs", "vs."]);
const exampleOpeners =
  /^(?:,\s*)?(?:such as|like|including|e\.g\.,?|for example,?|for instance,?|especially|particularly|in particular|namely|i\.e\.,?)$/i;

/** Prepositions of means: after a verb's object they say how the verb's subject acts. */
export const INSTRUMENTAL = new Set(["by", "using", "via", "through", "by means of", "with the help of", "by using"]);

const negations = new Set(["not", "no", "never", "n't", "cannot", "neither", "nor", "without"]);

export interface Joint {
  kind: StatedKind;
  label: string;
  /** Joined by a comma alone: a list ("A, B") or an apposition ("A, a B"). */
  comma?: boolean;
  /** "unlike", "in contrast to": said of the sentence's subject, not of the mention before it. */
  contrast?: boolean;
  /** "Unlike A, B ...": the comma after a fronted contrast sets B against A. */
  frontedContrast?: boolean;
  /** A verb joint that opens with the verb itself (no relative pronoun, no "to"), or with an auxiliary. */
  opensWith?: "verb" | "auxiliary";
  /** "X such as A": the second mention is the narrower one. */
  reversed?: boolean;
}

/**
 * "unlike", "in contrast to", "contrary to", "as opposed to" at the start of `words` (the whole of them when
 * `whole`, after an optional comma), as the label of a contrast; null otherwise.
 */
export function contrastPhrase(words: string, whole = false): string | null {
  const found = /^(?:, )?(unlike|in contrast (?:to|with)|as opposed to|contrary to)(?: |$)/.exec(words);
  if (!found || (whole && found[0].trimEnd().length !== words.length)) return null;
  return found[1]!;
}

/** What the tokens between two mentions say about them, or null when they do not join the two. */
export function readJoint(between: Token[]): Joint | null {
  if (between.length === 0 || between.length > MAX_JOINT_TOKENS) return null;
  const words = between.map((t) => t.lower);
  if (words.some((w) => negations.has(w))) return null;
  if (between.some((t) => t.pos === "PRON" && !relativePronouns.has(t.lower))) return null;
  if (words.some((w) => w === ";" || w === ":" || w === "(" || w === ")" || w === "[" || w === "]" || w === "?"))
    return null;

  const bare = stripEnd(between);
  const contrast = contrastPhrase(bare.map((t) => t.lower).join(" "), true);
  if (contrast) return { kind: "preposition", label: contrast, contrast: true };
  // Lists: "A and B", "A, B", "A, and the B", "A as well as B".
  // Apposition with an article: "A, a B" says what A is.
  if (between.length === 2 && between[0]!.lower === "," && ["a", "an"].includes(between[1]!.lower))
    return { kind: "kind", label: "is a kind of", comma: true };
  // "..., each B": a quantifier opens a clause of its own.
  const quantified = between.some((t) => t.lower === "each" || t.lower === "every");
  const listed = bare.map((t) => t.lower).join(" ");
  if (!quantified && bare.length > 0 && bare.length <= 3 && listWords.has(listed.replace(/^, /, ""))) {
    return { kind: "list", label: bare.some((t) => t.lower === "or") ? "or" : "and", comma: listed === "," };
  }
  // Examples of a kind: "X such as A", "X, including A", "X like A".
  if (
    exampleOpeners.test(
      bare
        .map((t) => t.text)
        .join(" ")
        .replace(/ ,/g, ","),
    )
  )
    return { kind: "kind", label: "is a kind of", reversed: true };
  // "A is a (special) kind of B", "A is an example of B".
  const kind =
    /^(?:,\s*)?(?:which\s+|that\s+)?(?:is|are|was|were|be|being|becomes?)\s+(?:(?:a|an|one|the)\s+)?(?:(?:special|particular|common|simple)\s+)?(\w+)\s+of\s*(?:(?:the|a|an)\s+)?$/i.exec(
      words.join(" "),
    );
  if (kind && kindNouns.has(kind[1]!)) return { kind: "kind", label: "is a kind of" };
  // "A is a B": the copula with an article and nothing else names B as what A is.
  if (/^(?:is|are|was|were)\s+(?:a|an)$/.test(words.join(" "))) return { kind: "kind", label: "is a kind of" };

  // "the movie, insisting B": a clause after a comma speaks of the sentence's subject, unless "which" ties it to A.
  // A past participle after the comma qualifies A ("A, developed for B", "A, also called B").
  const afterComma = between.slice(1).find((t) => t.pos !== "ADV");
  const participle = afterComma?.pos === "VERB" && isParticiple(afterComma.lower, "past");
  if (between[0]!.lower === "," && !relativePronouns.has(between[1]?.lower ?? "") && !participle) return null;
  // "Snyder's upcoming reboot of B": the possessive makes the next noun the thing related.
  if (between.some(isPossessive)) return null;
  const core = stripRelative(stripEnd(between));
  if (core.length === 0) return null;
  // "A and propose B", "A employs smoothing and B": a verb of a clause joined to A's, or a list left open.
  if (core[0]!.pos === "CCONJ" || core[core.length - 1]!.pos === "CCONJ") return null;
  // wink tags some verbs right after their subject as nouns ("backpropagation trains neural networks").
  const verbAsNoun = (t: Token, i: number) =>
    i === 0 &&
    core[0] === between[0] &&
    t.pos === "NOUN" &&
    t.text === t.lower &&
    (thirdPersonOfVerb(t.lower) || isVerb(t.lower));
  const tags = core.map((t, i) => (verbAsNoun(t, i) ? "VERB" : t.pos));
  // No new thing between them: a noun that is not part of a relational phrase means the sentence speaks of a third.
  if (core.some((t, i) => ["NOUN", "PROPN", "NUM"].includes(tags[i]!) && !relationalNouns.has(t.lower))) return null;
  // A subordinator opens a clause of its own; "for", "as", "than" before a gerund or a noun are prepositions.
  if (core.some((t) => (t.pos === "SCONJ" || t.pos === "ADV") && subordinators.has(t.lower))) return null;
  if (core.some((t) => t.type === "punctuation" && t.text !== "-")) return null;
  const label = labelOf(core);
  if (!label) return null;
  if (core.slice(1).some((t) => relativePronouns.has(t.lower))) return null; // "in which B ...": B starts a clause
  // "A has leads B": two finite verbs in a row belong to two clauses.
  const finiteVerb = (i: number) => tags[i] === "VERB" && !isParticiple(core[i]!.lower);
  if (
    core.some(
      (_, i) =>
        i > 0 &&
        finiteVerb(i) &&
        (tags[i - 1] === "VERB" || core[i - 1]!.pos === "AUX") &&
        core[i - 1]!.lower !== "to" &&
        !/^(?:do|does|did|can|could|may|might|must|shall|should|will|would)$/.test(core[i - 1]!.lower),
    )
  )
    return null;
  if (tags.some((tag) => tag === "VERB" || (tag === "AUX" && core.length > 1))) {
    const direct = core[0] === between[0];
    // A participle after a noun qualifies it ("a method for A based on B"); only a finite verb has a subject.
    const finite = tags[0] === "VERB" && !isParticiple(core[0]!.lower);
    const opensWith = !direct ? undefined : tags[0] === "AUX" ? "auxiliary" : finite ? "verb" : undefined;
    return { kind: "verb", label, ...(opensWith ? { opensWith } : {}) };
  }
  // A preposition, or a relational phrase around one noun ("in the context of", "with respect to"); two
  // prepositions in a row ("in On the Origin") join nothing.
  const prepositions = core.filter((t) => t.pos === "ADP" || t.pos === "SCONJ" || t.lower === "to").length;
  const relational = core.some((t) => relationalNouns.has(t.lower));
  if (core[0]!.pos !== "ADP" && core[0]!.pos !== "SCONJ" && core[0]!.lower !== "to") return null;
  if (prepositions === 1 && !relational) return { kind: "preposition", label };
  if (prepositions === 2 && relational) return { kind: "preposition", label };
  return null;
}

/** Words that open a clause of its own: what follows them is not an object of what came before. */
const subordinators = words("that whether if so where when while because although though since unless once whereas");

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
    if (t.pos === "DET" || t.pos === "ADJ" || t.pos === "NUM" || determiners.has(t.lower)) continue;
    return t.pos === "ADP" && !subordinators.has(t.lower);
  }
  return false;
}

export function isPossessive(token: Token | undefined): boolean {
  return !!token && /^['’]s?$/.test(token.text);
}

/** Determiners, numbers and adjectives before the second mention belong to it ("uses a new B"). */
function stripEnd(tokens: Token[]): Token[] {
  let end = tokens.length;
  while (end > 0) {
    const t = tokens[end - 1]!;
    const before = tokens[end - 2];
    // "in developed countries", "of the learned model": a participle before the mention modifies it.
    const modifier =
      t.pos === "ADJ" || (t.pos === "VERB" && isParticiple(t.lower) && !!before && ["ADP", "DET"].includes(before.pos));
    if (determiners.has(t.lower) || t.pos === "DET" || (modifier && end > 1 && before!.pos !== "AUX")) end--;
    else break;
  }
  return tokens.slice(0, end);
}

/** ", which", "that": a relative clause says its verb of the mention before it. */
function stripRelative(tokens: Token[]): Token[] {
  let start = 0;
  while (start < tokens.length && (tokens[start]!.lower === "," || relativePronouns.has(tokens[start]!.lower))) start++;
  return tokens.slice(start);
}

/** The joint as a label: its words without adverbs and determiners ("also uses the" → "uses"). */
function labelOf(core: Token[]): string | null {
  const kept = core
    .filter((t) => t.pos !== "ADV" || t.lower === "not")
    .filter((t) => !determiners.has(t.lower) || t.lower === "such");
  if (kept.length === 0 || kept.length > 5) return null;
  return kept
    .map((t) => t.lower)
    .join(" ")
    .replace(/ - /g, "-");
}
