import { createAnthropicClient } from "./anthropic.ts";
import { createOpenAiCompatibleClient } from "./openai.ts";
import type { LlmClient, LlmClientOptions } from "./types.ts";

/**
 * The AI provider's connection, as plain settings (server/config/llm.ts reads them from the environment).
 */
export interface LlmConfig {
  provider: "openai" | "anthropic";
  /** OpenAI-compatible: up to the version path (…/v1). Anthropic: the host (requests go to …/v1/messages). */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export function createLlmClient(config: LlmConfig, options: LlmClientOptions = {}): LlmClient {
  const clientOptions = { ...options, timeoutMs: config.timeoutMs };
  const connection = { baseUrl: config.baseUrl, apiKey: config.apiKey, model: config.model };
  return config.provider === "anthropic"
    ? createAnthropicClient(connection, clientOptions)
    : createOpenAiCompatibleClient(connection, clientOptions);
}
