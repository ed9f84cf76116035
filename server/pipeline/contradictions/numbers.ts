/**
 * Figures as a reader compares them: "2.3M" and "2,300,000" are the same number, "about 10" and "ten" agree,
 * "73" is what "73.2" rounds to, while "19k" and "57k" validation images are different counts.
 */

export interface Figure {
  value: number;
  /** Digits after the decimal point as written (precision of the figure). */
  decimals: number;
  /** Written with %, "percent" or "percentage points". */
  percent: boolean;
  /** A whole number without scale, percent or decimals: a count ("5 days", "three tasks"). */
  integer: boolean;
  /** Hedged: "about", "~", "roughly", "around", "nearly", "approximately". */
  approximate: boolean;
}

// Word tables are Maps: looked up with any word of a text, a plain object answers "constructor" or "toString" with a
// function of Object.prototype (a reading holding one cannot leave the pipeline thread).
const NUMBER_WORDS = new Map<string, number>(
  Object.entries({
    zero: 0,
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
    thirteen: 13,
    fourteen: 14,
    fifteen: 15,
    sixteen: 16,
    seventeen: 17,
    eighteen: 18,
    nineteen: 19,
    twenty: 20,
    thirty: 30,
    forty: 40,
    fifty: 50,
    sixty: 60,
    seventy: 70,
    eighty: 80,
    ninety: 90,
    hundred: 100,
    thousand: 1000,
    million: 1e6,
    billion: 1e9,
    dozen: 12,
    twice: 2,
    half: 0.5,
  }),
);

/** Words that scale the number before them: "1.5 million", "300 thousand". */
const SCALE_WORDS = new Map<string, number>(
  Object.entries({
    hundred: 100,
    thousand: 1e3,
    million: 1e6,
    millions: 1e6,
    billion: 1e9,
    billions: 1e9,
    trillion: 1e12,
  }),
);

/** The scale a word gives the number before it, or undefined. */
export function scaleOfWord(word: string): number | undefined {
  return SCALE_WORDS.get(word.toLowerCase());
}

/** Letter suffixes written onto a number: "57k", "2.3M", "1.5B". */
const SUFFIX_SCALE: Record<string, number> = { k: 1e3, K: 1e3, m: 1e6, M: 1e6, b: 1e9, B: 1e9, bn: 1e9 };

/** Parses "2.3M", "19k", "87.9%", "1,000", "0.933" (null for anything else). */
export function parseNumeral(text: string): Figure | null {
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(k|K|M|m|B|bn)?(%)?$/.exec(text);
  if (!match) return null;
  const whole = match[1]!.replace(/,/g, "");
  const decimals = match[2]?.length ?? 0;
  const scale = match[3] ? SUFFIX_SCALE[match[3]]! : 1;
  const value = Number(`${whole}${match[2] ? `.${match[2]}` : ""}`) * scale;
  return { value, decimals, percent: !!match[4], integer: !match[2] && !match[3] && !match[4], approximate: false };
}

export function figureOfWord(word: string): Figure | null {
  const value = NUMBER_WORDS.get(word.toLowerCase());
  return value === undefined
    ? null
    : { value, decimals: value % 1 ? 1 : 0, percent: false, integer: value % 1 === 0, approximate: false };
}

/** Whether two figures can be the same quantity as written (rounding, hedges). */
export function sameFigure(a: Figure, b: Figure): boolean {
  if (a.value === b.value) return true;
  // Rounding: the less precise one covers half a unit of its last digit ("73" covers 72.5-73.5).
  const coarse = Math.min(a.decimals, b.decimals);
  const unit = 10 ** -coarse;
  const scaleA = magnitudeUnit(a);
  const scaleB = magnitudeUnit(b);
  const tolerance = Math.max(unit / 2, Math.min(scaleA, scaleB) / 2);
  if (Math.abs(a.value - b.value) <= tolerance + 1e-9) return true;
  if (
    (a.approximate || b.approximate) &&
    Math.abs(a.value - b.value) <= 0.05 * Math.max(Math.abs(a.value), Math.abs(b.value))
  )
    return true;
  return false;
}

/** "2.3M" is precise to 0.1M: its unit is 1e5, not 1 (rounded large numbers compare at their own precision). */
function magnitudeUnit(f: Figure): number {
  if (f.decimals > 0 || f.value < 1000 || f.value % 1 !== 0) return 10 ** -f.decimals;
  let unit = 1;
  while (f.value % (unit * 10) === 0 && unit < f.value) unit *= 10;
  return unit;
}

/** Figures that look like years ("2014", "1986"): dates are compared, but not as amounts. */
export function isYear(f: Figure, raw: string): boolean {
  return f.integer && /^\d{4}$/.test(raw) && f.value >= 1800 && f.value <= 2100;
}

export function formatFigure(raw: string): string {
  return raw.replace(/\s+/g, " ").trim();
}
