/**
 * Repairs of wink's tokens and tags: words split at hyphens and host names split at dots joined again, plural nouns
 * read as verbs and headline verbs read as nouns given their part of speech.
 */
import { singularizeWord } from "./normalize.ts";
import { isNoun, isVerb } from "./wordnet.ts";

/** A wink token with its offsets, before sentences are assigned. */
export interface RawToken {
  text: string;
  pos: string;
  type: string;
  start: number;
  end: number;
  spaces: string;
}

const HYPHENS = new Set(["-", "\u2010", "\u2011"]);

/** The text of consecutive raw tokens, with the spaces between them as written. */
function joinedText(parts: RawToken[]): string {
  return parts.map((p, k) => (k === 0 ? p.text : p.spaces + p.text)).join("");
}

/** Merges word-hyphen-word sequences written without spaces ("self-attention", "state-of-the-art", "COVID-19"). */
export function mergeHyphenated(raw: RawToken[]): RawToken[] {
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
export function mergeHostNames(raw: RawToken[]): RawToken[] {
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
export function repairPluralNouns(tokens: RawToken[]): RawToken[] {
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
export function repairVerbsBetweenNames(tokens: RawToken[], names: ReadonlySet<string>): RawToken[] {
  const isName = (token: RawToken | undefined) => token?.pos === "PROPN" && /^\p{Lu}/u.test(token.text);
  return tokens.map((token, i) => {
    // A capital here is a headline's style unless the prose writes the word as a name.
    if (token.pos !== "NOUN" || !/^\p{L}\p{Ll}+s$/u.test(token.text) || names.has(token.text.toLowerCase()))
      return token;
    if (!isName(tokens[i - 1]) || !isName(tokens[i + 1])) return token;
    return isVerb(singularizeWord(token.text.toLowerCase())) ? { ...token, pos: "VERB" } : token;
  });
}
