import { z } from "zod";
import { createJsonClient } from "./client.ts";
import { LlmError } from "./errors.ts";
import { postDroppingUnsupported, withClientDefaults } from "./provider-common.ts";
import type { ChatTransport, LlmClient, LlmClientOptions } from "./types.ts";

export const anthropicDefaultBaseUrl = "https://api.anthropic.com";
export const anthropicVersion = "2023-06-01";

export interface AnthropicConfig {
  /** The host part: https://api.anthropic.com (a trailing /v1 is tolerated). Requests go to {baseUrl}/v1/messages. */
  baseUrl?: string;
  /** Sent as `x-api-key`. Optional only for a gateway that adds it itself. */
  apiKey?: string;
  model: string;
}

const messageAnswer = z.object({
  content: z.array(z.object({ type: z.string(), text: z.string().optional() })),
  stop_reason: z.string().nullish(),
});

/**
 * Anthropic Messages (`POST {baseUrl}/v1/messages`, `x-api-key`, `anthropic-version: 2023-06-01`). The system
 * prompt goes in `system`, turns are content blocks, and the answer's text blocks are joined. No assistant prefill:
 * newer models reject it, and the JSON is found in the text either way.
 */
export function createAnthropicClient(config: AnthropicConfig, options: LlmClientOptions = {}): LlmClient {
  const settings = withClientDefaults(options);
  const base = (config.baseUrl ?? anthropicDefaultBaseUrl).replace(/\/+$/, "").replace(/\/v1$/, "");
  const url = `${base}/v1/messages`;
  const headers: Record<string, string> = { "anthropic-version": anthropicVersion };
  if (config.apiKey) headers["x-api-key"] = config.apiKey;
  const optional: Record<string, unknown> = { temperature: 0 };
  const provider = "anthropic" as const;
  const posting = { ...settings, provider, model: config.model, secrets: [config.apiKey] };

  const transport: ChatTransport = {
    provider,
    model: config.model,
    async chat(system, messages, signal) {
      const build = (accepted: Record<string, unknown>) => ({
        model: config.model,
        max_tokens: settings.maxOutputTokens,
        system,
        messages: messages.map((m) => ({ role: m.role, content: [{ type: "text", text: m.content }] })),
        ...accepted,
      });
      const answer = await postDroppingUnsupported({ url, headers, build }, optional, { ...posting, signal });
      const parsed = messageAnswer.safeParse(answer);
      if (!parsed.success) throw new LlmError("invalid_response", `${provider} answer is not a message`);
      if (parsed.data.stop_reason === "refusal")
        throw new LlmError("refused", `${provider} model declined the request`);
      if (parsed.data.stop_reason === "max_tokens") {
        settings.logger?.warn({ provider, model: config.model }, "LLM answer was cut off at max_tokens");
      }
      return parsed.data.content
        .filter((block) => block.type === "text")
        .map((block) => block.text ?? "")
        .join("");
    },
  };
  return createJsonClient(transport, settings.logger);
}
