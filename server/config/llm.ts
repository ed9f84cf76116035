// The optional AI provider's settings, read from `MNEMO_LLM_*` (the README lists them).
import { z } from "zod";
import type { KnowledgeExtractor } from "../pipeline/extract/types.ts";
import { anthropicDefaultBaseUrl } from "../pipeline/llm/anthropic.ts";
import { createLlmClient, type LlmConfig } from "../pipeline/llm/config.ts";
import { createLlmExtractor, type LlmExtractorOptions } from "../pipeline/llm/extractor.ts";
import { createLlmJudge, type ContradictionJudge, type LlmJudgeOptions } from "../pipeline/llm/judge.ts";
import { defaultTimeoutMs } from "../pipeline/llm/provider-common.ts";
import type { LlmClientOptions } from "../pipeline/llm/types.ts";

export const llmProviders = ["local", "openai", "anthropic"] as const;
export type LlmProviderSetting = (typeof llmProviders)[number];

export const openAiDefaultBaseUrl = "https://api.openai.com/v1";

/** An empty variable (common in compose and .env files) counts as unset. */
const unsetIfBlank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** The LLM variables, spread into env.ts's schema. Defaults: provider `local` (no LLM), timeout 60 000 ms. */
export const llmEnvShape = {
  MNEMO_LLM_PROVIDER: z.preprocess(
    (value) => (typeof unsetIfBlank(value) === "string" ? (value as string).trim().toLowerCase() : undefined),
    z.enum(llmProviders).default("local"),
  ),
  MNEMO_LLM_BASE_URL: z.preprocess(
    unsetIfBlank,
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  ),
  MNEMO_LLM_API_KEY: z.preprocess(unsetIfBlank, z.string().trim().optional()),
  MNEMO_LLM_MODEL: z.preprocess(unsetIfBlank, z.string().trim().min(1).optional()),
  MNEMO_LLM_TIMEOUT_MS: z.preprocess(
    unsetIfBlank,
    z.coerce.number().int().min(1000).max(3_600_000).default(defaultTimeoutMs),
  ),
};
const llmEnvSchema = z.object(llmEnvShape);

/**
 * The configured provider, or null for `local`. Throws an Error listing every problem (never a value: the key
 * stays out of messages).
 */
export function readLlmConfig(env: Record<string, string | undefined>): LlmConfig | null {
  const parsed = llmEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid LLM configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.MNEMO_LLM_PROVIDER === "local") return null;

  const provider = e.MNEMO_LLM_PROVIDER;
  const officialBaseUrl = provider === "openai" ? openAiDefaultBaseUrl : anthropicDefaultBaseUrl;
  const baseUrl = (e.MNEMO_LLM_BASE_URL ?? officialBaseUrl).replace(/\/+$/, "");
  const problems: string[] = [];
  const url = new URL(baseUrl);
  if (url.username || url.password)
    problems.push("MNEMO_LLM_BASE_URL must not contain credentials: use MNEMO_LLM_API_KEY");
  if (!e.MNEMO_LLM_MODEL) problems.push(`MNEMO_LLM_MODEL must be set when MNEMO_LLM_PROVIDER is ${provider}`);
  if (!e.MNEMO_LLM_API_KEY && url.hostname === new URL(officialBaseUrl).hostname) {
    problems.push(`MNEMO_LLM_API_KEY must be set to use ${url.hostname}`);
  }
  if (problems.length) throw new Error(`Invalid LLM configuration:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  return {
    provider,
    baseUrl,
    apiKey: e.MNEMO_LLM_API_KEY || undefined,
    model: e.MNEMO_LLM_MODEL!,
    timeoutMs: e.MNEMO_LLM_TIMEOUT_MS,
  };
}

/** What may be logged about the configuration: no key, only whether one is set. */
export function describeLlmConfig(config: LlmConfig | null): Record<string, unknown> {
  if (!config) return { provider: "local" };
  const url = new URL(config.baseUrl);
  return {
    provider: config.provider,
    baseUrl: `${url.origin}${url.pathname}`,
    model: config.model,
    timeoutMs: config.timeoutMs,
    apiKey: config.apiKey ? "set" : "unset",
  };
}

/** `local` (the default): the fallback itself. Otherwise the provider, with the fallback behind it. */
export function createExtractorFromEnv(
  env: Record<string, string | undefined>,
  fallback: KnowledgeExtractor,
  options: LlmExtractorOptions & LlmClientOptions = {},
): KnowledgeExtractor {
  const config = readLlmConfig(env);
  if (!config) return fallback;
  return createLlmExtractor(createLlmClient(config, options), fallback, options);
}

/** null when no provider is configured (contradictions are then judged by the local cues alone). */
export function createJudgeFromEnv(
  env: Record<string, string | undefined>,
  options: LlmJudgeOptions & LlmClientOptions = {},
): ContradictionJudge | null {
  const config = readLlmConfig(env);
  return config ? createLlmJudge(createLlmClient(config, options), options) : null;
}
