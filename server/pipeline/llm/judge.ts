import { llmContradictionSchema, type LlmContradiction } from "../../../contract/llm.ts";
import { contradictionSystemPrompt, contradictionUserPrompt, delimiterFor } from "./prompts.ts";
import type { CompleteJsonOptions, LlmClient } from "./types.ts";

export type ContradictionJudgement = LlmContradiction;

export interface ContradictionJudge {
  readonly name: string;
  /** Throws LlmError when the provider fails or its answer stays invalid after one repair request. */
  judge(statement1: string, statement2: string, options?: CompleteJsonOptions): Promise<ContradictionJudgement>;
}

export interface LlmJudgeOptions {
  /** Longer statements are cut (they are sentences or short passages). Default 2000. */
  maxStatementChars?: number;
}

/**
 * Asks the model whether two statements contradict. Both statements are untrusted data in delimited blocks; the
 * answer is used only once it validates against `llmContradictionSchema`. `reason` is the model's own sentence:
 * show it as plain text.
 */
export function createLlmJudge(client: LlmClient, options: LlmJudgeOptions = {}): ContradictionJudge {
  const maxChars = options.maxStatementChars ?? 2000;
  return {
    name: `llm:${client.name}`,
    async judge(statement1, statement2, callOptions = {}) {
      const a = statement1.slice(0, maxChars);
      const b = statement2.slice(0, maxChars);
      const tag = delimiterFor(a, b);
      const judgement = await client.completeJson(
        contradictionSystemPrompt(tag),
        contradictionUserPrompt(tag, a, b),
        llmContradictionSchema,
        callOptions,
      );
      return judgement.contradicts ? judgement : { ...judgement, severity: "low" };
    },
  };
}
