import { z } from "zod";
import { createJsonClient } from "./client.ts";
import { LlmError } from "./errors.ts";
import { postDroppingUnsupported, withClientDefaults } from "./provider-common.ts";
import type { ChatTransport, LlmClient, LlmClientOptions } from "./types.ts";

export interface OpenAiCompatibleConfig {
  /** Up to and including the version path, e.g. https://api.openai.com/v1 or http://localhost:11434/v1 (Ollama). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer`; local servers (Ollama, LM Studio, vLLM) usually need none. */
  apiKey?: string;
  model: string;
}

const textPart = z.object({ type: z.string(), text: z.string().optional() });
const chatCompletion = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.union([z.string(), z.array(textPart)]).nullish(),
          refusal: z.string().nullish(),
        }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
});

/**
 * OpenAI Chat Completions (`POST {baseUrl}/chat/completions`), which OpenAI, Ollama, vLLM, LM Studio and most
 * gateways speak. JSON mode (`response_format: {type: "json_object"}`) and `temperature: 0` are sent, and dropped
 * for the rest of the client's life when the server rejects them with a 400 naming them (LM Studio refuses
 * json_object; OpenAI's reasoning models refuse a temperature other than 1).
 */
export function createOpenAiCompatibleClient(
  config: OpenAiCompatibleConfig,
  options: LlmClientOptions = {},
): LlmClient {
  const settings = withClientDefaults(options);
  const url = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const headers: Record<string, string> = config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {};
  const optional: Record<string, unknown> = { response_format: { type: "json_object" }, temperature: 0 };
  const provider = "openai-compatible" as const;
  const posting = { ...settings, provider, model: config.model, secrets: [config.apiKey] };

  const transport: ChatTransport = {
    provider,
    model: config.model,
    async chat(system, messages, signal) {
      const build = (accepted: Record<string, unknown>) => ({
        model: config.model,
        messages: [{ role: "system", content: system }, ...messages.map((m) => ({ role: m.role, content: m.content }))],
        stream: false,
        ...accepted,
      });
      const answer = await postDroppingUnsupported({ url, headers, build }, optional, { ...posting, signal });
      const parsed = chatCompletion.safeParse(answer);
      if (!parsed.success) throw new LlmError("invalid_response", `${provider} answer is not a chat completion`);
      const choice = parsed.data.choices[0]!;
      const content = choice.message.content;
      const text = typeof content === "string" ? content : (content ?? []).map((part) => part.text ?? "").join("");
      if (!text && choice.message.refusal) throw new LlmError("refused", `${provider} model declined the request`);
      if (choice.finish_reason === "length") {
        settings.logger?.warn({ provider, model: config.model }, "LLM answer was cut off at the output token limit");
      }
      return text;
    },
  };
  return createJsonClient(transport, settings.logger);
}
