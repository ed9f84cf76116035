import { evalNormalize } from "../eval-keyphrases.ts";

export interface KeyphraseScore {
  precision: number;
  recall: number;
  f1: number;
  /** The predicted names (as given) whose normalised form is a gold keyphrase. */
  hits: string[];
}

/**
 * The keyphrase protocol of `eval-keyphrases.ts`: the first `k` distinct normalised names against ALL gold
 * keyphrases, exact match after lower-casing, removing punctuation and stemming.
 */
export function keyphraseScore(predicted: readonly string[], gold: readonly string[], k = 10): KeyphraseScore {
  const goldSet = new Set(gold.map(evalNormalize).filter((g) => g.length > 0));
  const seen = new Set<string>();
  const hits: string[] = [];
  for (const name of predicted) {
    const normal = evalNormalize(name);
    if (normal.length === 0 || seen.has(normal)) continue;
    seen.add(normal);
    if (goldSet.has(normal)) hits.push(name);
    if (seen.size === k) break;
  }
  const precision = seen.size > 0 ? hits.length / seen.size : 0;
  const recall = goldSet.size > 0 ? hits.length / goldSet.size : 0;
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1, hits };
}
