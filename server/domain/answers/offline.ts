import type { AnswerResponse } from "../../../contract/answers.ts";
import { loadWordVectors } from "../../pipeline/embeddings/word-vectors.ts";
import { findCandidates, type CandidateDeps, type CandidateDocument } from "./candidates.ts";
import { chooseSentences } from "./extractive.ts";
import { unitFeatures, type ScoredUnit } from "./features.ts";
import { presentAnswer, readable, type CitedSentence, type DocumentInfo } from "./present.ts";
import { analyseQuestion, type QuestionAnalysis } from "./question.ts";
import { unitScore } from "./score.ts";
import { sectionAt } from "./units.ts";

/** What the offline answerer read, for the AI provider to read the same passages. */
export interface OfflineAnswer {
  response: AnswerResponse;
  question: QuestionAnalysis;
  documents: CandidateDocument[];
  /** Every candidate sentence with its score, best first. */
  ranked: ScoredUnit[];
}

export const citedSentence = (unit: ScoredUnit): CitedSentence => ({
  text: readable(unit.text),
  citations: [
    {
      documentId: unit.document.id,
      chunkId: unit.chunkId,
      quote: unit.text,
      charStart: unit.start,
      charEnd: unit.end,
      page: unit.page,
      section: sectionAt(unit.document.content, unit.document.blocks, unit.start),
    },
  ],
});

export const documentInfo = (documents: readonly CandidateDocument[]): Map<string, DocumentInfo> =>
  new Map(documents.map((d) => [d.id, { id: d.id, title: d.title, type: d.type }]));

/**
 * The extractive answer: the question analysed, candidate passages from hybrid search, every sentence in them
 * scored for answering it, the best one to three quoted with their citation, or an abstention.
 */
export async function offlineAnswer(
  deps: CandidateDeps,
  userId: string,
  text: string,
  projectId: string | undefined,
): Promise<OfflineAnswer> {
  const question = analyseQuestion(text);
  const [candidates, vectors] = await Promise.all([
    findCandidates(deps, userId, text, projectId),
    loadWordVectors(deps.modelCacheDir ? { cacheDir: deps.modelCacheDir } : undefined),
  ]);
  const units = await unitFeatures(deps.db, question, candidates.query, candidates.documents, vectors);
  const ranked = units.map((u) => ({ ...u, score: unitScore(u.features) })).sort((a, b) => b.score - a.score);
  const chosen = chooseSentences(ranked, question) ?? [];
  return {
    response: presentAnswer(chosen.map(citedSentence), documentInfo(candidates.documents), "extractive", null),
    question,
    documents: candidates.documents,
    ranked,
  };
}
