/**
 * How a candidate sentence is scored for answering a question: a weighted sum of its features. The weights were
 * learned (a listwise logistic model: the answering sentence against the other candidates of its question) on
 * the development questions, trained on each half and checked on the other: both halves gave the same weights
 * within ~0.3 and the same top-1 hits (docs/BENCHMARKS.md, Answers). They are rounded, not tuned further.
 */
import type { UnitFeatures } from "./features.ts";
import { quantityWords, type QuestionAnalysis, type QuestionType } from "./question.ts";

export const rankingWeights = {
  own: 2.1,
  withContext: 2.8,
  anchorsMissing: -1.3,
  anchorsNear: 0.45,
  type: 1.7,
  asked: 1.5,
  similarity: 0.55,
  retrieval: 2.1,
  /** A sentence of fewer than four words (a label, a fragment). */
  short: -0.15,
  /** Per 50 words beyond 50 (a run-on paragraph the reading layer could not split). */
  long: -0.06,
} as const;

export function unitScore(f: UnitFeatures): number {
  const w = rankingWeights;
  return (
    w.own * f.own +
    w.withContext * f.withContext +
    w.anchorsMissing * f.anchorsMissing +
    w.anchorsNear * f.anchorsNear +
    w.type * f.type +
    w.asked * f.asked +
    w.similarity * f.similarity +
    w.retrieval * f.retrieval +
    (f.words < 4 ? w.short : 0) +
    w.long * Math.max(0, (f.words - 50) / 50)
  );
}

/** Types whose answer has a form that can be checked: no figure, no name, no date means no answer. */
const strictTypes: ReadonlySet<QuestionType> = new Set(["quantity", "person", "date"]);

/**
 * Can the sentence answer at all? Its document must mention at least half of what the question names (a question
 * about GPT-3 is not answered by a paper that never mentions GPT-3, however well its sentences match the rest); it
 * must say something the question does not (a yes/no question excepted: its answer may repeat it), something at all
 * after its label ("Principal investigator: (?)" says nothing) and be a sentence rather than a table's row or the
 * tail of a sentence cut by a PDF's page or column, and tell rather than ask; for a
 * figure, a person or a date it must hold one, and a figure must be about what the question measures; a definition
 * must be of the term asked about.
 */
export function canAnswer(f: UnitFeatures, question: QuestionAnalysis): boolean {
  if (f.anchorsMissing >= 0.5 || f.empty || f.tableLike || f.fragment || f.asks) return false;
  if (f.novelty === 0 && question.type !== "yesno") return false;
  // A yes or a no is said about the question's subject: "Do bronchodilators change DLco?" needs bronchodilators.
  if (question.type === "yesno" && question.asked && f.asked === 0) return false;
  if (strictTypes.has(question.type) && f.type === 0) return false;
  // "What is X?" is answered by a sentence that defines X or sits under a heading or title X: not by one that only
  // mentions it ("...confirmed by spirometry") or shares a word with it ("the capital of France" and France).
  if (question.type === "definition" && f.type < 0.75) return false;
  // "What FID score...", "How many participants...": the figure must be about the thing measured, which the sentence
  // (or its heading) names; a bare quantity word ("What share...", "What value...") names nothing to look for.
  return !(question.type === "quantity" && question.asked && !quantityWords.has(question.asked) && !f.askedNear);
}
