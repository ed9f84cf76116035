// Sentences that state nothing, whatever their words between two mentions (./stated-relations.ts): headings, titles
// and captions, lines of a reference list or a table of contents, sentences in another language.
import { isEnglishWord } from "../reading/english-words.ts";
import type { Token } from "./nlp.ts";

type SentenceTokens = { start: number; end: number; firstToken: number; lastToken: number };

/** The sentence names things or lists them, or is not English: no relationship is read from it. */
export function statesNothing(
  text: string,
  tokens: Token[],
  sentence: SentenceTokens,
  mentions: ReadonlyArray<{ first: number; last: number }>,
): boolean {
  return (
    shouted(tokens, sentence) ||
    titleCase(tokens, sentence) ||
    furniture(text.slice(sentence.start, sentence.end)) ||
    notEnglish(tokens, sentence, mentions)
  );
}

/**
 * A line of a table of contents ("Introduction ........ 2") or of a reference list ("Bader, G. D. & Hogue, C. W.
 * An automated method ..."): it lists, it states nothing.
 */
function furniture(text: string): boolean {
  if (/\.{4,}|…{2,}|(?:\. ){3,}/.test(text)) return true;
  const authors = text.match(/\p{Lu}[\p{Ll}'’-]+,\s+(?:\p{Lu}\.\s?){1,3}/gu) ?? [];
  return authors.length >= 2;
}

/**
 * A line in title case ("Imports from China and Employment Status of Working-Age Population"): a caption, heading or
 * title, which names things and states nothing.
 */
function titleCase(tokens: Token[], sentence: { firstToken: number; lastToken: number }): boolean {
  const long = tokens.slice(sentence.firstToken, sentence.lastToken).filter((t) => /^\p{L}{4,}/u.test(t.text));
  const capitalised = long.filter((t) => /^\p{Lu}/u.test(t.text)).length;
  return long.length >= 4 && capitalised >= 0.7 * long.length;
}

/**
 * A sentence in another language ("Mencionam os climate bonds que financiam muito"): its joints are not English
 * grammar. Told by the share of its plain lower-case words, outside the mentions, that are English words.
 */
function notEnglish(
  tokens: Token[],
  sentence: { firstToken: number; lastToken: number },
  mentions: ReadonlyArray<{ first: number; last: number }>,
): boolean {
  const words: string[] = [];
  for (let k = sentence.firstToken; k < sentence.lastToken; k++) {
    if (mentions.some((m) => k >= m.first && k < m.last)) continue;
    if (/^\p{Ll}{3,}$/u.test(tokens[k]!.text)) words.push(tokens[k]!.text);
  }
  return words.length >= 4 && words.filter(isEnglishWord).length < 0.5 * words.length;
}

/** A line set in capitals ("THE FAO CODE OF CONDUCT FOR RESPONSIBLE FISHERIES") is a title, not a statement. */
function shouted(tokens: Token[], sentence: { firstToken: number; lastToken: number }): boolean {
  const letters = tokens.slice(sentence.firstToken, sentence.lastToken).filter((t) => /\p{L}{2,}/u.test(t.text));
  const capitals = letters.filter((t) => t.text === t.text.toUpperCase()).length;
  return letters.length >= 3 && capitals >= 0.6 * letters.length;
}
