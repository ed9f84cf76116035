/**
 * The local (offline) knowledge extractor: concepts, their mentions, categories and definitions, and the
 * relationships between them, from wink-nlp's tokens and parts of speech plus WordNet. No network, no GPU.
 *
 * Pipeline: analyse (tokens, POS, sentences) → candidates (noun phrases, acronyms) → salience (word graph) →
 * top concepts → mentions (every occurrence, plural/case variants and acronym uses) → category, definition →
 * relationships. Models load once per process, lazily.
 */
import type { ExtractedConcept, Extraction, ExtractOptions, KnowledgeExtractor, Span } from "./types.ts";
import { analyse, type AnalysedText, type Sentence, type Token } from "./nlp.ts";
import { collectCandidates, isAcronymText, type Candidate, type CandidateOptions } from "./candidates.ts";
import { defaultSalienceParams, scoreCandidates, type SalienceParams } from "./salience.ts";

/** Fraction of the top score a concept defined in the text gets at least. */
const DEFINED_FLOOR = 0.6;
import { normalizedWords, singularizeWord, tokenKeyWords } from "./normalize.ts";
import { categorise } from "./categories.ts";
import { cleanGloss, findDefinition } from "./definitions.ts";
import { defaultRelationOptions, findRelationships, type RelationOptions } from "./relations.ts";
import { isNoun, nounEntry, nounSynsets } from "./wordnet.ts";
import { stopWords } from "./lexicon.ts";

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

/** Upper bound on concepts when the caller gives none: grows with the text, 10 for an abstract, 60 at most. */
export function defaultMaxConcepts(tokenCount: number): number {
  return Math.max(10, Math.min(60, Math.round(tokenCount / 25)));
}

const MAX_ALIASES = 12;

/** Extracts knowledge from one text, synchronously. Never throws on odd input (empty, binary, huge...). */
export function extractLocal(text: string, options: LocalExtractOptions = {}): Extraction {
  if (typeof text !== "string" || text.trim().length === 0) return { concepts: [], relationships: [] };
  const analysed = analyse(text);
  if (analysed.tokens.length === 0) return { concepts: [], relationships: [] };
  const { candidates } = collectCandidates(analysed, options.candidates);
  const list = [...candidates.values()];
  if (list.length === 0) return { concepts: [], relationships: [] };

  const params = { ...defaultSalienceParams, ...options.salience };
  const scores = scoreCandidates(analysed, list, params);
  const ranked = list
    .map((candidate) => ({ candidate, score: scores.get(candidate.key) ?? 0 }))
    .sort((a, b) => b.score - a.score || (a.candidate.occurrences[0]?.start ?? 0) - (b.candidate.occurrences[0]?.start ?? 0));
  const max = Math.max(1, Math.floor(options.maxConcepts ?? defaultMaxConcepts(analysed.tokens.length)));
  const sentenceOf = sentenceLookup(analysed.sentences);
  // A term the text defines ("Photosynthesis is the process by which…") is what the passage is about, even when
  // the word graph ranks it low: promote defined terms from a wider pool to at least DEFINED_FLOOR of the top.
  const bestScore = ranked[0]?.score ?? 0;
  for (const entry of ranked.slice(0, max * 3)) {
    if (entry.score >= bestScore * DEFINED_FLOOR) continue;
    if (findDefinition(text, occurrenceSpans(entry.candidate), sentenceOf)) entry.score = bestScore * DEFINED_FLOOR;
  }
  ranked.sort((a, b) => b.score - a.score || (a.candidate.occurrences[0]?.start ?? 0) - (b.candidate.occurrences[0]?.start ?? 0));
  const chosen = ranked.slice(0, max);
  const top = chosen[0]?.score ?? 1;

  const mentionMap = findMentions(analysed, chosen.map((c) => c.candidate));

  const concepts: ExtractedConcept[] = chosen.map(({ candidate, score }) => {
    const mentions = mentionMap.get(candidate.key) ?? occurrenceSpans(candidate);
    const name = displayName(candidate, analysed);
    const aliases = collectAliases(candidate, mentions, text, name);
    const concept: ExtractedConcept = {
      name,
      key: candidate.key,
      aliases,
      acronym: candidate.acronym,
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
    const cited = proper && candidate.words.length === 1 && isCitedAuthor(analysed, candidate);
    const { category, synset } = cited
      ? { category: "person" as const, synset: null }
      : categorise({
          words: candidate.words,
          name,
          proper,
          previousWord: previous && previous.type === "word" ? previous.lower : null,
          acronym: candidate.acronym,
        });
    concept.category = category;
    const defined = findDefinition(text, mentions, sentenceOf);
    if (defined) {
      concept.definition = defined.text;
      concept.definitionSpan = defined.span;
    } else {
      concept.definition = glossFor(candidate, proper, synset?.gloss ?? null, () => documentWords(analysed));
    }
    return concept;
  });

  const relationships = options.skipRelationships
    ? []
    : findRelationships(
        text,
        analysed.sentences,
        concepts.map((c) => ({ key: c.key, mentions: c.mentions })),
        { ...defaultRelationOptions, ...options.relations },
      );
  return { concepts, relationships };
}

/**
 * A WordNet gloss, only when the whole phrase is an entry and the sense is not in doubt: a name's capitalised
 * sense, or a common noun's sense (of at most two) whose gloss shares a content word with the document
 * (a simplified Lesk test: "transformer" in a text about neural networks does not get the electrical device).
 */
function glossFor(candidate: Candidate, proper: boolean, decidingGloss: string | null, docWords: () => Set<string>): string | null {
  const phrase = candidate.words.join(" ");
  const entry = nounEntry(phrase);
  if (!entry) return null;
  const synsets = nounSynsets(phrase, 3);
  if (proper) {
    const named = synsets.find((s) => s.capitalised);
    return named ? cleanGloss(named.gloss) : null;
  }
  if (entry.senses > 2) return null;
  const own = new Set(candidate.words);
  const words = docWords();
  const candidatesGlosses = decidingGloss ? [decidingGloss] : synsets.filter((s) => !s.capitalised).map((s) => s.gloss);
  for (const gloss of candidatesGlosses) {
    const core = cleanGloss(gloss);
    const overlap = normalizedWords(core).some((raw) => {
      const w = singularizeWord(raw);
      // Only nouns of the gloss count: a shared verb ("changed") says nothing about the sense.
      if (w.length <= 3 || own.has(w) || stopWords.has(w) || glossFiller.has(w) || !isNoun(w)) return false;
      return words.has(w) || words.has(crudeStem(raw));
    });
    if (overlap) return core;
  }
  return null;
}

/** Words too common in glosses to count as overlap. */
const glossFiller = new Set(["thing", "something", "person", "people", "used", "using", "especially", "usually", "often", "having", "other", "which", "whose", "state", "quality", "manner", "form", "part", "kind", "type", "make", "made", "certain", "being", "act", "process"]);

function crudeStem(word: string): string {
  return word.replace(/(?:ing|ed|ion|ions|s)$/, "");
}

const docWordCache = new WeakMap<AnalysedText, Set<string>>();

function documentWords(analysed: AnalysedText): Set<string> {
  let set = docWordCache.get(analysed);
  if (!set) {
    set = new Set();
    for (const t of analysed.tokens) {
      if (t.type !== "word") continue;
      for (const w of normalizedWords(t.text)) {
        set.add(singularizeWord(w));
        // crude stem so "trained" meets "train", "connections" meets "connected"
        set.add(crudeStem(w));
      }
    }
    docWordCache.set(analysed, set);
  }
  return set;
}

function occurrenceSpans(candidate: Candidate): Span[] {
  return candidate.occurrences.map((o) => ({ start: o.start, end: o.end })).sort((a, b) => a.start - b.start);
}

function sentenceLookup(sentences: Sentence[]): (offset: number) => Sentence | undefined {
  return (offset) => {
    let lo = 0;
    let hi = sentences.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const s = sentences[mid] as Sentence;
      if (offset < s.start) hi = mid - 1;
      else if (offset >= s.end) lo = mid + 1;
      else return s;
    }
    return undefined;
  };
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
  const tokenWords: Array<readonly string[] | null> = tokens.map((t) => (t.type === "word" ? tokenKeyWords(t.text) : null));
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
    if ((next?.lower === "and" || next?.text === "&") && afterNext && /^\p{Lu}/u.test(afterNext.text) && third && /^(?:1[89]|20)\d\d[a-z]?$/.test(third.text)) return true;
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
  // Sentence-initial or title capitals are not part of a common noun's name.
  if (!(candidate.proper && candidate.allCapitalised)) {
    const words = best.split(" ");
    const fixed = words.map((w) => (/^\p{Lu}\p{Ll}+(?:-\p{Ll}+)*$/u.test(w) && !isNameWord(w, analysed) ? w.toLowerCase() : w));
    best = fixed.join(" ");
  }
  return best;
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
      else if (!sentenceStart && analysed.sentences[t.sentence] !== analysed.sentences[0] && /^\p{Lu}\p{Ll}/u.test(t.text)) set.add(t.text);
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
