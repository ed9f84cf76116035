import { LlmError } from "./errors.ts";
import { postJson, type PostJsonOptions } from "./http.ts";
import type { LlmClientOptions, LlmLogger } from "./types.ts";

export const defaultTimeoutMs = 60_000;

export function withClientDefaults(options: LlmClientOptions) {
  return {
    timeoutMs: options.timeoutMs ?? defaultTimeoutMs,
    retries: options.retries ?? 2,
    retryDelayMs: options.retryDelayMs ?? 1000,
    maxRetryAfterMs: options.maxRetryAfterMs ?? 20_000,
    maxResponseBytes: options.maxResponseBytes ?? 4 * 1024 * 1024,
    maxOutputTokens: options.maxOutputTokens ?? 8192,
    logger: options.logger,
    fetch: options.fetch,
  };
}

/** Words in a 400 answer that name each optional request parameter. */
const parameterNames: Record<string, readonly string[]> = {
  response_format: ["response_format", "json_object"],
  temperature: ["temperature"],
};

/**
 * When a server rejects a request (400/422) naming one of the optional parameters still being sent, removes that
 * parameter from `optional` (for every later request too) and returns true so the caller resends at once.
 */
export function dropUnsupportedParameter(
  error: unknown,
  optional: Record<string, unknown>,
  logger: LlmLogger | undefined,
  provider: string,
): boolean {
  if (!(error instanceof LlmError) || error.kind !== "http" || (error.status !== 400 && error.status !== 422))
    return false;
  const message = error.message.toLowerCase();
  for (const key of Object.keys(optional)) {
    if ((parameterNames[key] ?? [key]).some((word) => message.includes(word))) {
      delete optional[key];
      logger?.warn({ provider, parameter: key }, "LLM server does not accept a parameter; sending requests without it");
      return true;
    }
  }
  return false;
}

/**
 * POSTs the body `build` makes with the optional parameters still accepted (postJson: retries, time-outs, the key
 * kept out of errors); when the server rejects one of them by name it is dropped (for the client's life) and the
 * request is sent again at once. Both providers ask this way.
 */
export async function postDroppingUnsupported(
  request: { url: string; headers: Record<string, string>; build: (optional: Record<string, unknown>) => object },
  optional: Record<string, unknown>,
  options: PostJsonOptions,
): Promise<unknown> {
  for (;;) {
    try {
      return await postJson(request.url, request.headers, request.build(optional), options);
    } catch (error) {
      if (dropUnsupportedParameter(error, optional, options.logger, options.provider)) continue;
      throw error;
    }
  }
}
