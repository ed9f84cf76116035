/**
 * Streamed chat for answers shown while they are written: OpenAI Chat Completions with `stream: true` (server-sent
 * `data:` lines of `choices[0].delta.content`, ending `data: [DONE]`) and Anthropic Messages with `stream: true`
 * (`content_block_delta` events of `text_delta`, an `error` event on failure). Yields the model's text as it
 * arrives. Failures are LlmErrors, as for the JSON client; a request is sent again once after a retryable failure
 * (429, 5xx, network) only before any text has arrived.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { anthropicDefaultBaseUrl, anthropicVersion } from "./anthropic.ts";
import type { LlmConfig } from "./config.ts";
import { LlmError, redact } from "./errors.ts";
import { providerMessage } from "./http.ts";
import { dropUnsupportedParameter } from "./provider-common.ts";
import type { LlmLogger } from "./types.ts";

export interface StreamChatOptions {
  signal?: AbortSignal;
  logger?: LlmLogger;
  /** Anthropic's required `max_tokens`. */
  maxOutputTokens?: number;
  /** Wait before the one retry. */
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

/** One server-sent event: its `event:` name (empty when none) and its `data:` lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/** Server-sent events from a byte stream, as each one completes. */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder();
  let buffer = "";
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      buffer = buffer.replace(/\r\n?/g, "\n");
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = "";
        const data: string[] = [];
        for (const line of block.split("\n")) {
          if (line.startsWith("event:")) event = line.slice(6).trim();
          else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
        }
        if (event || data.length) yield { event, data: data.join("\n") };
      }
      if (done) {
        if (buffer.trim()) yield* readSse(new Blob([`${buffer}\n\n`]).stream());
        return;
      }
    }
  } finally {
    reader.releaseLock();
  }
}

interface StreamRequest {
  url: string;
  headers: Record<string, string>;
  body: (optional: Record<string, unknown>) => unknown;
  /** The text in one event, or null; throws for an error event. */
  textOf: (event: SseEvent) => string | null;
}

function parseData(event: SseEvent, provider: string): Record<string, unknown> | null {
  if (!event.data || event.data === "[DONE]") return null;
  try {
    return JSON.parse(event.data) as Record<string, unknown>;
  } catch {
    throw new LlmError("invalid_response", `${provider} sent a stream event that is not JSON`);
  }
}

function openAiRequest(config: LlmConfig, system: string, user: string): StreamRequest {
  const provider = "openai-compatible";
  return {
    url: `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`,
    headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
    body: (optional) => ({
      model: config.model,
      messages: [
        { role: "system", content: system },
        { role: "user", content: user },
      ],
      stream: true,
      ...optional,
    }),
    textOf(event) {
      const data = parseData(event, provider);
      if (!data) return null;
      if (data.error)
        throw new LlmError("http", `${provider} stream failed: ${providerMessage(event.data)}`, { status: 500 });
      const choice = (data.choices as Array<{ delta?: { content?: unknown; refusal?: unknown } }> | undefined)?.[0];
      if (typeof choice?.delta?.refusal === "string" && choice.delta.refusal)
        throw new LlmError("refused", `${provider} model declined the request`);
      return typeof choice?.delta?.content === "string" ? choice.delta.content : null;
    },
  };
}

function anthropicRequest(config: LlmConfig, system: string, user: string, maxOutputTokens: number): StreamRequest {
  const provider = "anthropic";
  const base = (config.baseUrl || anthropicDefaultBaseUrl).replace(/\/+$/, "").replace(/\/v1$/, "");
  const headers: Record<string, string> = { "anthropic-version": anthropicVersion };
  if (config.apiKey) headers["x-api-key"] = config.apiKey;
  return {
    url: `${base}/v1/messages`,
    headers,
    body: (optional) => ({
      model: config.model,
      max_tokens: maxOutputTokens,
      system,
      messages: [{ role: "user", content: [{ type: "text", text: user }] }],
      stream: true,
      ...optional,
    }),
    textOf(event) {
      const data = parseData(event, provider);
      if (!data) return null;
      if (event.event === "error" || data.type === "error") {
        const error = data.error as { type?: string } | undefined;
        throw new LlmError("http", `${provider} stream failed: ${providerMessage(event.data)}`, {
          status: error?.type === "overloaded_error" ? 529 : 500,
        });
      }
      if (
        data.type === "message_delta" &&
        (data.delta as { stop_reason?: string } | undefined)?.stop_reason === "refusal"
      )
        throw new LlmError("refused", `${provider} model declined the request`);
      const delta = data.delta as { type?: string; text?: unknown } | undefined;
      return data.type === "content_block_delta" && delta?.type === "text_delta" && typeof delta.text === "string"
        ? delta.text
        : null;
    },
  };
}

/** The model's answer to one system + user prompt, streamed as text pieces. */
export async function* streamChat(
  config: LlmConfig,
  system: string,
  user: string,
  options: StreamChatOptions = {},
): AsyncGenerator<string> {
  const request =
    config.provider === "anthropic"
      ? anthropicRequest(config, system, user, options.maxOutputTokens ?? 2048)
      : openAiRequest(config, system, user);
  const provider = config.provider === "anthropic" ? "anthropic" : "openai-compatible";
  const doFetch = options.fetch ?? fetch;
  const optional: Record<string, unknown> = { temperature: 0 };
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let received = false;
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await doFetch(request.url, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "text/event-stream", ...request.headers },
        body: JSON.stringify(request.body(optional)),
        signal,
        redirect: "error",
      });
      if (!response.ok || !response.body) {
        const text = await response.text().catch(() => "");
        throw new LlmError(
          "http",
          `${provider} answered HTTP ${response.status}: ${redact(providerMessage(text), [config.apiKey])}`,
          { status: response.status },
        );
      }
      for await (const event of readSse(response.body)) {
        const text = request.textOf(event);
        if (text) {
          received = true;
          yield text;
        }
      }
      return;
    } catch (caught) {
      const error = classify(caught, provider, config, options.signal, timeout);
      if (dropUnsupportedParameter(error, optional, options.logger, provider)) continue;
      if (received || attempt >= 1 || !error.retryable || signal.aborted) throw error;
      options.logger?.warn(
        { provider, model: config.model, status: error.status, kind: error.kind },
        "LLM stream failed; retrying once",
      );
      await sleep(options.retryDelayMs ?? 500, undefined, { signal }).catch(() => undefined);
    }
  }
}

function classify(
  caught: unknown,
  provider: string,
  config: LlmConfig,
  signal: AbortSignal | undefined,
  timeout: AbortSignal,
): LlmError {
  if (caught instanceof LlmError) return caught;
  if (signal?.aborted) return new LlmError("aborted", `${provider} request cancelled`, { cause: caught });
  if (timeout.aborted)
    return new LlmError("timeout", `${provider} did not finish within ${config.timeoutMs} ms`, { cause: caught });
  const detail =
    caught instanceof Error
      ? `${caught.message}${caught.cause instanceof Error ? `: ${caught.cause.message}` : ""}`
      : String(caught);
  return new LlmError("network", `${provider} could not be reached (${redact(detail, [config.apiKey])})`, {
    cause: caught,
  });
}
