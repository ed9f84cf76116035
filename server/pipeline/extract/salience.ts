/**
 * Salience: how central each candidate is to its document, in 0..1.
 *
 * A PositionRank-style word graph (words of the candidate phrases as nodes, co-occurrence inside a window as edges,
 * PageRank personalised towards words that appear early) gives every word a centrality; a phrase scores the sum of
 * its words' centralities, weighted by how specific each word is (WordNet polysemy and sense-tag counts stand in
 * for an IDF table, since the product has no background corpus), with bonuses for repeated phrases and for an
 * acronym the text introduced. Scores are scaled so the top concept has salience 1.
 */
import type { AnalysedText } from "./nlp.ts";
import type { Candidate } from "./candidates.ts";
import { nounEntry, isAdjective, isVerb } from "./wordnet.ts";
import { genericNouns } from "./lexicon.ts";
import { singularizeWord } from "./normalize.ts";

export interface SalienceParams {
  /** Co-occurrence window in tokens. */
  window: number;
  damping: number;
  /** Personalisation of the random walk: 0 = by frequency only (SingleRank), 1 = fully by position (PositionRank). */
  positionBias: number;
  /** Position measured in words (PositionRank) or sentences. */
  positionUnit: "word" | "sentence";
  /** Exponent on word specificity. 0 disables. */
  specificity: number;
  /**
   * Multiplier on the phrase score per extra occurrence: score * (1 + tfBoost * log(tf)), tf counting the uses
   * inside longer phrases (usesWithLongerPhrases).
   */
  tfBoost: number;
  /** Phrase score = sum of word scores (1) or mean (0) or in between (length exponent). */
  lengthExponent: number;
  /** Bonus for a phrase present in the first sentence (a title, typically). */
  firstSentenceBonus: number;
  /** Penalty for single generic words / heads. */
  genericPenalty: number;
  acronymBonus: number;
  /**
   * Multiplier for one-word candidates, names included. Above 1: a phrase sums the ranks of its words, so a single word
   * ("cortex", "Transformer") would otherwise lose to every phrase that contains it, however often the text uses it.
   */
  singleWordFactor: number;
}

export const defaultSalienceParams: SalienceParams = {
  window: 4,
  damping: 0.85,
  positionBias: 0.3,
  positionUnit: "sentence",
  specificity: 1,
  tfBoost: 0.3,
  lengthExponent: 1,
  firstSentenceBonus: 0.3,
  genericPenalty: 0.5,
  acronymBonus: 0.3,
  singleWordFactor: 1.3,
};

const specificityCache = new Map<string, number>();

/**
 * How specific a word is, 0.3..1: words WordNet does not know (technical terms, names) are 1; words with many senses
 * or many sense-tagged occurrences (everyday words) are lower. An IDF stand-in built from WordNet only.
 */
export function wordSpecificity(word: string): number {
  const cached = specificityCache.get(word);
  if (cached !== undefined) return cached;
  let value: number;
  const entry = nounEntry(word);
  if (!entry) {
    value = isAdjective(word) || isVerb(word) ? 0.75 : 1;
  } else {
    const commonness = Math.log2(1 + entry.senses) + 0.5 * Math.log2(1 + entry.tagCount);
    value = Math.max(0.3, 1 - commonness / 12);
  }
  specificityCache.set(word, value);
  return value;
}

/** Below this specificity a noun is an everyday word of many senses ("proportions", "program", "surface"). */
const EVERYDAY_SPECIFICITY = 0.8;

/** One everyday English word, not a term of a field: "errors", "magnitude"; not "electrode", "rainfall". */
export function isEverydayNoun(word: string): boolean {
  return wordSpecificity(singularizeWord(word.toLowerCase())) < EVERYDAY_SPECIFICITY;
}

/** Personalised PageRank over the word co-occurrence graph; returns a score per word. */
export function wordRanks(
  analysed: AnalysedText,
  candidates: Candidate[],
  params: SalienceParams,
): Map<string, number> {
  // Token index → normalised word for tokens inside candidate occurrences.
  const tokenWord = new Map<number, string>();
  for (const candidate of candidates) {
    for (const occurrence of candidate.occurrences) {
      if (occurrence.viaAcronym) {
        // An acronym use stands for the whole phrase: credit its head word.
        tokenWord.set(occurrence.first, candidate.words[candidate.words.length - 1] ?? "");
        continue;
      }
      const span = occurrence.last - occurrence.first;
      const offset = Math.max(0, candidate.words.length - span);
      for (let k = 0; k < span; k++) {
        const word = candidate.words[offset + k];
        if (word) tokenWord.set(occurrence.first + k, word);
      }
    }
  }
  const positions = [...tokenWord.keys()].sort((a, b) => a - b);
  const ids = new Map<string, number>();
  const words: string[] = [];
  for (const p of positions) {
    const w = tokenWord.get(p) as string;
    if (!ids.has(w)) {
      ids.set(w, words.length);
      words.push(w);
    }
  }
  const n = words.length;
  const byPosition = new Float64Array(n);
  const byCount = new Float64Array(n);
  const adjacency: Array<Map<number, number>> = Array.from({ length: n }, () => new Map());
  for (let a = 0; a < positions.length; a++) {
    const pa = positions[a] as number;
    const ia = ids.get(tokenWord.get(pa) as string) as number;
    const unit = params.positionUnit === "word" ? a : (analysed.tokens[pa]?.sentence ?? 0);
    byPosition[ia] = (byPosition[ia] ?? 0) + 1 / (unit + 1);
    byCount[ia] = (byCount[ia] ?? 0) + 1;
    for (let b = a + 1; b < positions.length; b++) {
      const pb = positions[b] as number;
      if (pb - pa >= params.window) break;
      const ib = ids.get(tokenWord.get(pb) as string) as number;
      if (ia === ib) continue;
      const mapA = adjacency[ia] as Map<number, number>;
      const mapB = adjacency[ib] as Map<number, number>;
      mapA.set(ib, (mapA.get(ib) ?? 0) + 1);
      mapB.set(ia, (mapB.get(ia) ?? 0) + 1);
    }
  }
  let positionSum = 0;
  let countSum = 0;
  for (let i = 0; i < n; i++) {
    positionSum += byPosition[i] ?? 0;
    countSum += byCount[i] ?? 0;
  }
  const personal = new Float64Array(n);
  const alpha = params.positionBias;
  for (let i = 0; i < n; i++) {
    personal[i] =
      (alpha * (byPosition[i] ?? 0)) / (positionSum || 1) + ((1 - alpha) * (byCount[i] ?? 0)) / (countSum || 1);
  }
  const outWeight = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let sum = 0;
    for (const w of (adjacency[i] as Map<number, number>).values()) sum += w;
    outWeight[i] = sum;
  }
  let rank = Float64Array.from(personal);
  const d = params.damping;
  for (let iteration = 0; iteration < 50; iteration++) {
    const next = new Float64Array(n);
    let dangling = 0;
    for (let i = 0; i < n; i++) if ((outWeight[i] ?? 0) === 0) dangling += rank[i] ?? 0;
    for (let i = 0; i < n; i++) {
      const ri = rank[i] ?? 0;
      const ow = outWeight[i] ?? 0;
      if (ow === 0) continue;
      for (const [j, w] of adjacency[i] as Map<number, number>) next[j] = (next[j] ?? 0) + (d * ri * w) / ow;
    }
    let delta = 0;
    for (let i = 0; i < n; i++) {
      const value = (next[i] ?? 0) + (1 - d + d * dangling) * (personal[i] ?? 0);
      delta += Math.abs(value - (rank[i] ?? 0));
      next[i] = value;
    }
    rank = next;
    if (delta < 1e-6) break;
  }
  const out = new Map<string, number>();
  for (let i = 0; i < n; i++) out.set(words[i] as string, rank[i] ?? 0);
  return out;
}

/**
 * How often the text uses each candidate, counting its uses inside longer candidates: a phrase is used by the longer
 * phrases that end with it ("GOTV field experiments" is a field experiment), a single word by every phrase it is part
 * of ("cortex" is the topic of "visual cortex", "temperature" of "temperature shocks").
 */
export function usesWithLongerPhrases(candidates: Candidate[]): Map<string, number> {
  const uses = new Map<string, number>();
  const add = (key: string, count: number) => uses.set(key, (uses.get(key) ?? 0) + count);
  const nested = new Set(candidates.filter((c) => c.nested).map((c) => c.key));
  for (const candidate of candidates) {
    const { words } = candidate;
    const count = candidate.occurrences.length;
    add(words.join(" "), count);
    // A nested candidate's occurrences are its containers' occurrences: counted once, as its own.
    if (candidate.nested) continue;
    for (let cut = 1; cut < words.length - 1; cut++) {
      const suffix = words.slice(cut).join(" ");
      if (!nested.has(suffix)) add(suffix, count);
    }
    if (words.length > 1) for (const word of new Set(words)) add(word, count);
  }
  return uses;
}

/**
 * Raw salience score per candidate key (not yet scaled to 0..1). `uses` is usesWithLongerPhrases(candidates), passed
 * in because the extractor needs it too.
 */
export function scoreCandidates(
  analysed: AnalysedText,
  candidates: Candidate[],
  params: SalienceParams = defaultSalienceParams,
  uses: Map<string, number> = usesWithLongerPhrases(candidates),
): Map<string, number> {
  const ranks = wordRanks(analysed, candidates, params);
  const scores = new Map<string, number>();
  for (const candidate of candidates) {
    let sum = 0;
    for (const word of candidate.words) {
      const r = ranks.get(word) ?? 0;
      sum += r * (params.specificity > 0 ? Math.pow(wordSpecificity(word), params.specificity) : 1);
    }
    const length = candidate.words.length;
    let score = sum / Math.pow(length, 1 - params.lengthExponent);
    const tf = uses.get(candidate.words.join(" ")) ?? candidate.occurrences.length;
    score *= 1 + params.tfBoost * Math.log(tf);
    if (candidate.occurrences.some((o) => o.sentence === 0)) score *= 1 + params.firstSentenceBonus;
    if (candidate.acronym) score *= 1 + params.acronymBonus;
    const head = candidate.words[length - 1] ?? "";
    if (length === 1 && genericNouns.has(head)) score *= params.genericPenalty;
    if (length === 1) score *= params.singleWordFactor;
    scores.set(candidate.key, score);
  }
  return scores;
}
