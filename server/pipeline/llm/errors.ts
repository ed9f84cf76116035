/**
 * Every failure of an LLM provider is an LlmError. `reason` is a short phrase that is safe to show people (it never
 * holds the provider's own message, a URL or a key); `message` has more detail for the log, with secrets redacted.
 */
export type LlmErrorKind =
  /** No complete answer within the configured time. */
  | "timeout"
  /** Connection refused, reset, DNS failure... */
  | "network"
  /** The provider answered with an HTTP error status. */
  | "http"
  /** The provider's answer is not the wire format we expect (not JSON, too large, no text). */
  | "invalid_response"
  /** The model's text is not valid JSON of the requested schema, even after one repair request. */
  | "invalid_output"
  /** The model declined (OpenAI `refusal`). */
  | "refused"
  /** The caller's signal aborted the request. */
  | "aborted";

export class LlmError extends Error {
  override readonly name = "LlmError";
  readonly kind: LlmErrorKind;
  readonly status: number | undefined;
  readonly reason: string;

  constructor(
    kind: LlmErrorKind,
    message: string,
    options: { status?: number; reason?: string; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
    this.reason = options.reason ?? defaultReason(kind, options.status);
  }

  /** 429, 5xx (Anthropic's 529 "overloaded" included), 408 and network errors are worth another try. */
  get retryable(): boolean {
    if (this.kind === "network") return true;
    if (this.kind !== "http" || this.status === undefined) return false;
    return this.status === 408 || this.status === 429 || this.status >= 500;
  }
}

function defaultReason(kind: LlmErrorKind, status: number | undefined): string {
  switch (kind) {
    case "timeout":
      return "it did not answer in time";
    case "network":
      return "it could not be reached";
    case "http":
      if (status === 401 || status === 403) return `it refused the credentials (HTTP ${status})`;
      if (status === 404) return "HTTP 404: check the base URL and the model name";
      if (status === 429) return "it is rate-limiting requests (HTTP 429)";
      return `it answered HTTP ${status ?? "error"}`;
    case "invalid_response":
      return "its answer could not be read";
    case "invalid_output":
      return "its answer did not have the expected form, even after a correction request";
    case "refused":
      return "the model declined the request";
    case "aborted":
      return "the request was cancelled";
  }
}

/** Removes every configured secret (and anything shaped like a bearer key) from a text meant for a log. */
export function redact(text: string, secrets: readonly (string | undefined)[]): string {
  let result = text;
  for (const secret of secrets) {
    if (secret && secret.length >= 4) result = result.split(secret).join("[redacted]");
  }
  return result.replace(/\b(sk-(?:ant-)?[A-Za-z0-9_-]{4})[A-Za-z0-9_-]{8,}/g, "$1…[redacted]");
}
