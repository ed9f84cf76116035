// The measures of ../shared/eval/answers/README.md, exactly as written there (the held-out half is measured so).
import type { AnswerResponse } from "../../contract/answers.ts";

export interface AnswerQuestion {
  id: string;
  set: "pdfs" | "vault";
  question: string;
  answers: string[];
  /** The record id (in ../shared/eval/real/) of the document that answers it; null when unanswerable. */
  doc: string | null;
  otherDocs?: string[];
  unanswerable: boolean;
}

/**
 * NFKC, lower case, a space between letters and digits (`340M` = `340 M`), every run of characters other than
 * letters and digits one space.
 */
export function normalise(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/(\p{L})(?=\p{N})|(\p{N})(?=\p{L})/gu, "$1$2 ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The span occurs as whole words in the text (both normalised). */
export function containsWords(text: string, span: string): boolean {
  const needle = normalise(span);
  return needle.length > 0 && ` ${normalise(text)} `.includes(` ${needle} `);
}

/** One question's outcome. */
export interface QuestionOutcome {
  question: AnswerQuestion;
  response: AnswerResponse;
  latencyMs: number;
  /** Answerable: a gold span in `answer` and in a sentence cited to the gold document. */
  correct: boolean;
  abstained: boolean;
  /** Cited quotes, and how many occur in their document. */
  citations: number;
  faithful: number;
  /** Answerable: a gold span occurs in what Mnemo stored for the gold document. */
  inStoredContent: boolean;
}

export const abstainedOf = (response: AnswerResponse): boolean =>
  !response.answer?.trim() || response.sentences.length === 0;

/**
 * Scores one answer. `goldIds` are Mnemo's ids of the gold documents; `contentOf` gives a document's text by
 * Mnemo id (its `content`, or its reference text), undefined for an id that is not a document of the account.
 */
export function scoreAnswer(
  question: AnswerQuestion,
  response: AnswerResponse,
  latencyMs: number,
  goldIds: ReadonlySet<string>,
  contentOf: (documentId: string) => string[] | undefined,
): QuestionOutcome {
  const abstained = abstainedOf(response);
  const correct =
    !question.unanswerable &&
    !abstained &&
    question.answers.some(
      (gold) =>
        containsWords(response.answer ?? "", gold) &&
        response.sentences.some(
          (s) => containsWords(s.text, gold) && s.citations.some((c) => goldIds.has(c.documentId)),
        ),
    );
  let citations = 0;
  let faithful = 0;
  for (const sentence of response.sentences) {
    for (const citation of sentence.citations) {
      citations++;
      const texts = contentOf(citation.documentId);
      const quote = normalise(citation.quote);
      if (quote && texts?.some((text) => normalise(text).includes(quote))) faithful++;
    }
  }
  const stored = [...goldIds].flatMap((id) => contentOf(id)?.slice(0, 1) ?? []);
  const inStoredContent =
    !question.unanswerable && question.answers.some((gold) => stored.some((text) => containsWords(text, gold)));
  return { question, response, latencyMs, correct, abstained, citations, faithful, inStoredContent };
}

/** The p-th percentile (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

export interface Summary {
  questions: number;
  answerable: number;
  correct: number;
  accuracy: number;
  unanswerable: number;
  abstained: number;
  abstention: number;
  falseAbstention: number;
  citations: number;
  faithfulness: number;
  inStoredContent: number;
  p50: number;
  p95: number;
}

export function summarise(outcomes: readonly QuestionOutcome[]): Summary {
  const answerable = outcomes.filter((o) => !o.question.unanswerable);
  const unanswerable = outcomes.filter((o) => o.question.unanswerable);
  const correct = answerable.filter((o) => o.correct).length;
  const abstained = unanswerable.filter((o) => o.abstained).length;
  const citations = outcomes.reduce((n, o) => n + o.citations, 0);
  const faithful = outcomes.reduce((n, o) => n + o.faithful, 0);
  const latencies = outcomes.map((o) => o.latencyMs);
  const share = (n: number, of: number) => (of ? n / of : Number.NaN);
  return {
    questions: outcomes.length,
    answerable: answerable.length,
    correct,
    accuracy: share(correct, answerable.length),
    unanswerable: unanswerable.length,
    abstained,
    abstention: share(abstained, unanswerable.length),
    falseAbstention: share(answerable.filter((o) => o.abstained).length, answerable.length),
    citations,
    // No citation at all is no unfaithful citation.
    faithfulness: citations ? faithful / citations : 1,
    inStoredContent: share(answerable.filter((o) => o.inStoredContent).length, answerable.length),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}

/** The README's goals (offline mode, held-out half). */
export const answerGoals = { accuracy: 0.6, faithfulness: 0.98, abstention: 0.5, p95Ms: 1500 } as const;
