/**
 * Database work in short transactions that take turns with everything else. The embedded database serves one
 * transaction at a time (in its own thread): a document written in one long transaction held every request (health
 * checks too) until it committed. Here each step is its own transaction, sized so it takes a few tens of
 * milliseconds, and the event loop runs between steps, so requests queued meanwhile go first.
 */
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** How many items a step starts with, and the bounds it adapts within. */
export interface BatchSizing {
  initial: number;
  min: number;
  max: number;
}

/** Rows deleted per step to start from: small rows by the thousand, rows with more attached (statements) by the hundred. */
export const MANY_ROWS: BatchSizing = { initial: 1000, min: 100, max: 20_000 };
export const FEW_ROWS: BatchSizing = { initial: 100, min: 10, max: 2000 };
/**
 * Passages start smaller: deleting one updates the search statistics of each of its words, and 100 passages of a
 * note of links (every word a different one) took 350-560 ms.
 */
export const PASSAGE_ROWS: BatchSizing = { initial: 20, min: 5, max: 2000 };

/** A step's duration aimed at: long enough to amortise a transaction, short enough for requests to go between. */
const TARGET_MS = 40;

export interface BatchRunnerOptions {
  /** Runs first in every step's transaction: throws to stop (the document was deleted, a time limit passed). */
  check?: (tx: Tx) => Promise<void>;
  /** Serialises this user's writers (`pg_advisory_xact_lock`), as the single transaction did before. */
  lockUser?: string;
}

export class BatchRunner {
  /** The transaction of `together`, which the steps inside it join. */
  private shared: Tx | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: BatchRunnerOptions = {},
  ) {}

  /** One transaction, after the event loop had its turn (inside `together`, part of its transaction). */
  async step<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    if (this.shared) return work(this.shared);
    await yieldToEventLoop();
    return this.db.transaction(async (tx) => {
      if (this.options.lockUser)
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${this.options.lockUser}))`);
      await this.options.check?.(tx);
      return work(tx);
    });
  }

  /**
   * Every step `work` takes, in one transaction: for work known to be small (a short note), whose transactions, each
   * with its lock and check, cost more than the steps themselves.
   */
  async together<T>(work: () => Promise<T>): Promise<T> {
    if (this.shared) return work();
    return this.step(async (tx) => {
      this.shared = tx;
      try {
        return await work();
      } finally {
        this.shared = null;
      }
    });
  }

  /** `work` on consecutive slices of `items`, each in its own step, the slice size adapted to the step's duration. */
  async forEach<T>(
    items: readonly T[],
    sizing: BatchSizing,
    work: (tx: Tx, batch: T[], offset: number) => Promise<void>,
  ): Promise<void> {
    let size = sizing.initial;
    for (let offset = 0; offset < items.length;) {
      const batch = items.slice(offset, offset + size);
      const started = performance.now();
      await this.step((tx) => work(tx, batch, offset));
      offset += batch.length;
      size = adapt(size, performance.now() - started, sizing);
    }
  }

  /** Repeats `work(tx, limit)` until it reports that it affected fewer rows than its limit (nothing left). */
  async untilDone(sizing: BatchSizing, work: (tx: Tx, limit: number) => Promise<number>): Promise<void> {
    let size = sizing.initial;
    for (;;) {
      const started = performance.now();
      const affected = await this.step((tx) => work(tx, size));
      if (affected < size) return;
      size = adapt(size, performance.now() - started, sizing);
    }
  }
}

function adapt(size: number, ms: number, sizing: BatchSizing): number {
  if (ms < TARGET_MS / 2) return Math.min(sizing.max, size * 2);
  if (ms > TARGET_MS * 2) return Math.max(sizing.min, Math.floor(size / 2));
  return size;
}

/** Deletes at most `limit` rows of `table` matching `where` (raw SQL over its columns); returns how many went. */
export async function deleteSome(tx: Tx, table: string, where: SQL, limit: number): Promise<number> {
  const result = await tx.execute<{ n: number }>(
    sql`WITH gone AS (DELETE FROM ${sql.identifier(table)} WHERE ctid = ANY(ARRAY(SELECT ctid FROM ${sql.identifier(table)} WHERE ${where} LIMIT ${limit})) RETURNING 1)
        SELECT count(*)::int AS n FROM gone`,
  );
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
}
