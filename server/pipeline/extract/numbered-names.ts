/**
 * Names that end in a number: "Resolution 3545", "Section 230", "Apollo 11", "Boeing 737". The tagger ends a noun
 * phrase before a number, so a policy a paper is about (93 uses of "Resolution 3545") was never a candidate.
 */
import { calendarWords } from "./lexicon.ts";
import type { AnalysedText, Token } from "./nlp.ts";
import { singularizeWord } from "./normalize.ts";

/**
 * Nouns that number the parts of a document or of a study ("Table 2", "Study 1", "Equation 3", "Appendix 4"): a
 * closed class of English, not names of things outside the text.
 */
const PART_NOUNS = new Set(
  (
    "table tables figure figures fig figs section sections chapter chapters appendix part parts page pages equation " +
    "equations eq eqs study studies experiment experiments step steps phase stage level wave round trial sample " +
    "group condition case example note footnote item question task session day week month year line row column " +
    "panel model models hypothesis lemma theorem proposition corollary definition remark assumption algorithm " +
    "specification scenario type version stage list box exhibit plate scheme chart map vol volume no number issue " +
    "note total problem observation claim fact property exercise"
  ).split(" "),
);

/**
 * A plain number of a name: not a year ("Kunda 1990" is a citation, "Summer 2008" a date), nor 0 (an axis), nor five digits and more
 * (a postal code after a state: "Texas 78712").
 */
function isNameNumber(token: Token): boolean {
  if (token.type !== "number" || !/^[1-9]\d{0,3}$/.test(token.text)) return false;
  const value = Number(token.text);
  return !(token.text.length === 4 && value >= 1800 && value <= 2099);
}

/** A capitalised word that may start or continue a name ("Resolution", "Central"), not an acronym's letters. */
function isNameWord(token: Token | undefined): token is Token {
  return (
    !!token &&
    token.type === "word" &&
    token.pos === "PROPN" &&
    /^\p{Lu}\p{Ll}+$/u.test(token.text) &&
    !calendarWords.has(token.lower)
  );
}

/**
 * A numbered name must be used at least this often: a passing reference, or a journal's volume in a running header
 * or a citation ("Science 305", "Lancet 360"), is used once or twice.
 */
const MIN_USES = 3;

/**
 * The spans [first, last) of names with a number: a capitalised word (or up to three) right before a number in the
 * same sentence and on the same line, when the text always gives that name the same number (a series, "Study 1", "Study 2", numbers
 * parts), the name is not a part of the document, and it is used at least twice.
 */
export function numberedNames(analysed: AnalysedText): Array<[number, number]> {
  const { tokens } = analysed;
  const byName = new Map<string, { numbers: Set<string>; spans: Array<[number, number]> }>();
  for (let k = 1; k < tokens.length; k++) {
    const number = tokens[k]!;
    const previous = tokens[k - 1];
    if (!isNameNumber(number) || !isNameWord(previous) || previous.sentence !== number.sentence) continue;
    if (analysed.text.slice(previous.end, number.start) !== " ") continue;
    let first = k - 1;
    while (first > k - 3 && isNameWord(tokens[first - 1]) && tokens[first - 1]!.sentence === number.sentence) first--;
    const name = tokens
      .slice(first, k)
      .map((t) => t.lower)
      .join(" ");
    const entry = byName.get(name) ?? { numbers: new Set(), spans: [] };
    entry.numbers.add(number.text);
    entry.spans.push([first, k + 1]);
    byName.set(name, entry);
  }
  const out: Array<[number, number]> = [];
  for (const [name, { numbers, spans }] of byName) {
    const head = singularizeWord(name.split(" ").at(-1)!);
    if (numbers.size !== 1 || spans.length < MIN_USES || PART_NOUNS.has(head)) continue;
    // A series under another name ("Study 1" and "Study 2" in one sentence each) is told by the head alone.
    if ([...byName.keys()].some((other) => other !== name && singularizeWord(other.split(" ").at(-1)!) === head))
      continue;
    out.push(...spans);
  }
  return out;
}
