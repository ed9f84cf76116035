// The metrics of ../shared/eval/contradictions-real/README.md and of the SciFact claim pairs, on what
// GET /api/contradictions returned. Pure, so the matching rules are tested (measure.test.ts).

export interface Flag {
  statement1: string;
  statement2: string;
  kind?: string;
  severity?: string;
  confidence?: number;
  reason?: string | null;
  source1?: { documentTitle: string };
  source2?: { documentTitle: string };
}

export interface RealPair {
  account: string;
  id: string;
  label: "contradiction" | "consistent";
  kind: string;
  origin: string;
  a: string;
  b: string;
}

export interface ScifactPair {
  a: string;
  b: string;
  label: "contradict" | "consistent";
}

/** Lower case; everything but letters and digits becomes a space. */
export const readmeNorm = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** One contained in the other either way, the contained side at least 4 words (README). */
export function overlaps(x: string, y: string): boolean {
  const a = readmeNorm(x);
  const b = readmeNorm(y);
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.split(" ").filter(Boolean).length >= 4 && ` ${long} `.includes(` ${short} `);
}

export const coversRealPair = (f: Flag, p: Pick<RealPair, "a" | "b">) =>
  (overlaps(f.statement1, p.a) && overlaps(f.statement2, p.b)) ||
  (overlaps(f.statement1, p.b) && overlaps(f.statement2, p.a));

export interface RealMetrics<F extends Flag = Flag> {
  documents: number;
  flags: number;
  contradictionPairs: number;
  flaggedPairs: number;
  recall: number;
  precision: number;
  falseAlarmsPer100: number;
  consistentFlagged: number;
  consistentPairs: number;
  byKind: Record<string, [number, number]>;
  byOrigin: Record<string, [number, number]>;
  unmatched: F[];
  /** Labelled contradictions no flag covers. */
  missed: RealPair[];
}

/** Per group of `pairs` (a kind, an origin, a style): [pairs flagged, pairs]. */
export function hitsBy<P>(pairs: readonly P[], hit: ReadonlySet<P>, group: (pair: P) => string) {
  const out: Record<string, [number, number]> = {};
  for (const pair of pairs) {
    const entry = (out[group(pair)] ??= [0, 0]);
    entry[1]++;
    if (hit.has(pair)) entry[0]++;
  }
  return out;
}

/** "figure 9/14, count 8/11": a hitsBy result as the reports print it. */
export const formatHits = (by: Record<string, [number, number]>) =>
  Object.entries(by)
    .map(([group, [hit, n]]) => `${group} ${hit}/${n}`)
    .join(", ");

export function measureReal<F extends Flag>(
  flags: readonly F[],
  pairs: readonly RealPair[],
  documents: number,
): RealMetrics<F> {
  const contradiction = pairs.filter((p) => p.label === "contradiction");
  const consistent = pairs.filter((p) => p.label === "consistent");
  const hit = new Set(contradiction.filter((p) => flags.some((f) => coversRealPair(f, p))));
  const matched = flags.filter((f) => contradiction.some((p) => coversRealPair(f, p)));
  return {
    documents,
    flags: flags.length,
    contradictionPairs: contradiction.length,
    flaggedPairs: hit.size,
    recall: contradiction.length ? hit.size / contradiction.length : 0,
    precision: flags.length ? matched.length / flags.length : 0,
    falseAlarmsPer100: documents ? ((flags.length - matched.length) / documents) * 100 : 0,
    consistentFlagged: consistent.filter((p) => flags.some((f) => coversRealPair(f, p))).length,
    consistentPairs: consistent.length,
    byKind: hitsBy(contradiction, hit, (p) => p.kind),
    byOrigin: hitsBy(contradiction, hit, (p) => p.origin),
    unmatched: flags.filter((f) => !matched.includes(f)),
    missed: contradiction.filter((p) => !hit.has(p)),
  };
}

const squeeze = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/** A flag covers a claim pair when its two statements come from the pair's two claims. */
export function coversClaimPair(f: Flag, p: ScifactPair): boolean {
  const [s1, s2, a, b] = [squeeze(f.statement1), squeeze(f.statement2), squeeze(p.a), squeeze(p.b)];
  return (a.includes(s1) && b.includes(s2)) || (a.includes(s2) && b.includes(s1));
}

export function measureScifact(flags: readonly Flag[], pairs: readonly ScifactPair[]) {
  const contradict = pairs.filter((p) => p.label === "contradict");
  const consistent = pairs.filter((p) => p.label === "consistent");
  const detected = contradict.filter((p) => flags.some((f) => coversClaimPair(f, p))).length;
  const falseAlarms = consistent.filter((p) => flags.some((f) => coversClaimPair(f, p))).length;
  return {
    detected,
    contradict: contradict.length,
    detection: contradict.length ? detected / contradict.length : 0,
    falseAlarms,
    consistent: consistent.length,
    falseAlarmRate: consistent.length ? falseAlarms / consistent.length : 0,
  };
}
