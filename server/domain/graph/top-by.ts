/**
 * The k best items by `compare` (negative: a before b), in order, in one pass: O(n·k) instead of sorting all of
 * 50,000 relationships to keep ten.
 */
export function topBy<T>(items: Iterable<T>, k: number, compare: (a: T, b: T) => number): T[] {
  const best: T[] = [];
  for (const item of items) {
    if (best.length === k && compare(item, best[k - 1]!) >= 0) continue;
    let i = best.length === k ? k - 1 : best.length;
    while (i > 0 && compare(item, best[i - 1]!) < 0) {
      best[i] = best[i - 1]!;
      i--;
    }
    best[i] = item;
    if (best.length > k) best.length = k;
  }
  return best;
}
