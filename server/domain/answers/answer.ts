import type { AnswerResponse, AnswerSentence } from "../../../contract/answers.ts";
import type { LlmConfig } from "../../pipeline/llm/config.ts";
import type { CandidateDeps } from "./candidates.ts";
import { offlineAnswer } from "./offline.ts";

export interface AnswerDeps extends CandidateDeps {
  /** The configured AI provider, or null: answers are then extractive only. */
  llm: LlmConfig | null;
}

export interface AnswerInput {
  question: string;
  projectId?: string | null;
}

export interface AnswerEvents {
  /** A sentence whose citations were checked, as soon as it is known (AI mode). */
  onSentence?: (sentence: AnswerSentence) => void;
  /** The sentences sent so far are withdrawn (the provider failed after some). */
  onReset?: () => void;
  signal?: AbortSignal;
}

/**
 * An answer to a question from the user's documents (one project when given; a project that is not the user's
 * answers 404). Offline it is extractive; with an AI provider the model writes it from the same passages.
 */
export async function answerQuestion(deps: AnswerDeps, userId: string, input: AnswerInput, _events: AnswerEvents = {}): Promise<AnswerResponse> {
  const offline = await offlineAnswer(deps, userId, input.question, input.projectId ?? undefined);
  return offline.response;
}
