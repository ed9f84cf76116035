// The request rules of PRODUCT.md sections 7 and 8: every call sends cookies, a body is JSON with a
// JSON content type, and a non-ok response throws `Error("{status}: {body text or status text}")`.
import type { ApiError } from "@contract/errors.ts";

/** A failed HTTP call. `message` follows PRODUCT.md section 8; `status` and `body` are kept for callers. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "HttpError";
    this.status = status;
    this.body = body;
  }
}

/** Throws an `HttpError` when the response is not ok. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => "");
  throw new HttpError(res.status, text, res.statusText);
}

/** Builds a URL from path segments; every segment after the first is URL-encoded. */
export function apiUrl(base: string, ...segments: ReadonlyArray<string | number>): string {
  return [base.replace(/\/+$/, ""), ...segments.map((s) => encodeURIComponent(String(s)))].join("/");
}

/** Appends a query string; `null`/`undefined` values are left out. */
export function withQuery(url: string, params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== null && value !== undefined) query.set(key, String(value));
  const text = query.toString();
  return text ? `${url}${url.includes("?") ? "&" : "?"}${text}` : url;
}

/** Sends a request (with an optional JSON body) and returns the ok response. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { "Content-Type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

/** GET a full URL (path and query) and parse the JSON answer. */
export async function getJsonUrl<T>(url: string): Promise<T> {
  const res = await apiRequest("GET", url);
  return (await res.json()) as T;
}

/** GET a URL built from path segments and parse the JSON answer. */
export async function getJson<T>(base: string, ...segments: ReadonlyArray<string | number>): Promise<T> {
  const res = await apiRequest("GET", apiUrl(base, ...segments));
  return (await res.json()) as T;
}

/** Send a JSON body and parse the JSON answer. */
export async function sendJson<T>(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  data?: unknown,
): Promise<T> {
  const res = await apiRequest(method, url, data);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** True when `err` is an HTTP failure with this status. */
export function isHttpStatus(err: unknown, status: number): boolean {
  return err instanceof HttpError
    ? err.status === status
    : err instanceof Error && err.message.startsWith(`${status}: `);
}

const statusPrefix = /^\d{3}: /;

/**
 * Text for a person: for `400: {"message":"..."}` the JSON `message`; otherwise the raw message.
 * `fallback` is used when there is nothing readable at all.
 */
export function readableError(err: unknown, fallback = "Something went wrong"): string {
  const raw = err instanceof Error ? err.message : typeof err === "string" ? err : "";
  if (!raw) return fallback;
  if (statusPrefix.test(raw)) {
    const body = raw.replace(statusPrefix, "");
    try {
      const parsed = JSON.parse(body) as Partial<ApiError> | null;
      if (parsed && typeof parsed.message === "string" && parsed.message.trim()) return parsed.message;
    } catch {
      // Not JSON: show the raw text.
    }
  }
  return raw;
}

/** The `issues` of a validation error body (`{message, issues: [{path, message}]}`), if any. */
export function errorIssues(err: unknown): NonNullable<ApiError["issues"]> {
  const raw = err instanceof Error ? err.message : "";
  if (!statusPrefix.test(raw)) return [];
  try {
    const parsed = JSON.parse(raw.replace(statusPrefix, "")) as Partial<ApiError> | null;
    return Array.isArray(parsed?.issues) ? parsed.issues : [];
  } catch {
    return [];
  }
}
