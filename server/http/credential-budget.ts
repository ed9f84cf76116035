import type { FastifyReply, FastifyRequest } from "fastify";
import { errorCodes } from "../../contract/errors.ts";
import { AppError } from "../errors.ts";

const WINDOW_MS = 60_000;
/** Addresses remembered at most; expired windows are dropped first. */
const MAX_KEYS = 50_000;

/**
 * One budget for every check of a password (sign-in, sign-up, password change): MNEMO_SIGNIN_RATE_LIMIT attempts a
 * minute per client address, and per account for a signed-in caller, shared by all those routes, so no route gives a
 * guesser a budget of its own.
 */
export class CredentialBudget {
  private readonly windows = new Map<string, { count: number; startedAt: number }>();

  constructor(private readonly perMinute: number) {}

  /** Counts one attempt for the request; 429 with the wait in seconds once a key is over its budget. */
  take(request: FastifyRequest, reply: FastifyReply, now = Date.now()): void {
    const keys = [`address:${request.ip}`, ...(request.sessionUser ? [`user:${request.sessionUser.id}`] : [])];
    let waitMs = 0;
    for (const key of keys) {
      const window = this.count(key, now);
      if (window.count > this.perMinute) waitMs = Math.max(waitMs, window.startedAt + WINDOW_MS - now);
    }
    if (waitMs > 0) {
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      reply.header("retry-after", String(seconds));
      throw new AppError(429, `Too many attempts. Try again in ${seconds} seconds.`, errorCodes.rateLimited);
    }
  }

  private count(key: string, now: number): { count: number; startedAt: number } {
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= WINDOW_MS) {
      if (this.windows.size >= MAX_KEYS) this.evict(now);
      window = { count: 0, startedAt: now };
      this.windows.set(key, window);
    }
    window.count++;
    return window;
  }

  private evict(now: number): void {
    for (const [key, window] of this.windows) if (now - window.startedAt >= WINDOW_MS) this.windows.delete(key);
    // Still full (an address flood): forget the oldest half rather than grow without bound.
    if (this.windows.size >= MAX_KEYS)
      [...this.windows.keys()].slice(0, MAX_KEYS / 2).forEach((key) => this.windows.delete(key));
  }
}
