import type { z } from "zod";

export interface CompleteJsonOptions {
  signal?: AbortSignal;
}

/**
 * One LLM provider. `completeJson` asks for a JSON object matching `schema` and returns it only once it validates;
 * an invalid answer gets one repair request (the validation errors are sent back). Failures throw LlmError.
 */
export interface LlmClient {
  /** e.g. "openai-compatible:llama3.1:8b", "anthropic:claude-sonnet-4-5". Never holds a URL or a key. */
  readonly name: string;
  readonly provider: LlmProviderKind;
  readonly model: string;
  completeJson<T>(system: string, user: string, schema: z.ZodType<T>, options?: CompleteJsonOptions): Promise<T>;
}

export type LlmProviderKind = "openai-compatible" | "anthropic";

export interface ChatMessage {
  role: "user" | "assistant";
  content: string;
}

/** The provider-specific part of a client: one chat request, returning the model's text. */
export interface ChatTransport {
  readonly provider: LlmProviderKind;
  readonly model: string;
  chat(system: string, messages: ChatMessage[], signal: AbortSignal | undefined): Promise<string>;
}

/** The slice of a pino logger the LLM code uses. Only metadata is logged: never a key, a header or a prompt. */
export interface LlmLogger {
  warn(details: object, message: string): void;
  debug?(details: object, message: string): void;
}

export interface LlmClientOptions {
  /** Per HTTP request (connect, wait, read the whole answer). Default 60 000. */
  timeoutMs?: number;
  /** Further attempts after 408/429/5xx or a network error. Default 2. */
  retries?: number;
  /** First back-off between attempts, doubled each time. Default 1000. */
  retryDelayMs?: number;
  /** Upper bound on a Retry-After wait. Default 20 000. */
  maxRetryAfterMs?: number;
  /** Larger answers are refused. Default 4 MiB. */
  maxResponseBytes?: number;
  /** Anthropic's required `max_tokens`. Default 8192. */
  maxOutputTokens?: number;
  logger?: LlmLogger;
  /** For tests: replaces the global fetch. */
  fetch?: typeof fetch;
}
