/**
 * What two aligned claims differ on, run by run (align.ts): words that say the same thing ("imgs" / "images",
 * "FC" / "fully connected", "approach" / "method"), figures, negations, opposite words, "only", and whatever is
 * left: extra context on one side, or a different word on both sides (then the claims speak of different things).
 */
import type { Hunk } from "./align.ts";
import type { ClaimToken } from "./claim-text.ts";
import type { ContradictionKind } from "./kinds.ts";
import { sameFigure } from "./numbers.ts";
import {
  abbreviates,
  initialism,
  interchangeableHeads,
  isDirectional,
  isEffectWord,
  opposite,
  sameDirection,
  synonyms,
} from "./word-relations.ts";

export interface Finding {
  kind: ContradictionKind;
  a: string;
  b: string;
}

export interface HunkReading {
  findings: Finding[];
  /** 1 when one side negates and the other does not. */
  negations: number;
  /** Negations and opposite words of this run: an odd number reverses what it says. */
  flips: number;
  /** Words with nothing corresponding on the other side. */
  extraA: ClaimToken[];
  extraB: ClaimToken[];
  /** A word of one side stands where the other has a different one. */
  substituted: boolean;
}

export const textOf = (tokens: readonly ClaimToken[]) => tokens.map((t) => t.text).join(" ");
const RESTRICTORS = ["only", "solely", "exclusively"];
/** Words beyond "only X" that are still the alternatives it excludes ("BooksCorpus and English Wikipedia"). */
const MAX_ALTERNATIVES = 3;
const UNIVERSALS = ["all", "every", "both", "always"];

export const directional = (t: ClaimToken) =>
  isDirectional(t.lemma) || ["precede", "follow", "dominate", "prefer", "win", "lose"].includes(t.lemma);

/** Two words that say the same thing here; under a negation also any two words of effect or of one direction. */
function equivalent(x: ClaimToken, y: ClaimToken, negated: boolean): boolean {
  if (x.role !== "content" || y.role !== "content") return false;
  const lx = x.text.toLowerCase();
  const ly = y.text.toLowerCase();
  if (synonyms(x.lemma, y.lemma) || interchangeableHeads(x.lemma, y.lemma)) return true;
  // one word in two forms ("signaling" / "signal", "interaction" / "interacts"), not an adjective against a noun
  if (
    x.stem &&
    x.stem === y.stem &&
    ((x.pos === "ADJ") === (y.pos === "ADJ") || participleOf(x, y) || participleOf(y, x))
  )
    return true;
  if (abbreviates(lx, ly) || abbreviates(ly, lx) || abbreviates(x.key, y.key) || abbreviates(y.key, x.key)) return true;
  // "R²" comes out of a PDF as "R2" or as "R"
  if (/^\p{L}$/u.test(lx) ? ly === `${lx}2` : /^\p{L}$/u.test(ly) && lx === `${ly}2`) return true;
  // "does not alter" / "reduces", "no benefit" / "effective": the negated side denies whichever way the other says
  const effectAgainst = (e: ClaimToken, d: ClaimToken) =>
    isEffectWord(e.lemma) && (isEffectWord(d.lemma) || (isDirectional(d.lemma) && d.pos === "VERB"));
  if (negated && (effectAgainst(x, y) || effectAgainst(y, x) || sameDirection(x.lemma, y.lemma))) return true;
  return false;
}

/** "were validated" (read as an adjective) / "validating": a passive participle is a form of its verb. */
const participleOf = (participle: ClaimToken, verb: ClaimToken) =>
  participle.pos === "ADJ" && verb.pos === "VERB" && /(?:ed|en)$/i.test(participle.text);

/** Pairs up words of the two sides that say the same thing; returns what is left on each side. */
export function cancelEquivalents(
  a: readonly ClaimToken[],
  b: readonly ClaimToken[],
  negated: boolean,
): { a: ClaimToken[]; b: ClaimToken[] } {
  const left = [...a];
  const right = [...b];
  // compounds written apart on one side ("data set" / "dataset")
  for (const [one, other] of [
    [left, right],
    [right, left],
  ] as const) {
    for (let i = 0; i + 1 < one.length; i++) {
      const joined = one[i]!.text.toLowerCase() + one[i + 1]!.text.toLowerCase();
      const k = other.findIndex((t) => t.text.toLowerCase() === joined || t.key === joined);
      if (k < 0) continue;
      other.splice(k, 1);
      one.splice(i, 2);
      i--;
    }
  }
  // initialisms: "FC" / "fully connected"
  for (const [one, other] of [
    [left, right],
    [right, left],
  ] as const) {
    for (let i = 0; i < one.length; i++) {
      const short = one[i]!.text;
      if (!/^\p{Lu}{2,5}s?$/u.test(short)) continue;
      const initials = short.replace(/s$/, "").toLowerCase();
      for (let k = 0; k + initials.length <= other.length; k++) {
        if (
          !initialism(
            initials,
            other.slice(k, k + initials.length).map((t) => t.text.toLowerCase()),
          )
        )
          continue;
        other.splice(k, initials.length);
        one.splice(i, 1);
        i--;
        break;
      }
    }
  }
  for (let i = 0; i < left.length; i++) {
    const k = right.findIndex((y) => equivalent(left[i]!, y, negated));
    if (k < 0) continue;
    right.splice(k, 1);
    left.splice(i, 1);
    i--;
  }
  return { a: left, b: right };
}

function compareFigures(a: readonly ClaimToken[], b: readonly ClaimToken[], reading: HunkReading): void {
  const pairs = Math.min(a.length, b.length);
  for (let i = 0; i < pairs; i++) {
    const x = a[i]!;
    const y = b[i]!;
    const same =
      Number.isNaN(x.figure!.value) || Number.isNaN(y.figure!.value)
        ? x.key === y.key
        : sameFigure(x.figure!, y.figure!);
    if (same) continue;
    // a year against an amount: the claims speak of different things
    if (!!x.year !== !!y.year) {
      reading.substituted = true;
      continue;
    }
    const count = x.figure!.integer && y.figure!.integer && !x.year;
    reading.findings.push({ kind: count ? "count" : "figure", a: x.text, b: y.text });
  }
  if (a.length > pairs) reading.extraA.push(...a.slice(pairs));
  if (b.length > pairs) reading.extraB.push(...b.slice(pairs));
}

export function readHunk(hunk: Hunk): HunkReading {
  const reading: HunkReading = { findings: [], negations: 0, flips: 0, extraA: [], extraB: [], substituted: false };
  const negA = hunk.a.filter((t) => t.role === "negation").length;
  const negB = hunk.b.filter((t) => t.role === "negation").length;
  if ((negA + negB) % 2 === 1) {
    reading.negations = 1;
    reading.findings.push({ kind: "negation", a: textOf(hunk.a), b: textOf(hunk.b) });
  }
  compareFigures(
    hunk.a.filter((t) => t.role === "figure"),
    hunk.b.filter((t) => t.role === "figure"),
    reading,
  );
  const wordsA = hunk.a.filter((t) => t.role === "content" || (t.role === "relation" && directional(t)));
  const wordsB = hunk.b.filter((t) => t.role === "content" || (t.role === "relation" && directional(t)));
  const { a: leftA, b: leftB } = cancelEquivalents(wordsA, wordsB, reading.negations === 1);
  for (let i = 0; i < leftA.length; i++) {
    const k = leftB.findIndex((y) => opposite(leftA[i]!.lemma, y.lemma));
    if (k < 0) continue;
    reading.findings.push({ kind: "antonym", a: leftA[i]!.text, b: leftB[k]!.text });
    leftB.splice(k, 1);
    leftA.splice(i, 1);
    i--;
  }
  // "only Wikipedia" / "BooksCorpus and Wikipedia", "all three layers" / "only the outer layer"
  const scope = (list: readonly ClaimToken[], words: string[]) => list.some((t) => words.includes(t.key));
  const onlyA = scope(hunk.a, RESTRICTORS);
  const onlyB = scope(hunk.b, RESTRICTORS);
  if (onlyA !== onlyB) {
    const wider = onlyA ? leftB : leftA;
    const allOther = scope(onlyA ? hunk.b : hunk.a, UNIVERSALS);
    // the other side names a few alternatives; a whole clause of other words is another statement
    if (wider.length <= MAX_ALTERNATIVES && (wider.length > 0 || allOther)) {
      reading.findings.push({
        kind: "exclusive",
        a: textOf(onlyA ? hunk.a : hunk.b),
        b: textOf(onlyA ? hunk.b : hunk.a),
      });
      wider.length = 0;
    }
  }
  reading.flips = reading.negations + reading.findings.filter((f) => f.kind === "antonym").length;
  if (leftA.length > 0 && leftB.length > 0) reading.substituted = true;
  else {
    reading.extraA.push(...leftA);
    reading.extraB.push(...leftB);
  }
  return reading;
}

const EXCLUDING = ["other", "rest", "remain", "remaining", "except"];

/**
 * "from all three germ layers" / "from the outer layer, but not the other two": one claim takes in everything,
 * the other restricts it ("only", "not the other(s)"). Returns the finding and the runs it explains.
 */
export function scopeConflict(
  hunks: readonly Hunk[],
): { finding: Finding; hunks: Set<Hunk>; extraA: ClaimToken[]; extraB: ClaimToken[] } | null {
  const small = (h: Hunk) =>
    h.a.filter((t) => t.role !== "relation").length <= 4 && h.b.filter((t) => t.role !== "relation").length <= 4;
  for (let i = 0; i < hunks.length; i++) {
    // the universal and the restriction in one run, or in two runs next to each other
    const runs = [hunks[i]!, ...(hunks[i + 1] ? [hunks[i + 1]!] : [])].filter(small);
    for (const [u, r] of [
      ["a", "b"],
      ["b", "a"],
    ] as const) {
      const universal = runs.some((h) => h[u].some((t) => UNIVERSALS.includes(t.key)));
      const restricting = runs.some(
        (h) =>
          h[r].some((t) => RESTRICTORS.includes(t.key)) ||
          (h[r].some((t) => t.role === "negation") && h[r].some((t) => EXCLUDING.includes(t.key))),
      );
      if (!universal || !restricting) continue;
      const words = (side: "a" | "b") => textOf(runs.flatMap((h) => h[side]));
      // what else these runs say is extra context, as anywhere else
      const rest = (side: "a" | "b") =>
        runs.flatMap((h) => h[side]).filter((t) => t.role === "content" && !EXCLUDING.includes(t.key));
      return {
        finding: { kind: "exclusive", a: words("a"), b: words("b") },
        hunks: new Set(runs),
        extraA: rest("a"),
        extraB: rest("b"),
      };
    }
  }
  return null;
}

/** Words left over in different runs: the same word moved ("interacts with X" / "no interaction between X"), or an opposite one. */
export function crossHunk(extraA: ClaimToken[], extraB: ClaimToken[]): { opposite: Finding | null } {
  let found: Finding | null = null;
  for (let i = 0; i < extraA.length; i++) {
    const x = extraA[i]!;
    let k = extraB.findIndex(
      (y) => x.role === "content" && y.role === "content" && (x.key === y.key || equivalent(x, y, false)),
    );
    if (k < 0 && !found) {
      k = extraB.findIndex((y) => x.role === "content" && y.role === "content" && opposite(x.lemma, y.lemma));
      if (k >= 0) found = { kind: "antonym", a: x.text, b: extraB[k]!.text };
    }
    if (k < 0) continue;
    extraA.splice(i, 1);
    extraB.splice(k, 1);
    i--;
  }
  return { opposite: found };
}
