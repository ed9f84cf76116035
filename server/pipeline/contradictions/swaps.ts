/**
 * Two sides of a relation swapped: "A outperforms B" / "B outperforms A", "(50.5 vs 38.2)" / "(38.2 vs 50.5)",
 * "13 control deaths and 5 enforcer deaths" / "13 enforcer deaths and 5 control deaths". A swap only counts when
 * something that makes the relation one-way stands between the two sides (a comparative, "than", "from", a figure, a
 * negation, "whereas"); "A and B are correlated" / "B and A are correlated" say the same thing.
 */
import { align, type Alignment } from "./align.ts";
import { isSubstantive, type ClaimToken } from "./claim-text.ts";
import { cancelEquivalents, directional, readHunk, textOf, type Finding } from "./hunks.ts";
import { opposite } from "./word-relations.ts";

export interface Swap {
  finding: Finding;
  /** Words with nothing corresponding on the other side once the two sides are put back. */
  extraA: ClaimToken[];
  extraB: ClaimToken[];
  /** Words of substance the two claims share once the sides are put back. */
  shared: number;
}

/** Words between the two sides that make the relation one-way ("more ... than", "whereas", "from"). */
const ONE_WAY_WORDS =
  /\b(?:than|vs|versus|against|over|from|to|before|after|whereas|while|but|however|unlike|compared|relative)\b/i;
const ONE_WAY_KEYS = new Set(["than", "vs", "against", "over", "from", "to", "before", "after"]);

/** Longest spans tried as one side ("shifted SUA", "inflation due to variance reliability"). */
const MAX_SIDE = 6;
/** Claims longer than this are not searched for swapped sides: the search is quadratic in candidate spans. */
const MAX_TOKENS = 60;

/**
 * Whether claims `a` and `b` (their tokens, the texts the tokens' offsets point into, and the word alignment of the
 * tokens as written) say the same thing with two of its sides in each other's place.
 */
export function swappedSides(
  a: readonly ClaimToken[],
  b: readonly ClaimToken[],
  textA: string,
  textB: string,
  asWritten: Alignment,
): Swap | null {
  // "A causes B" / "B is caused by A" is one claim, in the active and the passive voice
  if (PASSIVE.test(textA) !== PASSIVE.test(textB)) return null;
  const swap = sameWordsReordered(a, b) ?? exchangedSides(a, b, textA, textB, asWritten);
  if (!swap) return null;
  // "A is higher than B" / "B is lower than A", "B is not higher than A": the sides trade places and the relation
  // turns around, which says the same thing, or nothing certain
  const negations = (side: ClaimToken[]) => side.filter((t) => t.role === "negation").length;
  if (negations(swap.extraA) !== negations(swap.extraB)) return null;
  if (swap.extraA.some((x) => swap.extraB.some((y) => opposite(x.lemma, y.lemma)))) return null;
  return swap;
}

const PASSIVE = /\b(?:is|are|was|were|be|been|being)\s+(?:\p{L}+ly\s+)?\p{L}+(?:ed|en)\s+by\b/iu;

/** Both claims hold the same shared words, only in another order: the strict case, words of one side set aside. */
function sameWordsReordered(a: readonly ClaimToken[], b: readonly ClaimToken[]): Swap | null {
  const inB = new Set(b.map((t) => t.key));
  const inA = new Set(a.map((t) => t.key));
  const coreA = a.filter((t) => inB.has(t.key));
  const coreB = b.filter((t) => inA.has(t.key));
  if (coreA.length !== coreB.length || coreA.length < 3) return null;
  const ka = coreA.map((t) => t.key);
  const kb = coreB.map((t) => t.key);
  if ([...ka].sort().join("\u0000") !== [...kb].sort().join("\u0000") || ka.join("\u0000") === kb.join("\u0000"))
    return null;
  let p = 0;
  while (ka[p] === kb[p]) p++;
  let s = 0;
  while (ka[ka.length - 1 - s] === kb[kb.length - 1 - s]) s++;
  const mx = ka.slice(p, ka.length - s);
  const my = kb.slice(p, kb.length - s);
  for (let la = 1; la < mx.length; la++) {
    for (let lb = 1; la + lb <= mx.length - 1; lb++) {
      const middle = mx.slice(la, mx.length - lb);
      if ([...mx.slice(mx.length - lb), ...middle, ...mx.slice(0, la)].join("\u0000") !== my.join("\u0000")) continue;
      const between = coreA.slice(p + la, p + la + middle.length);
      if (!between.some((t) => ONE_WAY_KEYS.has(t.key) || directional(t))) continue;
      return {
        finding: {
          kind: "comparison",
          a: textOf(coreA.slice(p, p + la)),
          b: textOf(coreA.slice(p + mx.length - lb, p + mx.length)),
        },
        extraA: a.filter((t) => !inB.has(t.key)),
        extraB: b.filter((t) => !inA.has(t.key)),
        shared: coreA.filter(isSubstantive).length,
      };
    }
  }
  return null;
}

/**
 * The general case, with other words around: two spans of `b` whose exchange lets the claims align on both of
 * them, when the word alignment as written leaves one of them unmatched ("forecasts for regional facilities were
 * more accurate than urban forecasts" against "... urban facilities were more accurate than regional forecasts").
 */
function exchangedSides(
  a: readonly ClaimToken[],
  b: readonly ClaimToken[],
  textA: string,
  textB: string,
  before: Alignment,
): Swap | null {
  if (a.length > MAX_TOKENS || b.length > MAX_TOKENS) return null;
  // words that moved: unmatched on both sides as written
  const unmatchedA = new Set(
    before.hunks
      .flatMap((h) => h.a)
      .filter(isSubstantive)
      .map((t) => t.key),
  );
  const moved = new Set(before.hunks.flatMap((h) => h.b).filter((t) => t.role === "content" && unmatchedA.has(t.key)));
  if (moved.size === 0) return null;
  const keysA = new Set(a.map((t) => t.key));
  const spans: Array<[number, number]> = [];
  // a side starts and ends on a word of `a` and holds only words of `a` and the relations inside a phrase
  // ("suppression of heterogeneity due to average unreliability")
  for (let i = 0; i < b.length; i++) {
    for (let j = i + 1; j <= Math.min(b.length, i + MAX_SIDE); j++) {
      const last = b[j - 1]!;
      if (!keysA.has(last.key) || (last.role !== "content" && last.role !== "relation")) break;
      if (b[i]!.role === "content" && last.role === "content") spans.push([i, j]);
    }
  }
  const matchedBefore = before.matched.filter(([t]) => isSubstantive(t)).length;
  let best: { gain: number; swap: Swap } | null = null;
  for (const [i1, j1] of spans) {
    for (const [i2, j2] of spans) {
      if (i2 < j1) continue;
      const first = b.slice(i1, j1);
      const second = b.slice(i2, j2);
      if (![...first, ...second].some((t) => moved.has(t))) continue;
      if (first.map((t) => t.key).join(" ") === second.map((t) => t.key).join(" ")) continue;
      const exchanged = [...b.slice(0, i1), ...second, ...b.slice(j1, i2), ...first, ...b.slice(j2)];
      const after = align(a, exchanged);
      const gain = after.matched.filter(([t]) => isSubstantive(t)).length - matchedBefore;
      if (gain < 2 || (best && gain <= best.gain)) continue;
      const swap = readExchange({ tokens: a, text: textA }, { tokens: b, text: textB }, after, first, second);
      if (swap) best = { gain, swap };
    }
  }
  return best?.swap ?? null;
}

/** The swap an exchange of `first` and `second` reveals, when both sides then align and the relation is one-way. */
function readExchange(
  a: { tokens: readonly ClaimToken[]; text: string },
  b: { tokens: readonly ClaimToken[]; text: string },
  after: Alignment,
  first: ClaimToken[],
  second: ClaimToken[],
): Swap | null {
  const partner = new Map(after.matched.map(([x, y]) => [y, x]));
  // each side aligns in `a` from its first word, most of its words with it ("suppression of heterogeneity due to
  // average unreliability" / "suppression due to average unreliability")
  const inA = (side: ClaimToken[]) => {
    const found = side.flatMap((t) => partner.get(t) ?? []);
    return partner.has(side[0]!) && found.length * 2 >= side.length ? found : null;
  };
  const sideOfSecond = inA(second);
  const sideOfFirst = inA(first);
  if (!sideOfSecond || !sideOfFirst) return null;
  // in `a` the second span of `b` comes first; the passive voice is left alone in swappedSides
  const betweenA = a.text.slice(sideOfSecond.at(-1)!.end, sideOfFirst[0]!.start);
  const tokensBetween = a.tokens.filter((t) => t.start >= sideOfSecond.at(-1)!.end && t.end <= sideOfFirst[0]!.start);
  const oneWay =
    ONE_WAY_WORDS.test(betweenA) ||
    tokensBetween.some((t) => t.role === "figure" || t.role === "negation" || directional(t));
  if (!oneWay) return null;
  const extraA: ClaimToken[] = [];
  const extraB: ClaimToken[] = [];
  for (const hunk of after.hunks) {
    const reading = readHunk(hunk);
    if (reading.flips > 0) return null;
    // words that say the same thing cancel; different words on both sides stay as extra, for the coverage to weigh
    if (reading.substituted) {
      const left = cancelEquivalents(hunk.a, hunk.b, false);
      extraA.push(...left.a.filter(isSubstantive));
      extraB.push(...left.b.filter(isSubstantive));
    } else {
      extraA.push(...reading.extraA);
      extraB.push(...reading.extraB);
    }
  }
  // a word both sides have in different places moved with its phrase ("inflation of heterogeneity")
  for (let i = 0; i < extraA.length; i++) {
    const k = extraB.findIndex((t) => t.key === extraA[i]!.key);
    if (k < 0) continue;
    extraB.splice(k, 1);
    extraA.splice(i--, 1);
  }
  return {
    finding: { kind: "comparison", a: textOf(sideOfSecond), b: textOf(sideOfFirst) },
    extraA,
    extraB,
    shared: after.matched.filter(([t]) => isSubstantive(t)).length,
  };
}
