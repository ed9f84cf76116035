/**
 * Tokens, parts of speech and sentences from wink-nlp, with exact character offsets into the input text.
 *
 * wink splits hyphenated words ("self-attention" → self / - / attention); they are merged back into one token and
 * given the part of speech of a modifier or a noun, and its other mistakes are repaired (token-repairs.ts); a line in
 * title case is tagged in the text's own case (tagging-case.ts). Sentences come from wink's splitter, plus a break at
 * blank lines and after a title-like first line (a short line without final punctuation).
 */
import winkNLP from "wink-nlp";
import type { WinkMethods } from "wink-nlp";
import model from "wink-eng-lite-web-model";
import { locateOffset } from "../text-spans.ts";
import { forTagging, namesInProse } from "./tagging-case.ts";
import {
  mergeHostNames,
  mergeHyphenated,
  repairPluralNouns,
  repairVerbsBetweenNames,
  type RawToken,
} from "./token-repairs.ts";

export interface Token {
  /** Exact text of the token (text.slice(start, end)). */
  text: string;
  /** Lower case. */
  lower: string;
  /** Universal POS tag from wink (merged hyphenated tokens get ADJ, NOUN or PROPN). */
  pos: string;
  /** wink's token type: word, number, punctuation, symbol, ... ("word" for merged compounds). */
  type: string;
  start: number;
  end: number;
  /** Index of the sentence the token belongs to. */
  sentence: number;
  /** A line break, or a blank line, comes before the token. */
  breakBefore: "none" | "line" | "paragraph";
}

export interface Sentence {
  start: number;
  end: number;
  /** Token index range [firstToken, lastToken). */
  firstToken: number;
  lastToken: number;
}

/** The index of the sentence that holds `offset` (sentences in text order), or -1 when none does. */
export function sentenceIndexAt(sentences: readonly Sentence[], offset: number): number {
  return locateOffset(sentences, offset, (s) => [s.start, s.end]).index;
}

export interface AnalysedText {
  text: string;
  tokens: Token[];
  sentences: Sentence[];
}

let nlpInstance: WinkMethods | null = null;

/** wink-nlp with the English lite model, loaded once per process (~0.3 s). */
export function nlp(): WinkMethods {
  if (nlpInstance === null) nlpInstance = winkNLP(model, ["sbd", "pos"]);
  return nlpInstance;
}

/** wink tokens with offsets, aligned to the text (wink is lossless, but alignment is checked, not assumed). */
function rawTokens(text: string, offset: number, sentenceEnds: Set<number>, names: ReadonlySet<string>): RawToken[] {
  const winkNlp = nlp();
  const its = winkNlp.its;
  const tagged = forTagging(text, names);
  const doc = winkNlp.readDoc(tagged);
  const tokens = doc.tokens();
  const values = tokens.out(its.value) as string[];
  const pos = tokens.out(its.pos) as string[];
  const types = tokens.out(its.type) as string[];
  const spaces = tokens.out(its.precedingSpaces) as string[];
  const out: RawToken[] = [];
  let cursor = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i] ?? "";
    const space = spaces[i] ?? "";
    let start = cursor + space.length;
    if (tagged.startsWith(value, start)) {
      // aligned
    } else {
      const found = tagged.indexOf(value, cursor);
      if (found < 0 || value.length === 0) continue;
      start = found;
    }
    const end = start + value.length;
    out.push({
      text: text.slice(start, end),
      pos: pos[i] ?? "X",
      type: types[i] ?? "word",
      start: start + offset,
      end: end + offset,
      spaces: text.slice(cursor, start),
    });
    cursor = end;
  }
  const sentenceSpans = doc.sentences().out(its.span) as unknown as Array<[number, number]>;
  for (const [, last] of sentenceSpans) {
    const token = out[Math.min(last, out.length - 1)];
    if (token) sentenceEnds.add(token.end);
  }
  return out;
}

const BLOCK_SIZE = 60_000;

/** Splits long texts at paragraph breaks into blocks so wink never sees one huge string. */
function blocks(text: string): Array<{ offset: number; text: string }> {
  if (text.length <= BLOCK_SIZE) return [{ offset: 0, text }];
  const out: Array<{ offset: number; text: string }> = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + BLOCK_SIZE);
    if (end < text.length) {
      const para = text.lastIndexOf("\n\n", end);
      const line = text.lastIndexOf("\n", end);
      const space = text.lastIndexOf(" ", end);
      if (para > start + BLOCK_SIZE / 2) end = para;
      else if (line > start + BLOCK_SIZE / 2) end = line;
      else if (space > start + BLOCK_SIZE / 2) end = space;
    }
    out.push({ offset: start, text: text.slice(start, end) });
    start = end;
  }
  return out;
}

/** Tokenises, tags and splits `text` into sentences. Never throws on odd input; empty text gives no tokens. */
export function analyse(text: string): AnalysedText {
  const sentenceEnds = new Set<number>();
  let raw: RawToken[] = [];
  const names = namesInProse(text);
  for (const block of blocks(text)) {
    if (block.text.trim().length === 0) continue;
    const blockTokens = rawTokens(block.text, block.offset, sentenceEnds, names);
    if (blockTokens.length > 0) {
      const lastToken = blockTokens[blockTokens.length - 1];
      if (lastToken) sentenceEnds.add(lastToken.end);
    }
    raw = raw.concat(blockTokens);
  }
  raw = raw.filter((t) => t.type !== "tabCRLF" && t.type !== "space" && t.pos !== "SPACE" && t.text.trim().length > 0);
  const merged = repairVerbsBetweenNames(repairPluralNouns(mergeHyphenated(mergeHostNames(raw))), names);

  const tokens: Token[] = [];
  const sentences: Sentence[] = [];
  let sentenceStart = 0;
  const closeSentence = (endIndex: number): void => {
    if (endIndex <= sentenceStart) return;
    const first = tokens[sentenceStart];
    const last = tokens[endIndex - 1];
    if (!first || !last) return;
    const index = sentences.length;
    for (let k = sentenceStart; k < endIndex; k++) {
      const token = tokens[k];
      if (token) token.sentence = index;
    }
    sentences.push({ start: first.start, end: last.end, firstToken: sentenceStart, lastToken: endIndex });
    sentenceStart = endIndex;
  };

  let previousEnd = 0;
  for (const t of merged) {
    const gap = text.slice(previousEnd, t.start);
    const newlines = (gap.match(/\n/g) ?? []).length;
    const breakBefore: Token["breakBefore"] = newlines >= 2 ? "paragraph" : newlines === 1 ? "line" : "none";
    if (tokens.length > sentenceStart) {
      const isTitleBreak = breakBefore === "line" && sentences.length === 0 && isTitleLine(text, tokens, sentenceStart);
      if (breakBefore === "paragraph" || isTitleBreak) closeSentence(tokens.length);
    }
    tokens.push({
      text: t.text,
      lower: t.text.toLowerCase(),
      pos: t.pos,
      type: t.type,
      start: t.start,
      end: t.end,
      sentence: sentences.length,
      breakBefore,
    });
    if (sentenceEnds.has(t.end)) closeSentence(tokens.length);
    previousEnd = t.end;
  }
  closeSentence(tokens.length);
  return { text, tokens, sentences };
}

/** The first line is a title when it is short and does not end like a sentence. */
function isTitleLine(text: string, tokens: Token[], from: number): boolean {
  const first = tokens[from];
  const last = tokens[tokens.length - 1];
  if (!first || !last) return false;
  if (last.end - first.start > 250) return false;
  return !/[.!?:;,]$/.test(last.text) && /\S/.test(text.slice(first.start, last.end));
}
