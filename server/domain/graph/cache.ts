/**
 * A small per-process cache of values derived from a user's knowledge, keyed by user and scope and valid while the
 * knowledge fingerprint (./snapshot.ts) is unchanged. Every web process keeps its own; the fingerprint is read from
 * the database on every request, so a document processed by another process still invalidates it. Concurrent
 * requests for the same key and fingerprint share one computation, which is handed the key's previous value (when
 * it had settled) to update rather than rebuild. Bounded by entries and, optionally, by the total weight of the
 * settled values (e.g. bytes of JSON), least recently used first out.
 */
export class FingerprintCache<T> {
  private readonly entries = new Map<string, { fingerprint: string; value: Promise<T>; weight: number; settled?: T }>();
  private totalWeight = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly weigh: (value: T) => number = () => 0,
    private readonly maxWeight = Infinity,
  ) {}

  get(key: string, fingerprint: string, compute: (previous: T | undefined) => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.fingerprint === fingerprint) {
      // Map order is insertion order: re-inserting marks the entry as most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const previous = hit?.settled;
    this.remove(key);
    const entry: { fingerprint: string; value: Promise<T>; weight: number; settled?: T } = {
      fingerprint,
      value: compute(previous),
      weight: 0,
    };
    this.entries.set(key, entry);
    entry.value.then(
      (value) => {
        if (this.entries.get(key) !== entry) return;
        entry.settled = value;
        entry.weight = this.weigh(value);
        this.totalWeight += entry.weight;
        this.evict();
      },
      // A failed computation must not be served from the cache.
      () => {
        if (this.entries.get(key) === entry) this.remove(key);
      },
    );
    this.evict();
    return entry.value;
  }

  /** Drops every entry of a user (e.g. when the account is deleted). */
  forgetUser(userId: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(`${userId}|`)) this.remove(key);
  }

  /** Whether any entry of the user is kept. */
  holdsUser(userId: string): boolean {
    for (const key of this.entries.keys()) if (key.startsWith(`${userId}|`)) return true;
    return false;
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.totalWeight -= entry.weight;
    this.entries.delete(key);
  }

  private evict(): void {
    // Never evict the newest entry for weight alone: a single value larger than the budget is still served once.
    while (this.entries.size > this.maxEntries || (this.totalWeight > this.maxWeight && this.entries.size > 1)) {
      this.remove(this.entries.keys().next().value!);
    }
  }
}

export const scopeKey = (userId: string, projectId: string | undefined) => `${userId}|${projectId ?? "*"}`;
