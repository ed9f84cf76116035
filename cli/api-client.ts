import type { z } from "zod";
import { apiErrorSchema, type ApiError } from "../contract/errors.ts";
import { retryDelayMs, shouldRetryStatus } from "./retry.ts";

/** A non-2xx answer of the API, with the server's own readable message. */
export class MnemoApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly issues?: ApiError["issues"],
  ) {
    super(message);
    this.name = "MnemoApiError";
  }
}

/** The server could not be reached (refused, reset, DNS, time-out) even after the retries. */
export class MnemoNetworkError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "MnemoNetworkError";
  }
}

export interface RetryNotice {
  method: string;
  path: string;
  attempt: number;
  waitMs: number;
  /** e.g. "429 rate limited", "503", "connection refused". */
  reason: string;
}

export interface ApiClientOptions {
  baseUrl: string;
  token: string;
  /** Tries per request for a 429, a 5xx or a network failure, the first one included. */
  maxAttempts?: number;
  /** The longest `Retry-After` honoured; a longer one is cut to this (an import keeps moving, slowly). */
  maxRetryAfterMs?: number;
  /** Time limit of one attempt (connecting, sending and reading the whole answer). */
  timeoutMs?: number;
  onRetry?: (notice: RetryNotice) => void;
  /** Appended to the message of a 401: what the person running this command should do about it. */
  unauthorizedHint?: string;
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
}

export interface RequestOptions<S extends z.ZodType | undefined> {
  query?: Record<string, string | undefined>;
  json?: unknown;
  /** A multipart body; FormData can be sent again on a retry, unlike a stream. */
  form?: FormData;
  /** Parses a 2xx answer, so a server that changed shape fails here with a clear message instead of later. */
  schema: S;
  timeoutMs?: number;
}

type Result<S> = S extends z.ZodType ? z.output<S> : undefined;

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The HTTP API as the token's owner: Bearer token, retries, the API's error shape, zod-checked answers. */
export class ApiClient {
  readonly baseUrl: string;
  private readonly options: Required<Omit<ApiClientOptions, "onRetry" | "unauthorizedHint">> &
    Pick<ApiClientOptions, "onRetry" | "unauthorizedHint">;

  constructor(options: ApiClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.options = {
      maxAttempts: 6,
      maxRetryAfterMs: 120_000,
      timeoutMs: 120_000,
      sleep: sleepFor,
      fetch: globalThis.fetch,
      ...options,
      baseUrl: this.baseUrl,
    };
  }

  get<S extends z.ZodType>(path: string, schema: S, query?: Record<string, string | undefined>): Promise<z.output<S>> {
    return this.request("GET", path, { schema, query }) as Promise<z.output<S>>;
  }

  post<S extends z.ZodType>(path: string, json: unknown, schema: S): Promise<z.output<S>> {
    return this.request("POST", path, { schema, json }) as Promise<z.output<S>>;
  }

  url(path: string, query?: Record<string, string | undefined>): URL {
    // Relative to the base with its trailing slash, so a Mnemo served under a path prefix keeps the prefix.
    const url = new URL(path.replace(/^\/+/, ""), `${this.baseUrl}/`);
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(key, value);
    return url;
  }

  async request<S extends z.ZodType | undefined>(
    method: string,
    path: string,
    options: RequestOptions<S>,
  ): Promise<Result<S>> {
    const { maxAttempts, sleep } = this.options;
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await this.send(method, path, options);
      } catch (error) {
        const reason = networkReason(error);
        if (attempt >= maxAttempts) {
          throw new MnemoNetworkError(`Could not reach the Mnemo server at ${this.baseUrl} (${reason}).`, {
            cause: error,
          });
        }
        const waitMs = retryDelayMs(attempt, null, this.options.maxRetryAfterMs);
        this.options.onRetry?.({ method, path, attempt, waitMs, reason });
        await sleep(waitMs);
        continue;
      }
      if (response.ok) return (await this.parse(method, path, response, options.schema)) as Result<S>;

      const error = await readError(response);
      if (response.status === 401 && this.options.unauthorizedHint)
        error.message = `${error.message} ${this.options.unauthorizedHint}`;
      if (!shouldRetryStatus(response.status) || attempt >= maxAttempts) throw error;
      const waitMs = retryDelayMs(attempt, response.headers.get("retry-after"), this.options.maxRetryAfterMs);
      this.options.onRetry?.({
        method,
        path,
        attempt,
        waitMs,
        reason: response.status === 429 ? "429 rate limited" : String(response.status),
      });
      await sleep(waitMs);
    }
  }

  private send(method: string, path: string, options: RequestOptions<z.ZodType | undefined>): Promise<Response> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.options.token}`,
      accept: "application/json",
    };
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form; // fetch writes the multipart boundary header itself
    }
    return this.options.fetch(this.url(path, options.query), {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? this.options.timeoutMs),
    });
  }

  private async parse(
    method: string,
    path: string,
    response: Response,
    schema: z.ZodType | undefined,
  ): Promise<unknown> {
    if (!schema) {
      await response.body?.cancel();
      return undefined;
    }
    let data: unknown;
    try {
      data = await response.json();
    } catch {
      throw new MnemoApiError(
        response.status,
        `${method} ${path} did not answer JSON. Is ${this.baseUrl} a Mnemo server?`,
        "BAD_RESPONSE",
      );
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      const where = parsed.error.issues[0]?.path.join(".") || "(root)";
      throw new MnemoApiError(
        response.status,
        `${method} ${path} answered in an unexpected shape (at ${where}). Are the server and this command the same Mnemo version?`,
        "BAD_RESPONSE",
      );
    }
    return parsed.data;
  }
}

/** The API's `{message, code?, issues?}`; anything else becomes "status: body" as PRODUCT.md section 8 says. */
export async function readError(response: Response): Promise<MnemoApiError> {
  const text = await response.text().catch(() => "");
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(text));
    if (parsed.success)
      return new MnemoApiError(response.status, parsed.data.message, parsed.data.code, parsed.data.issues);
  } catch {
    // not JSON: a proxy's page or a different server
  }
  const detail = text.trim().slice(0, 300) || response.statusText;
  return new MnemoApiError(response.status, `${response.status}: ${detail}`);
}

/** A short, readable cause of a failed fetch (undici hides the system error in `cause`). */
export function networkReason(error: unknown): string {
  if (error instanceof DOMException && error.name === "TimeoutError") return "timed out";
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  const code = cause?.code;
  const known: Record<string, string> = {
    ECONNREFUSED: "connection refused",
    ECONNRESET: "connection reset",
    ENOTFOUND: "host not found",
    EAI_AGAIN: "host name lookup failed",
    ETIMEDOUT: "timed out",
    EPIPE: "connection closed while sending",
    UND_ERR_SOCKET: "connection closed",
  };
  if (code && known[code]) return known[code];
  return code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}
