/**
 * How the words of a sentence meet the question's words beyond shared lexemes: acronyms of a run of the question's
 * words ("LAMA" for long-acting muscarinic antagonists), two question words glued by PDF text ("BERTLARGE"), and the
 * question's anchors as patterns tolerant of plural endings.
 */
import { stopWords } from "../../pipeline/extract/lexicon.ts";
import type { Match } from "../search/snippets.ts";

/** A content word of the question, with its initial and the lexemes search gives it. */
export interface QuestionWord {
  lower: string;
  initial: string;
  lexemes: string[];
}

const ACRONYM = /\b\p{Lu}[\p{Lu}\p{Ll}\d]*\p{Lu}[\p{Lu}\d]*s?\b/gu;

/**
 * Lexemes of the question that a glued token of the sentence stands for: PDF text loses the space before a
 * subscript ("BERTLARGE" for BERT-large), so a token that is two words of the question run together counts as both.
 */
export function gluedLexemes(text: string, questionWords: readonly QuestionWord[]): string[] {
  const found: string[] = [];
  for (const [token] of text.matchAll(/[\p{L}\p{N}]{5,}/gu)) {
    const lower = token.toLowerCase();
    for (const head of questionWords) {
      if (head.lower.length < 2 || !lower.startsWith(head.lower) || lower === head.lower) continue;
      const tail = questionWords.find((w) => w.lower === lower.slice(head.lower.length));
      if (tail) found.push(...head.lexemes, ...tail.lexemes);
    }
  }
  return found;
}

/** An anchor key as a pattern that tolerates plural endings on each word ("20-layer" finds "20 layers"). */
export function anchorPattern(key: string): RegExp {
  const words = key
    .split(" ")
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + (/\p{L}$/u.test(w) ? "(?:e?s)?" : ""));
  return new RegExp(` ${words.join(" ")} `, "u");
}

/**
 * Question lexemes an acronym of the sentence stands for: "LAMA" in a note for "long-acting muscarinic
 * antagonists" in the question (the initials of a run of the question's content words).
 */
export function acronymLexemes(text: string, questionWords: readonly QuestionWord[]): string[] {
  const found: string[] = [];
  for (const [raw] of text.matchAll(ACRONYM)) {
    const acronym = raw.replace(/s$/, "").toLowerCase().replace(/\d/g, "");
    if (acronym.length < 2) continue;
    for (let i = 0; i + acronym.length <= questionWords.length; i++) {
      const run = questionWords.slice(i, i + acronym.length);
      if (run.map((w) => w.initial).join("") === acronym) found.push(...run.flatMap((w) => w.lexemes));
    }
  }
  return found;
}

/** Is a word of the sentence an acronym of a run of the question's words (not new: the question says it)? */
export const isAcronymOfQuestion = (word: string, questionWords: readonly QuestionWord[]) =>
  acronymLexemes(word, questionWords).length > 0;

/** The question's content words in order, each with its initial and its lexemes (from the question's matches). */
export function questionWordLexemes(question: string, matches: readonly Match[]): QuestionWord[] {
  const words: QuestionWord[] = [];
  for (const m of question.matchAll(/[\p{L}\p{N}]+/gu)) {
    const lower = m[0].toLowerCase();
    if (stopWords.has(lower)) continue;
    const lexemes = matches.filter((x) => x.start < m.index + m[0].length && m.index < x.end).map((x) => x.key);
    words.push({ lower, initial: lower[0]!, lexemes });
  }
  return words;
}
