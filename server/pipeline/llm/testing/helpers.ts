import { z } from "zod";
import type { ExtractedConcept, Extraction, KnowledgeExtractor } from "../../extract/types.ts";
import { createAnthropicClient } from "../anthropic.ts";
import { createOpenAiCompatibleClient } from "../openai.ts";
import type { LlmClient, LlmClientOptions, LlmLogger } from "../types.ts";
import type { FakeLlmServer, WireFormat } from "./fake-llm-server.ts";

export const testApiKey = "sk-test-SECRET-0123456789abcdef";
export const testModel = "test-model-1";

/** A client of the given wire format pointed at the fake server (short back-off so retries are quick). */
export function clientFor(format: WireFormat, server: FakeLlmServer, options: LlmClientOptions = {}): LlmClient {
  const settings = { retryDelayMs: 5, timeoutMs: 5000, ...options };
  return format === "openai"
    ? createOpenAiCompatibleClient({ baseUrl: `${server.url}/v1`, apiKey: testApiKey, model: testModel }, settings)
    : createAnthropicClient({ baseUrl: server.url, apiKey: testApiKey, model: testModel }, settings);
}

/** A logger that keeps every entry, to check what would have been logged. */
export function memoryLogger(): LlmLogger & { entries: { level: string; details: object; message: string }[] } {
  const entries: { level: string; details: object; message: string }[] = [];
  return {
    entries,
    warn: (details, message) => entries.push({ level: "warn", details, message }),
    debug: (details, message) => entries.push({ level: "debug", details, message }),
  };
}

export const marker: ExtractedConcept = {
  name: "fallback marker",
  key: "fallback marker",
  aliases: [],
  acronym: null,
  category: "general",
  definition: null,
  definitionSpan: null,
  salience: 1,
  mentions: [],
};

/** A stand-in for the local extractor: returns one marker concept and records its calls. */
export function fakeFallback(): KnowledgeExtractor & { calls: string[] } {
  const calls: string[] = [];
  return {
    name: "fake-local",
    calls,
    async extract(text: string): Promise<Extraction> {
      calls.push(text);
      return { concepts: [marker], relationships: [] };
    },
  };
}

export const pingSchema = z.object({ answer: z.string(), score: z.number().min(0).max(1) });
