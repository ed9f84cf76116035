// Optional LLM providers (OpenAI-compatible, Anthropic) behind one interface, with the local extractor as fallback.
export type { ChatMessage, ChatTransport, CompleteJsonOptions, LlmClient, LlmClientOptions, LlmLogger, LlmProviderKind } from "./types.ts";
export { LlmError, type LlmErrorKind } from "./errors.ts";
export { createJsonClient, parseModelJson } from "./client.ts";
export { createOpenAiCompatibleClient, type OpenAiCompatibleConfig } from "./openai.ts";
export { anthropicDefaultBaseUrl, anthropicVersion, createAnthropicClient, type AnthropicConfig } from "./anthropic.ts";
export { createLlmExtractor, fallbackWarning, type LlmExtractorOptions } from "./extractor.ts";
export { findQuote, findSurfaceForm, groundExtraction, type GroundingOptions, type GroundingStats } from "./grounding.ts";
export { createLlmJudge, type ContradictionJudge, type ContradictionJudgement, type LlmJudgeOptions } from "./judge.ts";
export {
  createExtractorFromEnv,
  createJudgeFromEnv,
  createLlmClient,
  describeLlmConfig,
  llmEnvShape,
  llmProviders,
  openAiDefaultBaseUrl,
  readLlmConfig,
  type LlmConfig,
  type LlmProviderSetting,
} from "./config.ts";
