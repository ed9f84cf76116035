/**
 * A line that records a field ("Year: 2015", "**DOI:** 10.1038/x", "status:: reading", "Tags: #a #b") rather than
 * saying something. Such lines stay in the content (the reader wrote them) but are labelled `metadata`, so the
 * extractor does not take "DOI" or "2015" for concepts.
 *
 * The rule, kept simple on purpose:
 * - `key:: value` (a dataview inline field) always is one: the double colon is unambiguous.
 * - `**Key**: value`, `**Key:** value` and `Key: value` are one when the key is 1-4 words starting with a capital
 *   letter, is not a word that introduces prose ("Note", "Summary", "Example"...), and the value is short (under
 *   80 characters, a URL counting as one word) and has no sentence shape: no sentence end inside it, not a
 *   sentence of four or more words ending in a full stop, and none of the small words that make a clause ("is",
 *   "was", "when", "because", "we"...). "Note: the model overfits when the data is small." stays a paragraph.
 * - A value may be empty ("**Authors:**" above a list): a label, not a statement.
 */

const INLINE_FIELD = /^([\p{L}\p{N}_][\p{L}\p{N}_ -]{0,60})::(?:[ \t]|$)/u;
const BOLD_KEY = /^(?:\*\*|__)([^*_\n]{1,60}?)(:?)(?:\*\*|__)(:?)(?:[ \t]|$)/;
const PLAIN_KEY = /^([^:\n]{1,60}):(?:[ \t]|$)/;
const KEY_WORDS = /^\p{Lu}[\p{L}\p{N}'’&/()+.-]*(?: [\p{L}\p{N}'’&/()+.-]+){0,3}$/u;

// Words that introduce a thought, not a field: what follows them is text to read.
const PROSE_LABELS = new Set(
  (
    "note notes nb tip tips hint warning caution important attention remember example examples e.g question questions " +
    "answer answers q a definition summary tldr tl;dr conclusion conclusions idea ideas thought thoughts problem " +
    "solution hypothesis result results finding findings reason why how what observation claim quote abstract " +
    "background aim goal goals purpose context update edit"
  ).split(" "),
);

const CLAUSE_WORDS = new Set(
  (
    "is are was were be been being am has have had does do did will would can could should must may might shall " +
    "when because since although though which that who whom whose if then than while whereas it its we they i you " +
    "he she our their there this these those not"
  ).split(" "),
);

const MAX_VALUE = 80;

/** Whether `raw` (one source line) is a metadata line; `show` renders a line as the reader sees it. */
export function isMetadataLine(raw: string, show: (line: string) => string): boolean {
  const line = raw.trim();
  if (INLINE_FIELD.test(line)) return line.length <= 300;
  const bold = BOLD_KEY.exec(line);
  let key: string;
  if (bold) {
    if (!bold[2] && !bold[3]) return false;
    key = bold[1]!.trim();
  } else {
    const plain = PLAIN_KEY.exec(line);
    if (!plain) return false;
    key = plain[1]!.trim();
  }
  if (!KEY_WORDS.test(key) || PROSE_LABELS.has(key.toLowerCase())) return false;
  const shown = show(line);
  const colon = shown.indexOf(":");
  return colon >= 0 && isFieldValue(shown.slice(colon + 1).trim());
}

function isFieldValue(value: string): boolean {
  if (value === "") return true;
  if (/^(?:#[^\s#]+\s*)+$/u.test(value)) return true; // "#a #b": tags, however many
  const compact = value.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, "URL");
  if (compact.length >= MAX_VALUE) return false;
  if (/[.!?]["”’)]?\s+\p{Lu}/u.test(compact)) return false; // a sentence ends inside it
  const words = compact.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  if (/[.!?]$/.test(compact) && words.length >= 4) return false;
  return !words.some((w) => CLAUSE_WORDS.has(w));
}
