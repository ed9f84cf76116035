import type { FastifyReply, FastifyRequest } from "fastify";
import { errorCodes } from "../../contract/errors.ts";
import { AppError } from "../errors.ts";

const WINDOW_MS = 60_000;
/** Addresses remembered at most; expired windows are dropped first. */
const MAX_KEYS = 50_000;

/**
 * One budget for every check of a password (sign-in, sign-up, password change): MNEMO_SIGNIN_RATE_LIMIT attempts a
 * minute per client address and per account, shared by all those routes, so no route gives a guesser a budget of its
 * own and no number of addresses buys more guesses at one account. The account is named by its e-mail as typed
 * (normalised by the contract), whether or not it exists: an unknown e-mail is counted and refused exactly like a
 * known one, so the budget tells nobody who has an account.
 */
export class CredentialBudget {
  private readonly windows = new Map<string, { count: number; startedAt: number }>();

  constructor(private readonly perMinute: number) {}

  /**
   * Counts one attempt for the request's address and for the account it checks a password of (`email`); 429 with the
   * wait in seconds once either is over its budget.
   */
  take(request: FastifyRequest, reply: FastifyReply, email: string, now = Date.now()): void {
    const keys = [`address:${request.ip}`, `account:${email.trim().toLowerCase()}`];
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
