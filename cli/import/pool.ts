/**
 * Runs `work` over `items` with at most `concurrency` at once, in order of the list. `stopped()` is asked before
 * each new item: after Ctrl-C nothing new starts, and what is running finishes (and is recorded).
 */
export async function runPool<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
  stopped: () => boolean = () => false,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length && !stopped()) {
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, lane));
}
