import { describe, expect, it } from "vitest";
import { parseRetryAfter, retryDelayMs, shouldRetryStatus } from "./retry.ts";

describe("retries", () => {
  it("retries rate limits, time-outs and server errors, never client errors", () => {
    expect([429, 408, 500, 502, 503, 504].every(shouldRetryStatus)).toBe(true);
    expect([400, 401, 403, 404, 413, 501, 505].some(shouldRetryStatus)).toBe(false);
  });

  it("reads Retry-After as seconds or as an HTTP date", () => {
    expect(parseRetryAfter("12")).toBe(12_000);
    expect(parseRetryAfter("0.5")).toBe(500);
    const now = Date.parse("2025-01-01T00:00:00Z");
    expect(parseRetryAfter("Wed, 01 Jan 2025 00:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter("Tue, 31 Dec 2024 00:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter("soon")).toBeNull();
  });

  it("waits what the server asks (capped), else backs off exponentially with jitter", () => {
    expect(retryDelayMs(1, "7", 60_000, () => 0)).toBe(7_000);
    expect(retryDelayMs(1, "600", 60_000, () => 0)).toBe(60_000);
    expect(retryDelayMs(1, null, 60_000, () => 0)).toBe(250);
    expect(retryDelayMs(3, null, 60_000, () => 1)).toBe(2_000);
    expect(retryDelayMs(20, null, 60_000, () => 1)).toBe(30_000);
  });
});
