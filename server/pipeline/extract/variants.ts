/**
 * Variants of one concept fold into it: "self-attention layers" and "self-attention sub-layer" are mentions of
 * "self-attention", "deep learning models" of "deep learning". A phrase folds into a shorter candidate it starts
 * with when that candidate is a concept in its own right (several words, an acronym, a hyphenated compound, a
 * name) and at least half as salient, or named in the document's headline. A longer phrase that adds a modifier in front
 * ("recurrent neural network" after "neural network") names a kind of it and stays its own concept.
 */
import type { Candidate } from "./candidates.ts";
import { classNouns } from "./lexicon.ts";

export interface Ranked {
  candidate: Candidate;
  /** Salience from the text alone. */
  base: number;
  /** With the headline's preference. */
  score: number;
  /** 0..1, how strongly the document's headline uses it. */
  headline: number;
}

/** Words a variant may add after its concept. */
const MAX_TAIL_WORDS = 2;

/** A single common word ("language", "attention") is never the concept its compounds are variants of. */
function standsAlone(entry: Ranked): boolean {
  const { candidate } = entry;
  // A name is written with capitals everywhere ("Transformer"); "Schools" in a heading or a table is still a word.
  if (candidate.words.length >= 2 || candidate.acronym || (candidate.proper && candidate.allCapitalised)) return true;
  return [...candidate.surfaces.keys()].some((s) => /\p{L}[-\u2010]\p{L}/u.test(s));
}

/**
 * Folds variants into their concept, most salient first. Returns the kept entries in score order and, per kept
 * key, the keys folded into it (their surfaces become aliases, their occurrences mentions).
 */
export function foldVariants(ranked: Ranked[]): { kept: Ranked[]; folded: Map<string, Candidate[]> } {
  const byKey = new Map(ranked.map((r) => [r.candidate.key, r]));
  const folded = new Map<string, Candidate[]>();
  const gone = new Set<string>();
  for (const entry of ranked) {
    const words = entry.candidate.words;
    if (words.length < 2) continue;
    for (let cut = words.length - 1; cut >= Math.max(1, words.length - MAX_TAIL_WORDS); cut--) {
      const base = byKey.get(words.slice(0, cut).join(" "));
      if (!base || gone.has(base.candidate.key) || !standsAlone(base)) continue;
      // "gradient descent algorithm" is gradient descent; "DNA methylation", "PCR products" are other things.
      if (!words.slice(cut).every((word) => classNouns.has(word))) continue;
      if (base.score < entry.score * 0.5 && base.headline < 0.5) continue;
      gone.add(entry.candidate.key);
      const list = folded.get(base.candidate.key) ?? [];
      list.push(entry.candidate, ...(folded.get(entry.candidate.key) ?? []));
      folded.set(base.candidate.key, list);
      folded.delete(entry.candidate.key);
      // The concept is at least as central as its most central variant.
      base.score = Math.max(base.score, entry.score);
      break;
    }
  }
  const kept = ranked.filter((r) => !gone.has(r.candidate.key)).sort((a, b) => b.score - a.score);
  return { kept, folded };
}

/** What is left of the score of a kind of a concept ranked above it ("annual temperature" under "temperature"). */
const NARROWER_FACTOR = 0.5;

/**
 * A phrase that adds modifiers in front of a more central concept ("average typing speed", "higher tipping points"
 * under "typing speed", "tipping point") names a kind or a measure of it: it keeps its place among the concepts but
 * moves down, so the list shows the document's range instead of ten takes on its subject. Returns a new order.
 */
export function spreadNarrower(kept: Ranked[]): Ranked[] {
  const above = new Set<string>();
  for (const entry of kept) {
    const words = entry.candidate.words;
    let narrower = false;
    for (let cut = 1; cut < words.length && !narrower; cut++) narrower = above.has(words.slice(cut).join(" "));
    above.add(words.join(" "));
    if (narrower) {
      entry.score *= NARROWER_FACTOR;
      entry.base *= NARROWER_FACTOR;
    }
  }
  return [...kept].sort((a, b) => b.score - a.score);
}
