/**
 * The local (offline) knowledge extractor: concepts, their mentions, categories and definitions, and the
 * relationships between them, from wink-nlp's tokens and parts of speech plus WordNet. No network, no GPU.
 *
 * Pipeline: analyse (tokens, POS, sentences) → candidates (noun phrases, acronyms) → salience (word graph) →
 * top concepts → mentions (every occurrence, plural/case variants and acronym uses) → category, definition →
 * relationships. Models load once per process, lazily.
 */
import type { ExtractedConcept, Extraction, ExtractOptions, HeadlineSpan, KnowledgeExtractor, Span } from "./types.ts";
import { analyse, sentenceIndexAt, type AnalysedText, type Sentence, type Token } from "./nlp.ts";
import { collectCandidates, isAcronymText, type Candidate, type CandidateOptions } from "./candidates.ts";
import {
  defaultSalienceParams,
  isEverydayNoun,
  scoreCandidates,
  usesWithLongerPhrases,
  type SalienceParams,
} from "./salience.ts";
import { normalizeConceptKey, normalizedWords, tokenKeyWords } from "./normalize.ts";
import { categorise } from "./categories.ts";
import { nameClasses } from "./lexicon.ts";
import { findDefinition } from "./definitions.ts";
import { defaultRelationOptions, findRelationships, type RelationOptions } from "./relations.ts";
import { headlineWeight, isExcluded, isModifierOnly, isUnit, modifierUse, onlyInside } from "./document-signals.ts";
import { foldVariants, spreadNarrower, type Ranked } from "./variants.ts";
import { statedPartners } from "./stated-partners.ts";
import { keywordList } from "../reading/keyword-list.ts";

export interface LocalExtractOptions extends ExtractOptions {
  /** Tuning knobs for salience (evaluation scripts only). */
  salience?: Partial<SalienceParams>;
  candidates?: CandidateOptions;
  relations?: Partial<RelationOptions>;
  /** Skip relationships (faster when only concepts are needed, e.g. keyphrase evaluation). */
  skipRelationships?: boolean;
  /** Skip definitions and categories (keyphrase evaluation). */
  conceptsOnly?: boolean;
}

/**
 * Upper bound on concepts when the caller gives none: it follows the content, and more slowly than the text grows
 * (a text twice as long repeats many of its concepts): 7 for a three-line note, 16 for a page, 60 for a paper.
 */
export function defaultMaxConcepts(tokenCount: number): number {
  return Math.max(3, Math.min(60, Math.round(2 + 2.5 * Math.sqrt(tokenCount / 10))));
}

/** A concept must reach this share of the top concept's score: a long tail of weak phrases is not knowledge. */
const MIN_RELATIVE_SCORE = 0.02;

/** How much a headline use (title, keywords: weight 1) adds to a candidate's score, as a multiple of it. */
const HEADLINE_BONUS = 4;

/**
 * From this many tokens a text is long (a paper, a chapter): repetition is then a reliable sign of importance, and a
 * phrase met fewer than LONG_MIN_OCCURRENCES times outside the headline is a passing mention.
 */
const LONG_TEXT_TOKENS = 3000;
const LONG_MIN_OCCURRENCES = 3;
const LONG_TF_BOOST = 1;

const MAX_ALIASES = 12;

/** Defined terms are looked for this many times as far down the ranking as the cut. */
const DEFINED_POOL = 3;
/** At most one concept in this many is added as the stated partner of one that would stand alone. */
const PARTNER_SHARE = 4;

/** Where a defined term joins the list (a share of its length): the middle, never the top. */
const DEFINED_PLACE = 0.5;
/** Where an author keyword joins the list: the first quarter. */
const KEYWORDS_PLACE = 0.25;

/**
 * Moves each entry of `chosen` below `share` of the list, and of `pool` (the ranking below the cut), that `promote`
 * picks to that place, with the score found there, keeping the list at `max`: the last entries not picked make room.
 */
export function promoteInto(
  chosen: Ranked[],
  pool: Ranked[],
  max: number,
  share: number,
  promote: (entry: Ranked) => boolean,
) {
  const place = Math.floor(Math.min(max, chosen.length + pool.length) * share);
  const promoted = [...chosen.slice(place), ...pool].filter(promote);
  if (promoted.length === 0) return;
  const placeScore = chosen[place]?.score ?? 0;
  for (const entry of promoted) entry.score = Math.max(entry.score, placeScore);
  const rest = chosen.slice(place).filter((entry) => !promoted.includes(entry));
  const room = Math.max(0, max - place);
  chosen.splice(place, chosen.length - place, ...[...promoted, ...rest].slice(0, room));
}

/** The concept keys of the author's keywords: each item of a keyword list, whole. */
function authorKeywordKeys(text: string, headline: readonly HeadlineSpan[]): Set<string> {
  const keys = new Set<string>();
  for (const span of headline) {
    if (!span.keywords) continue;
    for (const item of keywordList(text.slice(span.start, span.end))) {
      const key = normalizeConceptKey(item);
      if (key) keys.add(key);
    }
  }
  return keys;
}

/** Extracts knowledge from one text, synchronously. Never throws on odd input (empty, binary, huge...). */
export function extractLocal(text: string, options: LocalExtractOptions = {}): Extraction {
  if (typeof text !== "string" || text.trim().length === 0) return { concepts: [], relationships: [] };
  const analysed = analyse(text);
  if (analysed.tokens.length === 0) return { concepts: [], relationships: [] };
  const { candidates } = collectCandidates(analysed, options.candidates);
  const list = [...candidates.values()];
  if (list.length === 0) return { concepts: [], relationships: [] };

  const long = analysed.tokens.length >= LONG_TEXT_TOKENS;
  const params = { ...defaultSalienceParams, ...(long ? { tfBoost: LONG_TF_BOOST } : {}), ...options.salience };
  const uses = usesWithLongerPhrases(list);
  const scores = scoreCandidates(analysed, list, params, uses);
  const authorWords = new Set(options.authorWords ?? []);
  const headline = options.headline ?? [];
  const byScore = (a: Ranked, b: Ranked) =>
    b.score - a.score || (a.candidate.occurrences[0]?.start ?? 0) - (b.candidate.occurrences[0]?.start ?? 0);
  const minOccurrences = long ? LONG_MIN_OCCURRENCES : 1;
  const wordUse = modifierUse(analysed);
  const ranked: Ranked[] = list
    .filter(
      (candidate) =>
        !isExcluded(candidate, authorWords) &&
        !isCitedName(analysed, candidate) &&
        !onlyInside(candidate, options.headings ?? []) &&
        !isModifierOnly(candidate, wordUse) &&
        !isUnit(analysed, candidate),
    )
    .map((candidate) => {
      const weight = headlineWeight(candidate, headline);
      const base = scores.get(candidate.key) ?? 0;
      return { candidate, base, score: base * (1 + HEADLINE_BONUS * weight), headline: weight };
    })
    .filter((entry) => (uses.get(entry.candidate.words.join(" ")) ?? 0) >= minOccurrences || entry.headline > 0)
    .sort(byScore);
  const max = Math.max(1, Math.floor(options.maxConcepts ?? defaultMaxConcepts(analysed.tokens.length)));
  const sentenceOf = sentenceLookup(analysed.sentences);
  const folding = foldVariants(ranked);
  const { folded } = folding;
  const kept = spreadNarrower(folding.kept);
  const top = kept[0]?.score ?? 1;
  // The floor is measured without the headline bonus, which would otherwise lift the top far above the rest.
  const topBase = Math.max(0, ...kept.map((entry) => entry.base));
  const chosen = kept.slice(0, max).filter((entry) => entry.headline > 0 || entry.base >= topBase * MIN_RELATIVE_SCORE);
  // The author's keywords are the author's own list of what the paper is about: each joins the first quarter.
  const keywordKeys = authorKeywordKeys(text, headline);
  if (keywordKeys.size > 0)
    promoteInto(chosen, kept.slice(chosen.length), max, KEYWORDS_PLACE, (entry) =>
      keywordKeys.has(entry.candidate.key),
    );
  // A term the text defines ("Photosynthesis is the process by which…") is one a reader notes even when the word
  // graph ranks it low: a defined term from a wider pool moves up to the middle of the list, never above it.
  if (!options.conceptsOnly)
    promoteInto(
      chosen,
      kept.slice(chosen.length, max * DEFINED_POOL),
      max,
      DEFINED_PLACE,
      (entry) => findDefinition(text, occurrenceSpans(entry.candidate), sentenceOf, options.headings) !== null,
    );

  const variantsOf = (candidate: Candidate) => folded.get(candidate.key) ?? [];
  if (!options.conceptsOnly && !options.skipRelationships) {
    const inList = new Set(chosen);
    const pool = kept
      .slice(chosen.length, chosen.length + max)
      // Below the cut only a phrase or a word of some field is worth adding: not "sum", "surface", "portions".
      .filter((entry) => !inList.has(entry) && entry.base >= topBase * MIN_RELATIVE_SCORE)
      .filter(
        ({ candidate }) => candidate.proper || candidate.words.length > 1 || !isEverydayNoun(candidate.words[0]!),
      );
    const asConcepts = (entries: typeof chosen) => {
      const spans = findMentions(
        analysed,
        entries.flatMap((e) => [e.candidate, ...variantsOf(e.candidate)]),
      );
      return entries.map(({ candidate }) => ({
        key: candidate.key,
        mentions: [candidate, ...variantsOf(candidate)].flatMap((c) => spans.get(c.key) ?? occurrenceSpans(c)),
      }));
    };
    chosen.push(...statedPartners(analysed, chosen, pool, asConcepts, Math.ceil(max / PARTNER_SHARE)));
  }
  const mentionMap = findMentions(
    analysed,
    chosen.flatMap((c) => [c.candidate, ...variantsOf(c.candidate)]),
  );

  const concepts: ExtractedConcept[] = chosen.map(({ candidate, score }) => {
    const variants = variantsOf(candidate);
    // A variant's occurrence ("self-attention layers") is one mention, the longest span at its start.
    const mentions = [candidate, ...variants]
      .flatMap((c) => mentionMap.get(c.key) ?? occurrenceSpans(c))
      .sort((a, b) => a.start - b.start || b.end - a.end)
      .filter((span, i, all) => i === 0 || span.start !== all[i - 1]!.start);
    const name = displayName(candidate, analysed);
    const aliases = collectAliases(
      candidate,
      mentions.filter((m) => !variants.some((v) => v.occurrences.some((o) => o.start === m.start))),
      text,
      name,
    );
    const concept: ExtractedConcept = {
      name,
      key: candidate.key,
      aliases,
      acronym: candidate.acronym,
      ...(variants.length ? { variants: variants.map((v) => displayName(v, analysed)) } : {}),
      category: "general",
      definition: null,
      definitionSpan: null,
      salience: top > 0 ? Math.round((score / top) * 1000) / 1000 : 0,
      mentions,
    };
    if (options.conceptsOnly) return concept;
    const proper = candidate.proper && candidate.allCapitalised;
    const firstOccurrence = candidate.occurrences.find((o) => !o.viaAcronym) ?? candidate.occurrences[0];
    const previous = firstOccurrence ? analysed.tokens[firstOccurrence.first - 1] : undefined;
    // Only the documents define: a dictionary gloss is often another sense ("Transformer: an electrical device").
    const defined = findDefinition(text, mentions, sentenceOf, options.headings);
    if (defined) {
      concept.definition = defined.text;
      concept.definitionSpan = defined.span;
    }
    concept.category = categorise({
      words: candidate.words,
      name,
      proper,
      previousWord: previous && previous.type === "word" ? previous.lower : null,
      usedAsThing: afterDeterminer(candidate, analysed.tokens) * 3 >= candidate.occurrences.length,
      namedAs: proper || candidate.acronym ? classNamed(candidate, analysed.tokens) : null,
      acronym: candidate.acronym,
      definition: concept.definition,
    }).category;
    return concept;
  });

  const relationships = options.skipRelationships
    ? []
    : findRelationships(
        analysed,
        concepts.map((c) => ({ key: c.key, mentions: c.mentions })),
        { ...defaultRelationOptions, ...options.relations },
      );
  return { concepts, relationships };
}

/** Words that make what follows them a thing, never a person: "the Adam optimiser", "an Adam update". */
const thingDeterminers = new Set(["the", "a", "an", "this", "that", "these", "those", "our", "their", "its", "each"]);

/** Words that may stand between a class word and the names it lists: "datasets—Citeseer, Cora and Pubmed". */
const listGlue = new Set([
  ",",
  "and",
  "or",
  "—",
  "–",
  "-",
  ":",
  "(",
  "such",
  "as",
  "including",
  "like",
  "namely",
  "e.g.",
  "i.e.",
]);

/**
 * The class word the text names a name as, in singular: right after it ("the Cora dataset", "Adam optimizer") or
 * before the list it stands in ("datasets—Citeseer, Cora and Pubmed", "models such as BERT and GPT-2").
 */
function classNamed(candidate: Candidate, tokens: Token[]): string | null {
  const singular = (word: string) => word.replace(/(?<=[^s])s$/, "");
  for (const occurrence of candidate.occurrences) {
    const next = tokens[occurrence.last];
    if (next?.type === "word" && tokens[occurrence.last - 1]?.end === next.start - 1) {
      if (nameClasses.has(singular(next.lower))) return singular(next.lower);
    }
    for (let i = occurrence.first - 1, steps = 0; i >= 0 && steps < 12; i--, steps++) {
      const token = tokens[i]!;
      if (listGlue.has(token.lower) || /^\p{Lu}/u.test(token.text)) continue;
      if (token.type === "word" && nameClasses.has(singular(token.lower))) return singular(token.lower);
      break;
    }
  }
  return null;
}

/**
 * How many of a candidate's occurrences follow an article or a determiner. A third or more names a thing; news
 * writes "the Obama administration" once among many plain "Obama".
 */
function afterDeterminer(candidate: Candidate, tokens: Token[]): number {
  let count = 0;
  for (const occurrence of candidate.occurrences) {
    const before = tokens[occurrence.first - 1];
    if (before?.type === "word" && thingDeterminers.has(before.lower)) count++;
  }
  return count;
}

function occurrenceSpans(candidate: Candidate): Span[] {
  return candidate.occurrences.map((o) => ({ start: o.start, end: o.end })).sort((a, b) => a.start - b.start);
}

function sentenceLookup(sentences: Sentence[]): (offset: number) => Sentence | undefined {
  return (offset) => sentences[sentenceIndexAt(sentences, offset)];
}

/**
 * Every occurrence of the chosen concepts: any run of 1-6 word tokens inside a sentence whose normalised words
 * equal a concept key (so plural, case and hyphen variants match), and every use of a defined acronym.
 */
function findMentions(analysed: AnalysedText, concepts: Candidate[]): Map<string, Span[]> {
  const { tokens } = analysed;
  const keys = new Set(concepts.map((c) => c.key));
  const acronyms = new Map<string, string>();
  for (const c of concepts) if (c.acronym) acronyms.set(c.acronym, c.key);
  let maxWords = 1;
  for (const c of concepts) maxWords = Math.max(maxWords, c.words.length);
  const tokenWords: Array<readonly string[] | null> = tokens.map((t) =>
    t.type === "word" ? tokenKeyWords(t.text) : null,
  );
  const out = new Map<string, Span[]>();
  const push = (key: string, span: Span): void => {
    let list = out.get(key);
    if (!list) {
      list = [];
      out.set(key, list);
    }
    list.push(span);
  };
  for (let i = 0; i < tokens.length; i++) {
    const first = tokens[i] as Token;
    const firstWords = tokenWords[i];
    if (!firstWords || firstWords.length === 0) continue;
    if (isAcronymText(first.text)) {
      const core = /[A-Z]s$/.test(first.text) ? first.text.slice(0, -1) : first.text;
      const key = acronyms.get(core);
      if (key) push(key, { start: first.start, end: first.end });
    }
    const words: string[] = [];
    for (let j = i; j < tokens.length && j < i + maxWords; j++) {
      const t = tokens[j] as Token;
      const w = tokenWords[j];
      if (!w || t.sentence !== first.sentence) break;
      if (j > i && t.breakBefore === "paragraph") break;
      words.push(...w);
      if (words.length > maxWords) break;
      const key = words.join(" ");
      if (keys.has(key)) push(key, { start: first.start, end: t.end });
    }
  }
  for (const [key, spans] of out) {
    spans.sort((a, b) => a.start - b.start || a.end - b.end);
    const unique = spans.filter((s, k) => k === 0 || s.start !== spans[k - 1]?.start || s.end !== spans[k - 1]?.end);
    out.set(key, unique);
  }
  return out;
}

/**
 * A name the text only uses to cite ("Beal et al.", "(Beal, 2008)"): a reference, not a concept of the document.
 * Written in capitals it is an acronym with a year ("WMT 2014"), a benchmark rather than an author.
 */
function isCitedName(analysed: AnalysedText, candidate: Candidate): boolean {
  if (!(candidate.proper && candidate.allCapitalised && candidate.words.length === 1 && !candidate.acronym))
    return false;
  if (![...candidate.surfaces.keys()].every((s) => /^\p{Lu}\p{Ll}/u.test(s))) return false;
  return isCitedAuthor(analysed, candidate);
}

/** A capitalised word used as a citation: "Beal et al.", "Henchcliffe and Beal 2008", "(Beal, 2008)". */
function isCitedAuthor(analysed: AnalysedText, candidate: Candidate): boolean {
  const { tokens } = analysed;
  for (const occurrence of candidate.occurrences) {
    if (occurrence.viaAcronym) continue;
    const next = tokens[occurrence.last];
    const afterNext = tokens[occurrence.last + 1];
    const third = tokens[occurrence.last + 2];
    if (next?.lower === "et" && afterNext && /^al\.?$/.test(afterNext.lower)) return true;
    if (next && /^(?:1[89]|20)\d\d[a-z]?$/.test(next.text)) return true;
    if (next?.text === "," && afterNext && /^(?:1[89]|20)\d\d[a-z]?$/.test(afterNext.text)) return true;
    if (
      (next?.lower === "and" || next?.text === "&") &&
      afterNext &&
      /^\p{Lu}/u.test(afterNext.text) &&
      third &&
      /^(?:1[89]|20)\d\d[a-z]?$/.test(third.text)
    )
      return true;
  }
  return false;
}

/** The most natural surface form: the singular form if the text uses it, else the most frequent; lower case unless a name. */
function displayName(candidate: Candidate, analysed: AnalysedText): string {
  let best = "";
  let bestScore = -1;
  for (const [surface, count] of candidate.surfaces) {
    const singular = normalizedWords(surface).join(" ") === candidate.key ? 1 : 0;
    const score = count + singular * 0.5;
    if (score > bestScore) {
      best = surface;
      bestScore = score;
    }
  }
  if (!best) best = candidate.key;
  if (isSetInCapitals(best)) {
    // A heading set in capitals ("FISHERY BIOLOGY"): the words the text also writes in lower case are common words;
    // the others ("CITES", "FAO", a name) keep their capitals.
    const lower = wordsWrittenInLowerCase(analysed);
    return best
      .split(" ")
      .map((w) => (lower.has(w.toLowerCase()) ? w.toLowerCase() : w))
      .join(" ");
  }
  // Sentence-initial or title capitals are not part of a common noun's name.
  if (!(candidate.proper && candidate.allCapitalised)) {
    const words = best.split(" ");
    const fixed = words.map((w) =>
      /^\p{Lu}\p{Ll}+(?:-\p{Lu}?\p{Ll}+)*$/u.test(w) && !isNameWord(w, analysed) ? w.toLowerCase() : w,
    );
    best = fixed.join(" ");
  }
  return best;
}

/** Capitals only, with a word of four letters or more: maybe the style of a heading (the caller checks the words). */
function isSetInCapitals(surface: string): boolean {
  return !/\p{Ll}/u.test(surface) && surface.split(" ").some((w) => /^\p{Lu}{4,}$/u.test(w));
}

const lowerCaseCache = new WeakMap<AnalysedText, Set<string>>();

/** The words the text writes in lower case somewhere. */
function wordsWrittenInLowerCase(analysed: AnalysedText): Set<string> {
  let set = lowerCaseCache.get(analysed);
  if (!set) {
    set = new Set(analysed.tokens.filter((t) => t.type === "word" && t.text === t.lower).map((t) => t.lower));
    lowerCaseCache.set(analysed, set);
  }
  return set;
}

const nameWordCache = new WeakMap<AnalysedText, Set<string>>();

/** Capitalised words that the text also writes capitalised mid-sentence (names), e.g. "Bayesian", "Markov". */
function isNameWord(word: string, analysed: AnalysedText): boolean {
  let set = nameWordCache.get(analysed);
  if (!set) {
    set = new Set();
    const lower = new Set<string>();
    const { tokens } = analysed;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i] as Token;
      if (t.type !== "word") continue;
      const previous = tokens[i - 1];
      const sentenceStart = !previous || previous.sentence !== t.sentence;
      if (t.text === t.lower) lower.add(t.lower);
      else if (
        !sentenceStart &&
        analysed.sentences[t.sentence] !== analysed.sentences[0] &&
        /^\p{Lu}\p{Ll}/u.test(t.text)
      )
        set.add(t.text);
    }
    for (const w of [...set]) if (lower.has(w.toLowerCase())) set.delete(w);
    nameWordCache.set(analysed, set);
  }
  return set.has(word);
}

function collectAliases(candidate: Candidate, mentions: Span[], text: string, name: string): string[] {
  const seen = new Set<string>([name]);
  const aliases: string[] = [];
  const add = (value: string): void => {
    const v = value.replace(/\s+/g, " ").trim();
    if (!v || seen.has(v) || aliases.length >= MAX_ALIASES) return;
    seen.add(v);
    aliases.push(v);
  };
  if (candidate.acronym) add(candidate.acronym);
  for (const span of mentions) add(text.slice(span.start, span.end));
  for (const surface of candidate.surfaces.keys()) add(surface);
  return aliases;
}

/** The offline extractor behind the KnowledgeExtractor interface. */
export function createLocalExtractor(defaults: LocalExtractOptions = {}): KnowledgeExtractor {
  return {
    name: "local",
    async extract(text: string, options?: ExtractOptions): Promise<Extraction> {
      return extractLocal(text, { ...defaults, ...options });
    },
  };
}
