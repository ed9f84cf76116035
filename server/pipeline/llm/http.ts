import { setTimeout as sleep } from "node:timers/promises";
import { LlmError, redact } from "./errors.ts";
import type { LlmLogger } from "./types.ts";

export interface PostJsonOptions {
  /** For logs: "openai-compatible", "anthropic". */
  provider: string;
  model: string;
  /** Each attempt (connect, wait, read the whole answer) must finish within this. A time-out is not retried. */
  timeoutMs: number;
  /** Further attempts after a 408/429/5xx answer or a network error. */
  retries: number;
  /** First back-off; doubled on each retry, with jitter. A Retry-After header is honoured up to maxRetryAfterMs. */
  retryDelayMs: number;
  maxRetryAfterMs: number;
  maxResponseBytes: number;
  /** Removed from every message that may reach a log. */
  secrets: readonly (string | undefined)[];
  signal?: AbortSignal;
  logger?: LlmLogger;
  fetch?: typeof fetch;
}

/**
 * POSTs a JSON body and returns the parsed JSON answer, retrying what is worth retrying. Headers (and so the key)
 * are never logged or put in an error.
 */
export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  options: PostJsonOptions,
): Promise<unknown> {
  const doFetch = options.fetch ?? fetch;
  const payload = JSON.stringify(body);
  for (let attempt = 0; ; attempt++) {
    if (options.signal?.aborted) throw new LlmError("aborted", `${options.provider} request cancelled`);
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let retryAfterMs: number | null = null;
    try {
      const response = await doFetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", ...headers },
        body: payload,
        signal,
        redirect: "error",
      });
      const text = await readText(response, options.maxResponseBytes);
      if (!response.ok) {
        retryAfterMs = parseRetryAfter(response.headers.get("retry-after"));
        const detail = redact(providerMessage(text), options.secrets);
        throw new LlmError("http", `${options.provider} answered HTTP ${response.status}: ${detail}`, {
          status: response.status,
        });
      }
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new LlmError(
          "invalid_response",
          `${options.provider} answered HTTP ${response.status} with a body that is not JSON`,
        );
      }
    } catch (caught) {
      const error = classify(caught, options, timeout);
      const canRetry = error.retryable && attempt < options.retries && !options.signal?.aborted;
      if (!canRetry) throw error;
      const backoff = options.retryDelayMs * 2 ** attempt * (1 + Math.random() * 0.25);
      const delayMs = Math.round(Math.min(retryAfterMs ?? backoff, options.maxRetryAfterMs));
      options.logger?.warn(
        {
          provider: options.provider,
          model: options.model,
          attempt: attempt + 1,
          status: error.status,
          kind: error.kind,
          delayMs,
        },
        "LLM request failed; retrying",
      );
      try {
        await sleep(delayMs, undefined, { signal: options.signal });
      } catch {
        throw new LlmError("aborted", `${options.provider} request cancelled`);
      }
    }
  }
}

function classify(caught: unknown, options: PostJsonOptions, timeout: AbortSignal): LlmError {
  if (caught instanceof LlmError) return caught;
  if (options.signal?.aborted)
    return new LlmError("aborted", `${options.provider} request cancelled`, { cause: caught });
  if (timeout.aborted) {
    const seconds = Math.round(options.timeoutMs / 100) / 10;
    return new LlmError("timeout", `${options.provider} did not answer within ${options.timeoutMs} ms`, {
      reason: `it did not answer within ${seconds} s`,
    });
  }
  const cause = caught instanceof Error && caught.cause instanceof Error ? caught.cause : caught;
  const detail =
    cause instanceof Error ? `${(cause as NodeJS.ErrnoException).code ?? cause.name}: ${cause.message}` : String(cause);
  return new LlmError("network", `${options.provider} could not be reached (${redact(detail, options.secrets)})`);
}

/** Reads the whole body, refusing more than maxBytes (a broken or hostile server must not exhaust memory). */
async function readText(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new LlmError("invalid_response", `answer larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** OpenAI `{error:{message}}`, Anthropic `{type:"error",error:{message}}`, LM Studio / Ollama `{error:"..."}`. */
export function providerMessage(text: string): string {
  try {
    const parsed = JSON.parse(text) as { error?: unknown; message?: unknown };
    const error = parsed.error;
    if (typeof error === "string") return error.slice(0, 500);
    if (error && typeof error === "object" && typeof (error as { message?: unknown }).message === "string") {
      return (error as { message: string }).message.slice(0, 500);
    }
    if (typeof parsed.message === "string") return parsed.message.slice(0, 500);
  } catch {
    // not JSON: fall through
  }
  return text.replace(/\s+/g, " ").trim().slice(0, 300);
}

function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}
