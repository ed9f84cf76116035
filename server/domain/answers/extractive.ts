/**
 * The offline answer: the best sentence for the question, and up to two more from the same document that score
 * nearly as well, each quoted verbatim; nothing at all when even the best sentence scores below the abstention
 * threshold ("Not found in your documents").
 */
import { answerLimits } from "../../../contract/answers.ts";
import type { ScoredUnit } from "./features.ts";
import type { QuestionAnalysis } from "./question.ts";
import { canAnswer } from "./score.ts";

export const composition = {
  /**
   * A further sentence joins the answer when its score is within this of the best one's (the ranking score's scale,
   * score.ts). On the development questions 0.5-1.0 from the same document all raised the share of questions whose
   * answer holds the gold sentence by 6-10 of 62 at 1.4-2 sentences per answer; 0.7 sits in the middle.
   */
  scoreMargin: 0.7,
  /** Below this best score the documents are taken not to answer (calibration in docs/BENCHMARKS.md, Answers). */
  abstainBelow: 4,
} as const;

/** Words that point back to the sentence before: the answer quotes that one first, so it reads on its own. */
const ANAPHORIC_START =
  /^(?:this|these|that|those|it|its|they|their|such|thus|therefore|hence|however|consequently|as a result|in this way|to (?:counteract|avoid|address|fix|overcome|solve) (?:this|these|that|it))\b/i;

/** Two sentences that say the same (a heading repeated in the body, a caption and its mention). */
const sameText = (a: string, b: string) =>
  a.replace(/\W+/g, " ").trim().toLowerCase() === b.replace(/\W+/g, " ").trim().toLowerCase();

/**
 * The sentences of the answer in the order they are shown, or null to abstain. `units` are every candidate with
 * its score; those that cannot answer (nothing new, or no figure for a "how many") are left out before ranking.
 */
export function chooseSentences(
  units: readonly ScoredUnit[],
  question: QuestionAnalysis,
  abstainBelow: number = composition.abstainBelow,
): ScoredUnit[] | null {
  const ranked = units
    .filter((u) => canAnswer(u.features, question))
    .sort((a, b) => b.score - a.score || a.start - b.start);
  const best = ranked[0];
  if (!best || best.score < abstainBelow) return null;
  const chosen: ScoredUnit[] = [best];
  for (const unit of ranked.slice(1)) {
    if (chosen.length >= answerLimits.sentences || unit.score < best.score - composition.scoreMargin) break;
    if (
      unit.document.id !== best.document.id ||
      unit.features.leadIn ||
      chosen.some((c) => sameText(c.text, unit.text) || (c.start < unit.end && unit.start < c.end))
    )
      continue;
    chosen.push(unit);
  }
  // A chosen sentence that starts by pointing back ("To counteract this effect, ...") brings the one before it.
  const shown: ScoredUnit[] = [];
  for (const unit of chosen) {
    const before = ANAPHORIC_START.test(unit.text)
      ? units.find(
          (u) => u.document.id === unit.document.id && u.block === unit.block && u.inBlock === unit.inBlock - 1,
        )
      : undefined;
    // Only a sentence: "Fig. 8." before "Thus, ..." explains nothing.
    const previous = before && before.features.words >= 4 && !before.features.tableLike ? before : undefined;
    if (
      previous &&
      !chosen.includes(previous) &&
      !shown.includes(previous) &&
      shown.length + 2 <= answerLimits.sentences
    )
      shown.push(previous);
    if (shown.length < answerLimits.sentences) shown.push(unit);
    // A sentence too short to stand alone ("Also known as Tiffeneau-Index.") takes the next one when that one goes on
    // about it ("This is the fraction of ...").
    const after =
      unit.features.words < 8
        ? units.find(
            (u) => u.document.id === unit.document.id && u.block === unit.block && u.inBlock === unit.inBlock + 1,
          )
        : undefined;
    if (
      after &&
      ANAPHORIC_START.test(after.text) &&
      !chosen.includes(after) &&
      !shown.includes(after) &&
      shown.length < answerLimits.sentences
    )
      shown.push(after);
  }
  return shown;
}
