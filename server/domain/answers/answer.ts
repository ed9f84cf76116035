import type { AnswerResponse, AnswerSentence } from "../../../contract/answers.ts";
import type { LlmConfig } from "../../pipeline/llm/config.ts";
import type { LlmLogger } from "../../pipeline/llm/types.ts";
import { aiAnswer } from "./ai-answer.ts";
import type { CandidateDeps } from "./candidates.ts";
import { withDisagreements } from "./disagreements.ts";
import { offlineAnswer } from "./offline.ts";

export interface AnswerDeps extends CandidateDeps {
  /** The configured AI provider, or null: answers are then extractive only. */
  llm: LlmConfig | null;
  logger?: LlmLogger;
  /** For tests: replaces the global fetch for provider calls. */
  fetch?: typeof fetch;
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
  /** Aborts the provider call (the client went away). */
  signal?: AbortSignal;
}

/**
 * An answer to a question from the user's documents (one project when given; a project that is not the user's
 * answers 404). The extractive answer is always made (it is fast, and the fallback); with an AI provider the model
 * then writes the answer from the same passages, every sentence checked against them. Either way, a cited passage
 * that is part of an unresolved contradiction brings the other side along.
 */
export async function answerQuestion(
  deps: AnswerDeps,
  userId: string,
  input: AnswerInput,
  events: AnswerEvents = {},
): Promise<AnswerResponse> {
  const offline = await offlineAnswer(deps, userId, input.question, input.projectId ?? undefined);
  const response = deps.llm
    ? await aiAnswer(input.question, offline, { config: deps.llm, logger: deps.logger, fetch: deps.fetch, ...events })
    : offline.response;
  return withDisagreements(deps.db, userId, response);
}
