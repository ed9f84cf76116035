/**
 * Which tokens make up a noun phrase, and the repairs of wink's part-of-speech tags that phrases need: participles
 * and gerunds used as modifiers or nouns ("distributed systems", "web caching"), nouns tagged as verbs at a
 * sentence start, verbs tagged as nouns after their subject.
 */
import type { Token } from "./nlp.ts";
import { stopWords } from "./lexicon.ts";
import { isAdjective, isNoun, isVerb } from "./wordnet.ts";

export const NP_POS = new Set(["ADJ", "NOUN", "PROPN"]);
const HEAD_POS = new Set(["NOUN", "PROPN"]);

export function isWordToken(token: Token): boolean {
  return token.type === "word" && /\p{L}/u.test(token.text);
}

const participleStops = new Set([
  "using",
  "including",
  "following",
  "according",
  "regarding",
  "concerning",
  "involving",
  "containing",
  "having",
  "being",
  "given",
  "based",
  "called",
  "named",
  "made",
  "used",
  "proposed",
  "presented",
  "described",
  "obtained",
  "applied",
  "considered",
  "required",
  "needed",
  "compared",
  "shown",
  "known",
  "found",
  "reported",
  "discussed",
  "developed",
  "introduced",
  "designed",
  "existing",
  "resulting",
  "corresponding",
  "remaining",
  "increasing",
  "decreasing",
  "growing",
]);

/**
 * A verb form that works as a modifier at the start of a noun phrase: "distributed systems", "weighted graphs"
 * (a past or present participle that WordNet also lists as an adjective, not right after a subject).
 */
export function isParticipleModifier(tokens: Token[], k: number, inRun: boolean): boolean {
  const t = tokens[k];
  const next = tokens[k + 1];
  if (!t || t.pos !== "VERB" || t.text !== t.lower || t.lower.length < 5) return false;
  if (!inRun && !next) return false;
  if (!/(?:ing|ed)$/.test(t.lower) || participleStops.has(t.lower)) return false;
  // Inside a phrase, a gerund that WordNet knows as a noun continues it ("transfer learning", "message passing").
  if (inRun) return t.lower.endsWith("ing") && isNoun(t.lower);
  if (!next || next.sentence !== t.sentence || !isPhraseToken(next)) return false;
  if (!isAdjective(t.lower)) return false;
  const previous = tokens[k - 1];
  if (!previous || previous.sentence !== t.sentence) return true;
  return ["DET", "ADP", "CCONJ", "PUNCT", "ADJ", "SCONJ"].includes(previous.pos) && previous.text !== ",";
}

/**
 * An -ing word before an adjective is a verb taking the phrase after it as its object ("for building individual
 * classifiers", "learning robust features"): in an English noun phrase no noun modifier comes before an adjective.
 * An -ing word WordNet knows as an adjective still modifies ("emerging infectious diseases").
 */
export function isGerundBeforeObject(tokens: Token[], k: number): boolean {
  const t = tokens[k];
  const next = tokens[k + 1];
  if (!t || !next || next.sentence !== t.sentence || next.pos !== "ADJ") return false;
  if (!/^\p{Lu}?\p{Ll}+$/u.test(t.text) || t.lower.length < 6 || !t.lower.endsWith("ing")) return false;
  return !isAdjective(t.lower);
}

/** A token that can end a noun phrase: a noun, or a gerund WordNet knows as a noun ("message passing"). */
export function canHead(token: Token, gerunds?: ReadonlySet<string>): boolean {
  if (HEAD_POS.has(token.pos)) return true;
  if (gerunds?.has(token.lower)) return true;
  return (
    (token.pos === "VERB" || token.pos === "ADJ") &&
    token.lower.length > 5 &&
    token.lower.endsWith("ing") &&
    !participleStops.has(token.lower) &&
    isNoun(token.lower)
  );
}

/**
 * wink often tags a sentence-initial noun as a verb ("Transfer learning refers to ..."): such a word starts a phrase
 * when WordNet knows it as a noun, a noun or gerund follows, and a verb comes right after that pair.
 */
export function isMistaggedSubject(tokens: Token[], k: number): boolean {
  const t = tokens[k];
  const previous = tokens[k - 1];
  const next = tokens[k + 1];
  const after = tokens[k + 2];
  if (!t || !next || !after || t.pos !== "VERB" || !/^\p{Lu}\p{Ll}+$/u.test(t.text)) return false;
  if (previous && previous.sentence === t.sentence) return false;
  if (!isNoun(t.lower) || next.sentence !== t.sentence || !canHead(next) || next.text !== next.lower) return false;
  return after.pos === "VERB" || after.pos === "AUX";
}

/** A token that may be part of a noun phrase. */
export function isPhraseToken(token: Token): boolean {
  if (!isWordToken(token) || !NP_POS.has(token.pos)) return false;
  if (stopWords.has(token.lower)) return false;
  if (token.text.length === 1) return false;
  if (/^[\p{P}\p{S}]/u.test(token.text)) return false;
  return true;
}

/**
 * Gerunds the text uses as nouns: right after a noun and followed by a noun or by the end of the phrase ("VoIP
 * conferencing system", "web caching for", "query flooding."), at least twice, once not before a preposition. Once
 * could be a verb with its object ("the method achieving results"); a term is used again.
 */
export function compoundGerunds(tokens: Token[]): Set<string> {
  const counts = new Map<string, number>();
  const closing = new Set<string>();
  for (let k = 1; k < tokens.length - 1; k++) {
    const t = tokens[k]!;
    if (
      t.pos !== "VERB" ||
      t.text !== t.lower ||
      t.lower.length < 6 ||
      !t.lower.endsWith("ing") ||
      participleStops.has(t.lower)
    )
      continue;
    const previous = tokens[k - 1]!;
    const next = tokens[k + 1]!;
    if (
      previous.sentence !== t.sentence ||
      !(previous.pos === "NOUN" || previous.pos === "PROPN") ||
      !isPhraseToken(previous)
    )
      continue;
    const compound =
      next.sentence === t.sentence &&
      (next.pos === "NOUN" || next.pos === "PUNCT" || next.pos === "ADP" || next.pos === "CCONJ" || next.pos === "AUX");
    if (compound) counts.set(t.lower, (counts.get(t.lower) ?? 0) + 1);
    if (compound && next.pos !== "ADP") closing.add(t.lower);
  }
  // Seen only before a preposition it is a verb of a reduced clause ("forces arising from", "costs resulting in").
  const compounds = [...counts].filter(([word, n]) => n >= 2 && closing.has(word)).map(([word]) => word);
  return new Set([...compounds, ...nominalGerunds(tokens)]);
}

/** Determiners and possessives before a word make it a noun: "the deworming", "its screening". */
const NOUN_MARKERS = new Set(["the", "a", "an", "this", "that", "these", "its", "their", "his", "her", "our", "such"]);

/**
 * Gerunds the text uses as nouns on their own, as a treatment or a process is named ("deworming reduces worm
 * burdens", "the impact of deworming", "mass screening"): at least three uses, two of them where only a noun fits,
 * after a determiner or an adjective, or as the subject of a verb. A verb's gerund with its object ("by measuring
 * performance") has neither.
 */
function nominalGerunds(tokens: Token[]): string[] {
  const uses = new Map<string, { all: number; nominal: number }>();
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.pos !== "VERB" || t.text !== t.lower || t.lower.length < 7 || !t.lower.endsWith("ing")) continue;
    if (participleStops.has(t.lower)) continue;
    const entry = uses.get(t.lower) ?? { all: 0, nominal: 0 };
    entry.all++;
    const previous = tokens[k - 1];
    const next = tokens[k + 1];
    const sameSentence = (other: Token | undefined) => other !== undefined && other.sentence === t.sentence;
    const afterMarker =
      sameSentence(previous) &&
      (NOUN_MARKERS.has(previous!.lower) || (previous!.pos === "ADJ" && !isAdverbLike(previous!)));
    const asSubject =
      sameSentence(next) &&
      (next!.pos === "AUX" || (next!.pos === "VERB" && /s$/.test(next!.lower))) &&
      (!sameSentence(previous) || previous!.pos === "PUNCT" || previous!.pos === "CCONJ");
    if (afterMarker || asSubject) entry.nominal++;
    uses.set(t.lower, entry);
  }
  return [...uses].filter(([, u]) => u.all >= 3 && u.nominal >= 2).map(([word]) => word);
}

/** "more", "most", "less": comparison words tagged as adjectives before a verb's gerund ("more reading"). */
const isAdverbLike = (token: Token) => ["more", "most", "less", "least", "much", "further"].includes(token.lower);

/**
 * wink tags some present-tense verbs after a plural subject as nouns ("transformers process all tokens",
 * "LLMs use attention"): a base-form verb right after a plural noun, with more of the run or an object after it,
 * splits the run.
 */
export function verbSplit(tokens: Token[], from: number, to: number): number {
  for (let k = from + 1; k < to; k++) {
    const token = tokens[k] as Token;
    const previous = tokens[k - 1] as Token;
    if (token.text !== token.lower) continue;
    const after = tokens[k + 1];
    const objectFollows = k + 1 < to || (after !== undefined && ["DET", "PRON", "NUM", "ADJ"].includes(after.pos));
    if (!objectFollows) continue;
    const pluralSubject = /[^s]s$/.test(previous.lower) || /[A-Z]s$/.test(previous.text);
    // Plural subject + base form ("transformers process"), or singular subject + third person ("theory studies").
    // WordNet's verb index holds base forms only.
    if (pluralSubject && isVerb(token.lower)) return k;
    if (!pluralSubject && previous.pos !== "ADJ" && token.lower.endsWith("s") && thirdPersonOfVerb(token.lower))
      return k;
  }
  return -1;
}

/** "studies" → study, "aggregates" → aggregate, "minimises" → minimise: a verb's third person singular. */
export function thirdPersonOfVerb(word: string): boolean {
  if (word.length < 5 || word.endsWith("ss") || word.endsWith("us") || word.endsWith("is")) return false;
  const stems = [word.slice(0, -1)];
  if (word.endsWith("ies")) stems.push(`${word.slice(0, -3)}y`);
  if (word.endsWith("es")) stems.push(word.slice(0, -2));
  return stems.some((stem) => isVerb(stem));
}
