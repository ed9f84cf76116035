/**
 * Tokens, parts of speech and sentences from wink-nlp, with exact character offsets into the input text.
 *
 * wink splits hyphenated words ("self-attention" → self / - / attention); they are merged back into one token here
 * and given the part of speech of a modifier or a noun. Sentences come from wink's splitter, plus a break at blank
 * lines and after a title-like first line (a short line without final punctuation).
 */
import winkNLP from "wink-nlp";
import type { WinkMethods } from "wink-nlp";
import model from "wink-eng-lite-web-model";
import { locateOffset } from "../text-spans.ts";
import { singularizeWord } from "./normalize.ts";
import { isNoun, isVerb } from "./wordnet.ts";

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

interface RawToken {
  text: string;
  pos: string;
  type: string;
  start: number;
  end: number;
  spaces: string;
}

/**
 * A line in title case ("Temperature Shocks and Economic Growth in Poor Countries") has its capitals from the style,
 * not from names: the tagger read each such word as a proper noun. It reads these lines with the text's own case
 * (acronyms kept, every offset the same): a word the prose writes with a capital inside its sentences is a name and
 * keeps it ("Former Lois Lane Kidder Praises Adams Casting" is read "former Lois Lane Kidder praises Adams casting",
 * not as one name of six words); every other capital of the line is lowered. The tokens keep the text as written.
 */
function forTagging(text: string, names: ReadonlySet<string>): string {
  return text.replace(/^[^\n]{20,200}$/gm, (line) =>
    isTitleCaseLine(line)
      ? line.replace(/\b\p{Lu}\p{Ll}[\p{L}'’-]*/gu, (w) => (names.has(w.toLowerCase()) ? w : w.toLowerCase()))
      : line,
  );
}

function isTitleCaseLine(line: string): boolean {
  if (line.length < 20 || line.length > 200 || /[.!?]$/.test(line.trim())) return false;
  const long = (line.match(/\p{L}[\p{L}'’-]*/gu) ?? []).filter((w) => w.length >= 4);
  return long.length >= 4 && long.filter((w) => /^\p{Lu}\p{Ll}/u.test(w)).length >= 0.75 * long.length;
}

/**
 * The words the text's prose writes with a capital inside a sentence more often than in lower case: names ("Kidder",
 * "Lane" in "Lois Lane"). A sentence's first word and the lines in title case say nothing about a word's case.
 */
function namesInProse(text: string): Set<string> {
  const capital = new Map<string, number>();
  const lower = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (isTitleCaseLine(line)) continue;
    for (const match of line.matchAll(/\p{L}[\p{L}'’-]*/gu)) {
      const word = match[0];
      if (startsSentence(line, match.index)) continue;
      const key = word.toLowerCase();
      if (/^\p{Lu}\p{Ll}/u.test(word)) capital.set(key, (capital.get(key) ?? 0) + 1);
      else if (word === key) lower.set(key, (lower.get(key) ?? 0) + 1);
    }
  }
  return new Set([...capital].filter(([key, count]) => count > (lower.get(key) ?? 0)).map(([key]) => key));
}

/** Whether the word at `index` opens a sentence: only spaces before it on the line, or a stop and closing marks. */
function startsSentence(line: string, index: number): boolean {
  let k = index - 1;
  while (k >= 0 && /\s/.test(line[k]!)) k--;
  if (k < 0) return true;
  while (k >= 0 && /["'”’)\]]/.test(line[k]!)) k--;
  return k >= 0 && /[.!?:;]/.test(line[k]!);
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

const HYPHENS = new Set(["-", "\u2010", "\u2011"]);

/** The text of consecutive raw tokens, with the spaces between them as written. */
function joinedText(parts: RawToken[]): string {
  return parts.map((p, k) => (k === 0 ? p.text : p.spaces + p.text)).join("");
}

/** Merges word-hyphen-word sequences written without spaces ("self-attention", "state-of-the-art", "COVID-19"). */
function mergeHyphenated(raw: RawToken[]): RawToken[] {
  const out: RawToken[] = [];
  let i = 0;
  while (i < raw.length) {
    const first = raw[i];
    if (!first) break;
    let j = i;
    while (true) {
      const hyphen = raw[j + 1];
      const next = raw[j + 2];
      const current = raw[j];
      if (!current || !hyphen || !next) break;
      if (!HYPHENS.has(hyphen.text) || hyphen.spaces !== "" || next.spaces !== "") break;
      if (!(current.type === "word" || current.type === "number") || !(next.type === "word" || next.type === "number"))
        break;
      j += 2;
    }
    if (j === i) {
      out.push(first);
      i++;
      continue;
    }
    const parts = raw.slice(i, j + 1);
    const last = parts[parts.length - 1] ?? first;
    const inner = parts.filter((_, k) => k % 2 === 0);
    let pos: string;
    if (inner.some((p) => p.pos === "ADP" || p.pos === "DET" || p.pos === "CCONJ")) pos = "ADJ";
    else if (last.pos === "NOUN" || last.pos === "PROPN")
      pos = inner.every((p) => /^[A-Z0-9]/.test(p.text)) && last.pos === "PROPN" ? "PROPN" : "NOUN";
    else if (last.type === "number") pos = first.pos === "PROPN" || first.pos === "NOUN" ? first.pos : "ADJ";
    else pos = "ADJ"; // "-based", "-driven", "-specific", "-free": modifiers
    out.push({
      text: joinedText(parts),
      pos,
      type: "word",
      start: first.start,
      end: last.end,
      spaces: first.spaces,
    });
    i = j + 1;
  }
  return out;
}

/** Top-level domains that end a host name written without its scheme. */
const TOP_LEVEL_DOMAINS = new Set(
  "com org net edu gov mil int info io co uk de fr jp cn au ca nl br es it ru ch se no dk fi be at nz in za kr mx ar pl pt eu us".split(
    " ",
  ),
);

/**
 * A host name written without its scheme ("www.sciencemag.org", "fao.org"): one url token, as wink makes of a
 * full address, so its parts never read as words ("www", "sciencemag", "org").
 */
function mergeHostNames(raw: RawToken[]): RawToken[] {
  const out: RawToken[] = [];
  let i = 0;
  while (i < raw.length) {
    let j = i;
    while (
      raw[j]?.type === "word" &&
      raw[j + 1]?.text === "." &&
      raw[j + 1]!.spaces === "" &&
      raw[j + 2]?.type === "word" &&
      raw[j + 2]!.spaces === ""
    )
      j += 2;
    const first = raw[i]!;
    const last = raw[j]!;
    const host = j > i && (first.text.toLowerCase() === "www" || TOP_LEVEL_DOMAINS.has(last.text.toLowerCase()));
    if (!host || (j - i === 2 && first.text.length === 1)) {
      out.push(first);
      i++;
      continue;
    }
    const parts = raw.slice(i, j + 1);
    out.push({
      ...first,
      text: joinedText(parts),
      pos: "X",
      type: "url",
      end: last.end,
    });
    i = j + 1;
  }
  return out;
}

/** Tags after which a finite verb cannot stand directly: "fictitious resumes", "the imports", "4,870 resumes". */
const NOT_BEFORE_A_VERB = new Set(["ADJ", "DET", "NUM"]);
/** What follows a plural noun that a verb's object would not: "send resumes in response", "resumes are". */
const AFTER_NOT_AN_OBJECT = new Set(["ADP", "AUX", "CCONJ", "PART", "PUNCT", "SCONJ"]);

/**
 * A plural noun the tagger read as a verb ("resumes", "imports", "reviews"): one word in -s that is a noun in the
 * dictionary, standing where a verb cannot (after an adjective, a determiner or a number, or before an auxiliary) or
 * after a verb with nothing it could take as an object after it ("send resumes in response"). Read as verbs, a
 * paper's subject never became a candidate ("sending fictitious resumes to help-wanted ads").
 */
function repairPluralNouns(tokens: RawToken[]): RawToken[] {
  return tokens.map((token, i) => {
    if (token.pos !== "VERB" || !/^\p{Ll}+[^s]s$/u.test(token.text)) return token;
    const singular = singularizeWord(token.text);
    if (singular === token.text || !isNoun(singular)) return token;
    const before = tokens[i - 1]?.pos ?? "";
    const after = tokens[i + 1]?.pos ?? "PUNCT";
    const plural =
      NOT_BEFORE_A_VERB.has(before) || after === "AUX" || (before === "VERB" && AFTER_NOT_AN_OBJECT.has(after));
    return plural ? { ...token, pos: "NOUN" } : token;
  });
}

/**
 * The reverse mistake, in headlines: "Kidder praises Adams" was read as one noun phrase of three words. A word ending in
 * -s between two names, whose stem is a verb and which the prose never writes as a name, is the verb of a sentence
 * about them.
 */
function repairVerbsBetweenNames(tokens: RawToken[], names: ReadonlySet<string>): RawToken[] {
  const isName = (token: RawToken | undefined) => token?.pos === "PROPN" && /^\p{Lu}/u.test(token.text);
  return tokens.map((token, i) => {
    // A capital here is a headline's style unless the prose writes the word as a name.
    if (token.pos !== "NOUN" || !/^\p{L}\p{Ll}+s$/u.test(token.text) || names.has(token.text.toLowerCase()))
      return token;
    if (!isName(tokens[i - 1]) || !isName(tokens[i + 1])) return token;
    return isVerb(singularizeWord(token.text.toLowerCase())) ? { ...token, pos: "VERB" } : token;
  });
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
