/**
 * Word alignment of two claims: the longest common subsequence of their keys, and between its matches the runs
 * where they differ ("hunks"). Claims are sentences, so the quadratic table is small.
 */
import type { ClaimToken } from "./claim-text.ts";

export interface Hunk {
  a: ClaimToken[];
  b: ClaimToken[];
}

export interface Alignment {
  /** Pairs of tokens with the same key, in order. */
  matched: Array<[ClaimToken, ClaimToken]>;
  hunks: Hunk[];
}

export function align(a: readonly ClaimToken[], b: readonly ClaimToken[]): Alignment {
  const n = a.length;
  const m = b.length;
  const table: Uint16Array[] = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i]![j] =
        a[i]!.key === b[j]!.key ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const matched: Alignment["matched"] = [];
  const hunks: Hunk[] = [];
  let hunk: Hunk = { a: [], b: [] };
  const flush = () => {
    if (hunk.a.length || hunk.b.length) hunks.push(hunk);
    hunk = { a: [], b: [] };
  };
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i]!.key === b[j]!.key) {
      flush();
      matched.push([a[i]!, b[j]!]);
      i++;
      j++;
    } else if (j >= m || (i < n && table[i + 1]![j]! >= table[i]![j + 1]!)) {
      hunk.a.push(a[i++]!);
    } else {
      hunk.b.push(b[j++]!);
    }
  }
  flush();
  return { matched, hunks };
}
