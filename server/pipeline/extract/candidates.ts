/**
 * Concept candidates: noun phrases from POS patterns, acronyms and their long forms.
 *
 * A noun phrase is a maximal run of [ADJ|NOUN|PROPN] tokens inside one sentence that ends in a NOUN or PROPN,
 * after evaluative modifiers ("novel", "proposed") are stripped from its front; runs longer than MAX_WORDS keep
 * their last MAX_WORDS words (English phrases are head-final).
 */
import type { AnalysedText, Token } from "./nlp.ts";
import { normalizeConceptKey, normalizedWords, singularizeWord } from "./normalize.ts";
import {
  calendarWords,
  deicticTimeWords,
  genericNouns,
  personTitles,
  stopWords,
  timeUnitWords,
  propertyModifiers,
  weakModifiers,
} from "./lexicon.ts";
import { addNestedPhrases } from "./nested-phrases.ts";
import { numberedNames } from "./numbered-names.ts";
import { isAdjective, isAdverb, isNoun, isVerb } from "./wordnet.ts";
import {
  canHead,
  compoundGerunds,
  isGerundBeforeObject,
  isMistaggedSubject,
  isParticipleModifier,
  isPhraseToken,
  isWordToken,
  NP_POS,
  thirdPersonOfVerb,
  verbSplit,
} from "./phrase-tokens.ts";

export const MAX_WORDS = 4;

export interface Occurrence {
  /** Token range [first, last). */
  first: number;
  last: number;
  start: number;
  end: number;
  sentence: number;
  /** The acronym was written ("LLM") rather than the phrase. */
  viaAcronym: boolean;
}

export interface Candidate {
  key: string;
  /** Normalised singular words of the key. */
  words: string[];
  occurrences: Occurrence[];
  /** Surface forms with their counts. */
  surfaces: Map<string, number>;
  acronym: string | null;
  /** Some occurrence is written with capitals that neither a title nor a sentence start explains (a name). */
  proper: boolean;
  /** Every occurrence (other than acronym uses) is written with capitals. */
  allCapitalised: boolean;
  /** Only ever written inside longer candidates (nested-phrases.ts): its uses are already counted there. */
  nested?: boolean;
}

export interface AcronymDefinition {
  acronym: string;
  /** Token range of the long form. */
  first: number;
  last: number;
  /** Token index of the acronym inside the brackets. */
  acronymToken: number;
}

/** A token that looks like an acronym: 2-10 characters, mostly capitals, maybe digits and a final plural "s". */
export function isAcronymText(text: string): boolean {
  if (text.length < 2 || text.length > 12) return false;
  const core = text.endsWith("s") && /[A-Z]s$/.test(text) ? text.slice(0, -1) : text;
  if (!/^[A-Za-z][A-Za-z0-9&-]*$/.test(core)) return false;
  const capitals = (core.match(/[A-Z]/g) ?? []).length;
  return capitals >= 2 && capitals >= core.replace(/[^A-Za-z]/g, "").length * 0.6;
}

function acronymCore(text: string): string {
  return /[A-Z]s$/.test(text) ? text.slice(0, -1) : text;
}

/**
 * Schwartz & Hearst's matching: the acronym's letters, right to left, must each start a word (or appear inside one
 * for the rest) of the text before the bracket; the long form is the shortest word run that matches.
 */
export function matchLongForm(acronym: string, words: string[]): number {
  const letters = acronymCore(acronym)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
  if (letters.length < 2) return -1;
  const maxWords = Math.min(letters.length + 5, letters.length * 2);
  const candidate = words.slice(-maxWords);
  const joined = candidate.join(" ").toLowerCase();
  let s = letters.length - 1;
  let l = joined.length - 1;
  while (s >= 0) {
    const c = letters[s] ?? "";
    while (l >= 0 && (joined[l] !== c || (s === 0 && l > 0 && /[a-z0-9]/.test(joined[l - 1] ?? "")))) l--;
    if (l < 0) return -1;
    s--;
    l--;
  }
  // Start of the long form: the word containing position l + 1.
  const startChar = l + 1;
  let count = 0;
  let position = 0;
  for (let i = 0; i < candidate.length; i++) {
    const word = candidate[i] ?? "";
    if (startChar < position + word.length + 1) {
      count = candidate.length - i;
      break;
    }
    position += word.length + 1;
  }
  return count;
}

/** Finds "long form (ACRONYM)" and "ACRONYM (long form)" definitions. */
export function findAcronyms(analysed: AnalysedText): AcronymDefinition[] {
  const { tokens } = analysed;
  const out: AcronymDefinition[] = [];
  const seen = new Set<string>();
  for (let i = 1; i < tokens.length - 2; i++) {
    const open = tokens[i];
    const inner = tokens[i + 1];
    const close = tokens[i + 2];
    if (!open || !inner || !close) continue;
    if (open.text !== "(" || close.text !== ")" || !isAcronymText(inner.text)) continue;
    const acronym = acronymCore(inner.text);
    if (seen.has(acronym)) continue;
    // Words before the bracket, inside the sentence, up to the last non-phrase boundary of punctuation.
    const words: string[] = [];
    const indexes: number[] = [];
    for (let k = i - 1; k >= 0 && words.length < 12; k--) {
      const t = tokens[k];
      if (!t || t.sentence !== open.sentence || !isWordToken(t)) break;
      words.unshift(t.text.replace(/[-\u2010\u2011]/g, " "));
      indexes.unshift(k);
    }
    if (words.length === 0) continue;
    // Hyphenated tokens count as several words for matching; map back to tokens.
    const expanded: string[] = [];
    const owner: number[] = [];
    words.forEach((w, n) => {
      for (const part of w.split(" ").filter((p) => p.length > 0)) {
        expanded.push(part);
        owner.push(indexes[n] ?? 0);
      }
    });
    const count = matchLongForm(acronym, expanded);
    if (count <= 0) continue;
    let first = owner[expanded.length - count] ?? i;
    // Trim leading stop words and other words outside a noun phrase, unless the acronym's first letter is theirs:
    // "hidden Markov model (HMM)", "directed acyclic graph (DAG)" keep the participle the initials spell.
    const initial = acronym[0]!.toLowerCase();
    while (first < i - 1) {
      const t = tokens[first];
      const spelt = !!t && !stopWords.has(t.lower) && t.lower.startsWith(initial);
      if (!t || spelt || !(stopWords.has(t.lower) || !NP_POS.has(t.pos))) break;
      first++;
    }
    const lastWord = tokens[i - 1];
    if (!lastWord || !isWordToken(lastWord)) continue;
    seen.add(acronym);
    out.push({ acronym, first, last: i, acronymToken: i + 1 });
  }
  return out;
}

export interface CandidateSet {
  candidates: Map<string, Candidate>;
  acronyms: AcronymDefinition[];
  /** Acronym text → candidate key of its long form. */
  acronymKeys: Map<string, string>;
}

function addOccurrence(
  set: Map<string, Candidate>,
  analysed: AnalysedText,
  first: number,
  last: number,
  viaAcronym: boolean,
  forcedKey?: string,
): Candidate | null {
  const { tokens, text } = analysed;
  const firstToken = tokens[first];
  const lastToken = tokens[last - 1];
  if (!firstToken || !lastToken) return null;
  const surface = text.slice(firstToken.start, lastToken.end).replace(/\s+/g, " ");
  const key = forcedKey ?? normalizeConceptKey(surface);
  if (key.length === 0) return null;
  let candidate = set.get(key);
  const runTokens = tokens.slice(first, last);
  const content = runTokens.filter((t) => t.type === "word" && !stopWords.has(t.lower));
  const capitalised = content.length > 0 && content.every((t) => /^\p{Lu}/u.test(t.text));
  const previous = tokens[first - 1];
  const sentenceInitial = !previous || previous.sentence !== firstToken.sentence;
  // Capitals count as a name only where they are not explained by a title or by the start of a sentence, or where
  // the words are names to the tagger and no dictionary word is among them ("Bruno Coutinho" on a contact line).
  const nameEvidence =
    capitalised &&
    ((!isTitleSentence(analysed, firstToken.sentence) && !(sentenceInitial && content.length === 1)) ||
      (content.every((t) => t.pos === "PROPN") && content.some((t) => !isDictionaryWord(t.lower))));
  if (!candidate) {
    candidate = {
      key,
      words: key.split(" "),
      occurrences: [],
      surfaces: new Map(),
      acronym: null,
      proper: false,
      allCapitalised: true,
    };
    set.set(key, candidate);
  }
  candidate.occurrences.push({
    first,
    last,
    start: firstToken.start,
    end: lastToken.end,
    sentence: firstToken.sentence,
    viaAcronym,
  });
  if (!viaAcronym) {
    candidate.surfaces.set(surface, (candidate.surfaces.get(surface) ?? 0) + 1);
    if (nameEvidence) candidate.proper = true;
    if (!capitalised) candidate.allCapitalised = false;
  }
  return candidate;
}

/** The first sentence is a title when it does not end like a sentence and more text follows. */
export function isTitleSentence(analysed: AnalysedText, index: number): boolean {
  if (index !== 0 || analysed.sentences.length < 2) return false;
  const sentence = analysed.sentences[0];
  const last = sentence ? analysed.tokens[sentence.lastToken - 1] : undefined;
  return last !== undefined && !/^[.!?:;]$/.test(last.text);
}

/** Whether a phrase (as normalised words) is worth keeping as a concept on its own. */
export function acceptablePhrase(words: string[]): boolean {
  if (words.length === 0) return false;
  if (words.every((w) => stopWords.has(w) || weakModifiers.has(w))) return false;
  const head = words[words.length - 1] ?? "";
  if (stopWords.has(head) || /^\d/.test(head)) return false;
  if (words.length === 1 && (genericNouns.has(head) || weakModifiers.has(head) || head.length < 3)) return false;
  return true;
}

/** All noun-phrase and acronym candidates of a text. */
export interface CandidateOptions {
  maxWords?: number;
  stripModifiers?: boolean;
  /** Let participles and gerunds modify nouns ("distributed systems", "data mining"). Default true. */
  participles?: boolean;
  /** Acronyms the text defines: alone they are mentions of their long form, not candidates. */
  definedAcronyms?: Set<string>;
  /** Filled in by collectCandidates: gerunds the text uses as nouns in compounds ("web caching", "conferencing system"). */
  compoundGerunds?: ReadonlySet<string>;
  /** Filled in by collectCandidates: weak modifiers bound to the next word ("current density"), never stripped. */
  boundModifiers?: ReadonlySet<string>;
}

/** A gerund of the noun set at the start of a run, used as a verb here: "by measuring performance", "for testing it". */
function isGerundVerbUse(tokens: Token[], k: number): boolean {
  const previous = tokens[k - 1];
  return (
    previous !== undefined &&
    previous.sentence === tokens[k]!.sentence &&
    ["by", "while", "when", "after", "before", "without", "in", "from"].includes(previous.lower)
  );
}

export function collectCandidates(analysed: AnalysedText, options: CandidateOptions = {}): CandidateSet {
  const { tokens } = analysed;
  const candidates = new Map<string, Candidate>();
  const acronyms = findAcronyms(analysed);
  const acronymTokenSet = new Set<number>();
  const acronymKeys = new Map<string, string>();
  for (const def of acronyms) {
    acronymTokenSet.add(def.acronymToken);
    // A long form with inner function words ("Language of Thought") is one concept: its pieces are not.
    if (tokens.slice(def.first, def.last).some((t) => !isPhraseToken(t))) {
      for (let k = def.first; k < def.last; k++) acronymTokenSet.add(k);
    }
  }
  const defined = new Set(acronyms.map((def) => def.acronym));
  const gerunds = options.participles === false ? new Set<string>() : compoundGerunds(tokens);

  // 1. Noun-phrase runs.
  const runs: [number, number][] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i];
    const usable = (k: number, inRun: boolean): boolean => {
      const t = tokens[k];
      if (!t || acronymTokenSet.has(k)) return false;
      if (!inRun && isGerundBeforeObject(tokens, k)) return false;
      if (gerunds.has(t.lower) && t.text === t.lower && (inRun || !isGerundVerbUse(tokens, k))) return true;
      return (
        isPhraseToken(t) ||
        (options.participles !== false &&
          (isParticipleModifier(tokens, k, inRun) || (!inRun && isMistaggedSubject(tokens, k))))
      );
    };
    if (!token || !usable(i, false)) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < tokens.length) {
      const next = tokens[j];
      if (!next || !usable(j, true) || next.sentence !== token.sentence || next.breakBefore === "paragraph") break;
      j++;
    }
    runs.push([i, j]);
    i = j;
  }
  const boundModifiers = new Set([...modifiersInsideRuns(tokens, runs), ...modifiersBoundByRepetition(tokens, runs)]);
  const elliptic = ellipticModifiers(tokens, runs);
  for (const [from, to] of runs)
    if (!elliptic.has(from))
      emitRun(candidates, analysed, from, to, {
        ...options,
        definedAcronyms: defined,
        compoundGerunds: gerunds,
        boundModifiers,
      });

  // 1b. Names that end in a number ("Resolution 3545"): the runs above stop before the number.
  for (const [first, last] of numberedNames(analysed)) addOccurrence(candidates, analysed, first, last, false);

  // 2. Acronym long forms: make sure the long form is a candidate and record the acronym.
  for (const def of acronyms) {
    let first = def.first;
    // A participle or an adverb the initials spell belongs to the long form ("hidden Markov model (HMM)").
    const spelled = (t: Token) => isPhraseToken(t) || (isWordToken(t) && !stopWords.has(t.lower));
    while (first < def.last && !spelled(tokens[first] as Token)) first++;
    if (first >= def.last) continue;
    const surfaceTokens = tokens.slice(first, def.last);
    const surface = analysed.text.slice(
      surfaceTokens[0]?.start ?? 0,
      surfaceTokens[surfaceTokens.length - 1]?.end ?? 0,
    );
    const key = normalizeConceptKey(surface);
    if (!key) continue;
    let candidate = candidates.get(key);
    if (!candidate) candidate = addOccurrence(candidates, analysed, first, def.last, false) ?? undefined;
    if (!candidate) continue;
    candidate.acronym = def.acronym;
    acronymKeys.set(def.acronym, key);
  }

  // 3. Bare uses of a defined acronym are mentions of its long form; other acronyms are candidates of their own.
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k];
    if (!token || token.type !== "word" || !isAcronymText(token.text)) continue;
    const core = acronymCore(token.text);
    const key = acronymKeys.get(core);
    if (key) {
      addOccurrence(candidates, analysed, k, k + 1, true, key);
    }
  }
  // 4. Terms written only inside longer phrases ("current density" in "higher current density").
  addNestedPhrases(analysed, candidates, gerunds, (first, last, key) =>
    acceptablePhrase(key.split(" ")) ? addOccurrence(candidates, analysed, first, last, false, key) : null,
  );
  return { candidates, acronyms, acronymKeys };
}

/**
 * The runs that only modify the head of the next one, by coordination: "party" in "party and date hubs", when the
 * text also writes "party hubs". Such a run names no concept of its own. Returns the runs' first tokens.
 */
function ellipticModifiers(tokens: readonly Token[], runs: [number, number][]): Set<number> {
  const phrase = (from: number, to: number) =>
    tokens
      .slice(from, to)
      .map((t) => singularizeWord(t.lower))
      .join(" ");
  const written = new Set<string>();
  for (const [from, to] of runs) for (let k = from; k < to - 1; k++) written.add(phrase(k, to));
  const out = new Set<number>();
  for (let r = 0; r + 1 < runs.length; r++) {
    const [from, to] = runs[r]!;
    const [next, nextEnd] = runs[r + 1]!;
    const joint = tokens
      .slice(to, next)
      .map((t) => t.lower)
      .join(" ");
    // "`party' hubs": a word set in quotes before the head it names a kind of.
    const quoted = /^['’"”]$/.test(joint);
    if (!quoted && !/^(?:and|or|, and|, or|\/|versus|vs\.?)$/.test(joint)) continue;
    if (!quoted && nextEnd - next < 2) continue;
    if (written.has(`${phrase(from, to)} ${singularizeWord(tokens[nextEnd - 1]!.lower)}`)) out.add(from);
  }
  return out;
}

/**
 * "current density", "present value": a weak modifier is part of a term when the text writes the pair inside longer
 * runs too ("higher current density"), where it cannot be the sentence's "the current (study)". Pairs seen so twice.
 */
function modifiersInsideRuns(tokens: readonly Token[], runs: [number, number][]): Set<string> {
  const seen = new Map<string, number>();
  for (const [from, to] of runs)
    for (let k = from + 1; k < to - 1; k++) {
      const word = (tokens[k] as Token).lower;
      if (!weakModifiers.has(word)) continue;
      const pair = `${word} ${(tokens[k + 1] as Token).lower}`;
      seen.set(pair, (seen.get(pair) ?? 0) + 1);
    }
  return new Set([...seen].filter(([, count]) => count >= 2).map(([pair]) => pair));
}

/** How often a pair must recur, and what share of its modifier's uses it must be, to be a term. */
const BOUND_PAIR_USES = 4;
const BOUND_PAIR_SHARE = 0.5;

/**
 * "poor countries" (55 times in a paper on growth), "sufficient cause": a modifier that can name a property of the
 * thing is part of a term when the text repeats the pair and uses the modifier mostly with that noun.
 */
function modifiersBoundByRepetition(tokens: readonly Token[], runs: [number, number][]): Set<string> {
  const pairs = new Map<string, number>();
  const uses = new Map<string, number>();
  for (const [from, to] of runs)
    for (let k = from; k < to - 1; k++) {
      const word = (tokens[k] as Token).lower;
      if (!propertyModifiers.has(word) || (tokens[k] as Token).pos !== "ADJ") continue;
      const pair = `${word} ${(tokens[k + 1] as Token).lower}`;
      pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
      uses.set(word, (uses.get(word) ?? 0) + 1);
    }
  return new Set(
    [...pairs]
      .filter(([pair, count]) => count >= BOUND_PAIR_USES && count >= BOUND_PAIR_SHARE * uses.get(pair.split(" ")[0]!)!)
      .map(([pair]) => pair),
  );
}

/**
 * A name after the words that describe it ("singer Michael Buble", "TV star Luisana Lopilato", "Brazilian model Ana
 * Araujo", "director Zack Snyder", "box office titan Avatar"): the name is the concept, its description an apposition.
 * The run's start moves to the name when the run ends in capitalised words right after a common noun written in lower
 * case; a name of capitals only (an acronym: "microfluidic MFC") only when every word before it is such a noun.
 */
function nameAfterDescriptor(tokens: readonly Token[], first: number, last: number): number {
  let name = last;
  while (
    name > first &&
    /^\p{Lu}/u.test((tokens[name - 1] as Token).text) &&
    (tokens[name - 1] as Token).pos === "PROPN"
  )
    name--;
  if (name === last || name === first) return first;
  const commonNoun = (t: Token) => t.pos === "NOUN" && t.text === t.lower;
  const namedInWords = tokens.slice(name, last).some((t) => /^\p{Lu}\p{Ll}{2,}/u.test(t.text));
  const described = namedInWords ? commonNoun(tokens[name - 1] as Token) : tokens.slice(first, name).every(commonNoun);
  return described ? name : first;
}

function emitRun(
  candidates: Map<string, Candidate>,
  analysed: AnalysedText,
  from: number,
  to: number,
  options: CandidateOptions,
): void {
  const split = verbSplit(analysed.tokens, from, to);
  if (split > 0) {
    emitRun(candidates, analysed, from, split, options);
    emitRun(candidates, analysed, split + 1, to, options);
    return;
  }
  const maxWords = options.maxWords ?? MAX_WORDS;
  const strip = options.stripModifiers ?? true;
  const { tokens } = analysed;
  let first = from;
  let last = to;
  // Honorifics ("Dr. Jane Goodall") are not part of the name.
  while (first < last && personTitles.has((tokens[first] as Token).lower.replace(/\.$/, ""))) first++;
  first = nameAfterDescriptor(tokens, first, last);
  // A verb mistagged as a noun right after its subject ("paraquat causes oxidative stress").
  const lead = tokens[first];
  const beforeLead = tokens[first - 1];
  if (
    lead &&
    last - first >= 2 &&
    lead.text === lead.lower &&
    beforeLead &&
    beforeLead.sentence === lead.sentence &&
    (["NOUN", "PROPN", "PRON"].includes(beforeLead.pos) ||
      [")", "which", "that", "who", "also", "it", "this"].includes(beforeLead.lower)) &&
    thirdPersonOfVerb(lead.lower)
  ) {
    first++;
  }
  const only = tokens[first];
  if (last - first === 1 && only && options.definedAcronyms?.has(acronymCore(only.text))) return;
  // Strip weak modifiers from the front and non-heads from the back.
  const bound = (k: number) =>
    k + 1 < last && options.boundModifiers?.has(`${(tokens[k] as Token).lower} ${(tokens[k + 1] as Token).lower}`);
  while (
    strip &&
    first < last &&
    weakModifiers.has((tokens[first] as Token).lower) &&
    (tokens[first] as Token).pos === "ADJ" &&
    !bound(first)
  )
    first++;
  // "Trunk Show Friday": a date after a name is when, not part of the name.
  while (last > first && calendarWords.has((tokens[last - 1] as Token).lower) && last - first > 1) last--;
  // "Abidjan last night", "air next week", "last year": when, said from the time of writing, is never a concept.
  while (
    last - first >= 2 &&
    timeUnitWords.has((tokens[last - 1] as Token).lower) &&
    (deicticTimeWords.has((tokens[last - 2] as Token).lower) || calendarWords.has((tokens[last - 2] as Token).lower))
  )
    last -= 2;
  while (last > first && !canHead(tokens[last - 1] as Token, options.compoundGerunds)) last--;
  if (last <= first) return;
  // A defined acronym inside a run ("LLM inference") stays part of the phrase; a run ending in a bare acronym
  // that is defined elsewhere is still a phrase of its own.
  if (last - first > maxWords) first = last - maxWords;
  while (strip && first < last && weakModifiers.has((tokens[first] as Token).lower) && !bound(first)) first++;
  if (last <= first) return;
  const words = normalizedWords(
    analysed.text.slice((tokens[first] as Token).start, (tokens[last - 1] as Token).end),
  ).map(singularizeWord);
  if (!acceptablePhrase(words)) return;
  addOccurrence(candidates, analysed, first, last, false);
}

/** A word of the dictionary, as any part of speech. */
function isDictionaryWord(word: string): boolean {
  return isNoun(word) || isVerb(word) || isAdjective(word) || isAdverb(word);
}
