/**
 * Decides locally (no model) whether two statements on the same subject contradict each other, from cues a reader
 * would point at: one negates what the other asserts, they use opposite words for the same thing ("increases" /
 * "reduces"), they give different figures, or they swap who does what to whom.
 */
import { areAntonyms } from "./antonyms.ts";
import { NEGATORS, NUMBER_WORDS, STOPWORDS, baseForms, opposedByLexicon, polarityOf } from "./cues.ts";

export type Severity = "high" | "medium" | "low";

export interface Judgement {
  contradicts: boolean;
  severity: Severity;
  /** Why, in words shown to the user. */
  reason: string;
}

const NO: Judgement = { contradicts: false, severity: "low", reason: "" };

export function words(text: string): string[] {
  return (text.toLowerCase().replace(/n't\b/g, " n't").match(/[a-z0-9][a-z0-9'+/-]*|n't/g) ?? []).map((w) => w.replace(/'s$/, ""));
}

function numbers(text: string): string[] {
  const digits = (text.match(/(?<![\w.-])\d+(?:[.,]\d+)?%?(?![\w-])/g) ?? []).map((n) => n.replace(",", "."));
  return [...digits, ...words(text).flatMap((w) => (NUMBER_WORDS[w] ? [NUMBER_WORDS[w]!] : []))];
}

/** Phrases that state the absence of an effect or relation. */
const NULL_EFFECT = /\b(?:no|not|non)[- ](?:significant|significantly|substantial|major|measurable|detectable|clear)?\s*(?:effect|impact|influence|change|difference|association|relation|relationship|correlation|role|benefit)s?\b|\bunrelated\b|\bsame rate\b|\b(?:remain|remains|remained) (?:stable|unchanged|constant)\b|\bdoes not (?:alter|change|affect)\b|\bnot (?:associated|linked|correlated)\b/i;

const content = (list: string[]) => list.filter((w) => !STOPWORDS.has(w) && !NEGATORS.has(w));
const lemma = (w: string) => baseForms(w).at(-1)!;

function multisetMinus(a: string[], b: string[]): string[] {
  const counts = new Map<string, number>();
  for (const w of b) counts.set(w, (counts.get(w) ?? 0) + 1);
  return a.filter((w) => {
    const left = counts.get(w) ?? 0;
    if (left > 0) {
      counts.set(w, left - 1);
      return false;
    }
    return true;
  });
}

/** Shared content words over the smaller statement's content words (0..1). */
export function overlap(a: string, b: string): number {
  const ca = new Set(words(a).filter((w) => !STOPWORDS.has(w) && !NEGATORS.has(w)).map((w) => baseForms(w).at(-1)!));
  const cb = new Set(words(b).filter((w) => !STOPWORDS.has(w) && !NEGATORS.has(w)).map((w) => baseForms(w).at(-1)!));
  if (ca.size === 0 || cb.size === 0) return 0;
  let shared = 0;
  for (const w of ca) if (cb.has(w)) shared++;
  return shared / Math.min(ca.size, cb.size);
}

function opposed(a: string, b: string): boolean {
  if (opposedByLexicon(a, b)) return true;
  return baseForms(a).some((fa) => baseForms(b).some((fb) => areAntonyms(fa, fb)));
}

/**
 * @param similarity cosine of the two statements' vectors, when known: statements far apart in meaning are
 * about different things and are never judged.
 */
export function judgeStatements(a: string, b: string, similarity = 1): Judgement {
  if (a.trim().toLowerCase() === b.trim().toLowerCase()) return NO;
  const shared = overlap(a, b);
  if (shared < 0.4 || similarity < 0.6) return NO;
  const wa = words(a);
  const wb = words(b);
  const onlyA = multisetMinus(wa, wb);
  const onlyB = multisetMinus(wb, wa);

  const negA = wa.filter((w) => NEGATORS.has(w)).length;
  const negB = wb.filter((w) => NEGATORS.has(w)).length;
  // A denial contradicts when it is about the same claim: little else differs between the two statements.
  const negation = negA % 2 !== negB % 2 && [...onlyA, ...onlyB].some((w) => NEGATORS.has(w)) && content([...onlyA, ...onlyB]).length <= 5;

  let opposite: [string, string] | null = null;
  for (const x of onlyA) {
    if (STOPWORDS.has(x)) continue;
    const y = onlyB.find((w) => !STOPWORDS.has(w) && opposed(x, w));
    if (y) {
      opposite = [x, y];
      break;
    }
  }

  // "X does not increase Y" and "X reduces Y" say compatible things: the two cues cancel. A direct opposition
  // carries on less shared wording than a denial does.
  if (negation !== (opposite !== null) && (shared >= 0.5 || opposite)) {
    const strength: Severity = shared >= 0.7 ? "high" : "medium";
    const reason = opposite
      ? `One statement says "${opposite[0]}" where the other says "${opposite[1]}" about the same subject.`
      : "One statement denies what the other asserts about the same subject.";
    return { contradicts: true, severity: strength, reason };
  }

  // "No significant effect" against a change in one direction: one finds an effect the other rules out.
  const nullA = NULL_EFFECT.test(a);
  const nullB = NULL_EFFECT.test(b);
  if (nullA !== nullB && shared >= 0.5) {
    const asserted = content(nullA ? onlyB : onlyA).find((w) => polarityOf(w).length > 0);
    if (asserted) {
      return { contradicts: true, severity: "medium", reason: `One statement finds no effect where the other says "${asserted}".` };
    }
  }

  const na = numbers(a);
  const nb = numbers(b);
  const diffA = multisetMinus(na, nb);
  const diffB = multisetMinus(nb, na);
  if (shared >= 0.7 && diffA.length > 0 && diffB.length > 0 && !negation && !opposite) {
    return { contradicts: true, severity: "medium", reason: `The statements give different figures (${diffA[0]} and ${diffB[0]}) for the same thing.` };
  }

  // Same words, different order: who does what to whom is swapped ("men … than women" / "women … than men").
  const contentA = content(wa).map(lemma);
  const contentB = content(wb).map(lemma);
  if (multisetMinus(contentA, contentB).length === 0 && multisetMinus(contentB, contentA).length === 0 && contentA.join(" ") !== contentB.join(" ")) {
    return { contradicts: true, severity: "medium", reason: "The statements use the same words with the roles swapped." };
  }
  return NO;
}
