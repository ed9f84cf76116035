/**
 * Repairs of text that came out of a PDF (or a text file converted from one): ligatures, spacing accents, invisible
 * characters, and words split at a line-end hyphen. Pure functions; whether a string is an English word is asked
 * of the caller's `isWord`, so the rules are tested without a dictionary.
 */

const LIGATURES: Record<string, string> = {
  "\uFB00": "ff",
  "\uFB01": "fi",
  "\uFB02": "fl",
  "\uFB03": "ffi",
  "\uFB04": "ffl",
  "\uFB05": "st",
  "\uFB06": "st",
};

/** A spacing accent as PDFs emit it before the letter it belongs to, and the combining mark it stands for. */
const SPACING_ACCENTS: Record<string, string> = {
  "\u00B4": "\u0301", // ´ acute
  "\u0060": "\u0300", // ` grave
  "\u00A8": "\u0308", // ¨ diaeresis
  "\u02C6": "\u0302", // ˆ circumflex
  "\u02DC": "\u0303", // ˜ tilde
  "\u02C7": "\u030C", // ˇ caron
  "\u02D8": "\u0306", // ˘ breve
  "\u02DA": "\u030A", // ˚ ring
  "\u02D9": "\u0307", // ˙ dot
  "\u02DD": "\u030B", // ˝ double acute
  "\u00AF": "\u0304", // ¯ macron
};
// The cedilla and the ogonek hang below the letter and come after it.
const TRAILING_ACCENTS: Record<string, string> = { "\u00B8": "\u0327", "\u02DB": "\u0328" };

const ACCENT_BEFORE = new RegExp(`([${Object.keys(SPACING_ACCENTS).join("")}]) ?([\\p{L}\u0131\u0237])`, "gu");
const ACCENT_AFTER = new RegExp(`(\\p{L}) ?([${Object.keys(TRAILING_ACCENTS).join("")}])`, "gu");

// Zero-width characters, soft hyphens inside lines and byte-order marks carry nothing a reader sees; control
// characters (PDFs have NULs in formulas) cannot even be stored in a PostgreSQL text column.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u0000-\u0008\u000B-\u001F\u007F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ODD_SPACES = /[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g;

/**
 * Ligatures expanded, spacing accents merged into their letter ("D´epartement" → "Département", "na¨ıve" →
 * "naïve"), invisible characters dropped, unusual spaces made plain, then Unicode NFC. Only an accent that touches
 * a letter is merged: "´" alone (a prime in a formula) stays.
 */
export function repairCharacters(text: string): string {
  return text
    .replace(/[\uFB00-\uFB06]/g, (c) => LIGATURES[c] ?? c)
    .replace(INVISIBLE, "")
    .replace(LONE_SURROGATE, "\uFFFD")
    .replace(ODD_SPACES, " ")
    .replace(ACCENT_BEFORE, (_m, accent: string, letter: string) => dotless(letter) + SPACING_ACCENTS[accent])
    .replace(ACCENT_AFTER, (_m, letter: string, accent: string) => letter + TRAILING_ACCENTS[accent])
    .normalize("NFC");
}

/** TeX sets accented i and j on dotless letters; once the accent is merged, the ordinary letter is right. */
function dotless(letter: string): string {
  return letter === "\u0131" ? "i" : letter === "\u0237" ? "j" : letter;
}

export interface HyphenationContext {
  /** Whether a lower-case string is an English word (any inflection). */
  isWord: (word: string) => boolean;
  /** Lower-case words of the whole document with their counts, to prefer the spelling the document itself uses. */
  documentWords: ReadonlyMap<string, number>;
}

const HYPHENS = "-\u2010\u2011\u00AD";
const LINE_END_HYPHEN = new RegExp(`([\\p{L}][\\p{L}\\p{N}]*(?:[-\u2010\u2011][\\p{L}\\p{N}]+)*)[${HYPHENS}]$`, "u");

/**
 * How a word broken at a line end ("represen-" + "tation") is joined: "join" drops the hyphen, "hyphen" keeps it
 * ("self-" + "attention" when the document writes "self-attention", "state-of-the-" + "art"). The document's own
 * spelling decides first, then the dictionary: a fragment like "ural" of "Nat-ural" is never a word on its own.
 */
export function joinDecision(before: string, after: string, context: HyphenationContext): "join" | "hyphen" {
  const head = before.toLowerCase();
  const tail = after.toLowerCase();
  const lastPart = head.split(/[-\u2010\u2011]/).pop() ?? head;
  const firstPart = tail.split(/[-\u2010\u2011]/)[0] ?? tail;
  const joined = lastPart + firstPart;
  const hyphenated = `${head}-${tail}`;
  const joinedCount = context.documentWords.get(joined) ?? 0;
  const hyphenatedCount = Math.max(
    context.documentWords.get(hyphenated) ?? 0,
    context.documentWords.get(`${lastPart}-${firstPart}`) ?? 0,
  );
  if (joinedCount + hyphenatedCount > 0) return joinedCount >= hyphenatedCount ? "join" : "hyphen";
  if (/\d/.test(lastPart) || /\d/.test(firstPart)) return "hyphen";
  if (context.isWord(joined)) return "join";
  if (lastPart.length >= 2 && firstPart.length >= 2 && context.isWord(lastPart) && context.isWord(firstPart))
    return "hyphen";
  return "join";
}

/**
 * Joins lines of one paragraph into one string, repairing words broken at a line end. A line that ends in a hyphen
 * after a letter and is followed by a lower-case letter is a broken word; anything else is joined with a space.
 */
export function joinLines(lines: readonly string[], context: HyphenationContext): string {
  // Pieces joined by a space are kept apart and joined once at the end: a broken word lies in `out`, what the lines
  // since the last space added, so each line costs its own length (a file of one word per line made a paragraph
  // of many thousand lines, and every line cost the whole paragraph so far).
  const done: string[] = [];
  let out = "";
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    if (!out) {
      out = line;
      continue;
    }
    const broken = LINE_END_HYPHEN.exec(out);
    const next = /^[\p{Ll}][\p{L}\p{N}]*(?:[-\u2010\u2011][\p{L}\p{N}]+)*/u.exec(line);
    if (broken && next) {
      const decision = joinDecision(broken[1]!, next[0], context);
      out = out.slice(0, out.length - 1) + (decision === "hyphen" ? "-" : "") + line;
    } else if (
      (broken && /^\p{Lu}/u.test(line)) ||
      (/\/$/.test(out) && /\S\/$/.test(out) && /^[\w.-]+(?:\/|\.\w)/.test(line))
    ) {
      // "Berkeley-" + "Parser" is a compound with a capital; "https://github.com/" + "tensorflow/..." one address.
      out += line;
    } else {
      done.push(out);
      out = line;
    }
  }
  done.push(out);
  return done.join(" ");
}

/**
 * The same repair inside a line, where an earlier conversion already joined the lines with a space
 * ("Nat- ural Language"). "pre- and post-processing" is a real construct: a hyphen before "and"/"or" stays.
 */
export function repairSplitWords(text: string, context: HyphenationContext): string {
  return text.replace(/(\p{L}[\p{L}\p{N}]*)- (\p{Ll}[\p{L}\p{N}]*)/gu, (match, before: string, after: string) => {
    if (/^(?:and|or|to|nor|as|vs)$/.test(after)) return match;
    return joinDecision(before, after, context) === "join" ? before + after : `${before}-${after}`;
  });
}

/** Lower-case word counts of a text, hyphenated compounds counted whole. */
export function countWords(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:[-\u2010\u2011][\p{L}\p{N}]+)*/gu)) {
    const word = match[0].toLowerCase().replace(/[\u2010\u2011]/g, "-");
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}
