/**
 * Which emphasis markers (`*`, `_`, `~~`, `==`) pair up and disappear, by CommonMark's delimiter-run rules, so
 * `2*3*4` and `snake_case_name` keep their characters and `**bold**` loses its stars. Linear in the number of runs.
 */

export interface DelimiterRun {
  char: string;
  /** Characters of the run still shown; matching lowers it. */
  count: number;
  /** The run's length as written (the "rule of three" looks at it). */
  length: number;
  canOpen: boolean;
  canClose: boolean;
}

const PUNCTUATION = /[\p{P}\p{S}]/u;
const WHITESPACE = /\s/;

/** The run of `length` markers at `at` in `text`, with what it may do by its neighbours. */
export function delimiterRun(text: string, at: number, length: number): DelimiterRun {
  const char = text[at]!;
  const before = at > 0 ? text[at - 1]! : "\n";
  const after = at + length < text.length ? text[at + length]! : "\n";
  const beforeSpace = WHITESPACE.test(before);
  const afterSpace = WHITESPACE.test(after);
  const beforePunct = PUNCTUATION.test(before);
  const afterPunct = PUNCTUATION.test(after);
  const leftFlanking = !afterSpace && (!afterPunct || beforeSpace || beforePunct);
  const rightFlanking = !beforeSpace && (!beforePunct || afterSpace || afterPunct);
  // "_" does not emphasise inside a word: snake_case_name.
  const canOpen = char === "_" ? leftFlanking && (!rightFlanking || beforePunct) : leftFlanking;
  const canClose = char === "_" ? rightFlanking && (!leftFlanking || afterPunct) : rightFlanking;
  return { char, count: length, length, canOpen, canClose };
}

/** Pairs openers with closers; what stays unmatched keeps its `count` and is shown as written. */
export function matchEmphasis(runs: DelimiterRun[]): void {
  const n = runs.length;
  const prev = new Int32Array(n);
  const next = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    prev[i] = i - 1;
    next[i] = i + 1 < n ? i + 1 : -1;
  }
  const unlink = (i: number) => {
    if (prev[i]! >= 0) next[prev[i]!] = next[i]!;
    if (next[i]! >= 0) prev[next[i]!] = prev[i]!;
  };
  // Per kind of closer, the position below which no opener can match it any more (CommonMark's openers_bottom).
  const bottoms = new Map<string, number>();
  let c = n > 0 ? 0 : -1;
  while (c >= 0) {
    const closer = runs[c]!;
    if (!closer.canClose || closer.count === 0) {
      c = next[c]!;
      continue;
    }
    const key = `${closer.char}${closer.canOpen ? 1 : 0}${closer.length % 3}`;
    const bottom = bottoms.get(key) ?? -1;
    let o = prev[c]!;
    while (o > bottom && !canPair(runs[o]!, closer)) o = prev[o]!;
    if (o <= bottom) {
      bottoms.set(key, prev[c]!);
      const after = next[c]!;
      if (!closer.canOpen) unlink(c);
      c = after;
      continue;
    }
    const opener = runs[o]!;
    const used = closer.char === "~" || closer.char === "=" || (opener.count >= 2 && closer.count >= 2) ? 2 : 1;
    opener.count -= used;
    closer.count -= used;
    // Runs between the pair can no longer pair with anything outside it: they stay as written.
    next[o] = c;
    prev[c] = o;
    if (opener.count === 0) unlink(o);
    if (closer.count === 0) {
      const after = next[c]!;
      unlink(c);
      c = after;
    }
  }
}

function canPair(opener: DelimiterRun, closer: DelimiterRun): boolean {
  if (opener.char !== closer.char || !opener.canOpen || opener.count === 0) return false;
  if (closer.char === "~" || closer.char === "=") return opener.count === 2 && closer.count === 2;
  // The rule of three: "*foo**bar*" is not "*foo*" + "*bar*" when a run could both open and close.
  const bothSides = opener.canClose || closer.canOpen;
  return !(
    bothSides &&
    (opener.length + closer.length) % 3 === 0 &&
    !(opener.length % 3 === 0 && closer.length % 3 === 0)
  );
}
