/**
 * Word-level tests the relation reader of ./stated-relations.ts asks about the tokens around two mentions: does a
 * mention qualify the noun after it, does a clause open, is a mention the quantity a comparison measures.
 */
import { singularizeWord } from "./normalize.ts";
import { isNoun } from "./wordnet.ts";
import type { Token } from "./nlp.ts";
import type { Joint } from "./stated-joints.ts";
import { isParticiple, relativePronouns } from "./stated-words.ts";

/** The token at `at` continues the noun phrase a mention ends: a common noun, or a dash joining a compound. */
export function qualifiesNext(tokens: Token[], at: number): boolean {
  const next = tokens[at];
  if (!next) return false;
  const attached = next.start === tokens[at - 1]?.end;
  if (/^[-–—]$/.test(next.text) && attached && /^\p{L}/u.test(tokens[at + 1]?.text ?? "")) return true;
  return next.pos === "NOUN" && next.text === next.lower && isNoun(singularizeWord(next.lower));
}

/** Words that open a clause before the sentence's own: what they open ends at its comma. */
export const SUBORDINATING =
  /^(?:when|whenever|while|where|once|if|although|though|because|since|after|before|unless|whereas)$/;

/** ", which" or ", who" at `at`: a relative clause set off by a comma. */
export function commaRelative(tokens: Token[], at: number): boolean {
  return tokens[at]?.text === "," && relativePronouns.has(tokens[at + 1]?.lower ?? "");
}

/** The joint opens with the word at `at`, tagged a noun, read as its verb. */
export function readsAsVerb(joint: Joint, tokens: Token[], at: number): boolean {
  if (joint.opensWith !== "verb") return false;
  const head = tokens[at - 1]!;
  return singularizeWord(head.lower) !== head.lower || /(?:s|ed)$/.test(tokens[at]!.lower);
}

/** A finite verb right after a mention makes the mention a subject ("B need", "B is"). */
export function opensClause(token: Token | undefined): boolean {
  if (!token) return false;
  return token.pos === "AUX" || (token.pos === "VERB" && !isParticiple(token.lower));
}

/** "more A", "fewer A", "higher A": A is what a comparison measures, not one of the things compared. */
export function comparedQuantity(tokens: Token[], first: number, sentenceStart: number): boolean {
  for (let k = first - 1; k >= sentenceStart && k >= first - 3; k--) {
    const word = tokens[k]!.lower;
    if (/^(?:more|less|fewer|greater|higher|lower|larger|smaller|better|worse)$/.test(word)) return true;
    if (tokens[k]!.pos !== "ADJ" && tokens[k]!.pos !== "ADV") return false;
  }
  return false;
}
