/**
 * When to try a request again and how long to wait. 429 is the server's upload or sign-in rate limit: waiting the
 * time it names is the whole point. 5xx may be a restart or an overloaded moment; 501 and 505 never get better.
 */
export function shouldRetryStatus(status: number): boolean {
  return status === 429 || status === 408 || (status >= 500 && status !== 501 && status !== 505);
}

/** `Retry-After` in milliseconds: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * The wait before attempt `attempt + 1`: the server's `Retry-After` when given (capped), else exponential back-off
 * from 0.5 s doubling to at most 30 s, with jitter so parallel uploads do not come back in lock-step.
 */
export function retryDelayMs(
  attempt: number,
  retryAfter: string | null,
  maxRetryAfterMs: number,
  random = Math.random,
): number {
  const asked = parseRetryAfter(retryAfter);
  if (asked !== null) return Math.min(asked, maxRetryAfterMs) + Math.round(random() * 250);
  const base = Math.min(30_000, 500 * 2 ** (attempt - 1));
  return Math.round(base / 2 + random() * (base / 2));
}
