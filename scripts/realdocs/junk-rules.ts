import { isTableHeader } from "./table-header.ts";
import { escapeRegExp, wordsWithParts } from "./words.ts";

/** What a junk rule may know about the document beyond the name. */
export interface JunkContext {
  /** Author surnames or header names of the paper. */
  authors: readonly string[];
  /** Keys of the note's own front matter. */
  frontMatterKeys: readonly string[];
  /** The document text before its references section (for the table-header rule), less its title where the set has
   * the title as context (domains/). */
  textBeforeReferences: string;
}

type JunkRule = (name: string, context: JunkContext) => boolean;

// Whole-word boundaries that also hold next to punctuation and at either end.
const before = "(?<![\\p{L}\\p{N}])";
const after = "(?![\\p{L}\\p{N}])";

export const isEmail: JunkRule = (name) => /\S@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u.test(name);

export const isUrl: JunkRule = (name) =>
  /(?:https?|ftp):\/\//i.test(name) ||
  new RegExp(`${before}www\\.[\\p{L}\\p{N}]`, "iu").test(name) ||
  new RegExp(
    `${before}[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)*\\.(?:com|org|net|edu|gov|io|uk|de|cn|jp)${after}`,
    "iu",
  ).test(name);

const bibliographicWords = [
  "arxiv",
  "preprint",
  "et\\s+al",
  "proceedings",
  "journal",
  "university",
  "univ",
  "department",
  "dept",
  "copyright",
  "doi",
  "isbn",
  "issn",
  "ibid",
  "fig",
  "figs",
  "vol",
];
const bibliographicPattern = new RegExp(`${before}(?:${bibliographicWords.join("|")})${after}`, "iu");
export const hasBibliographicWord: JunkRule = (name) => bibliographicPattern.test(name);

/** `Nat- ural`: a word broken at a line end and joined with a space. */
const splitHyphenPattern = /[-\u2010\u2011\u00AD]\s\p{L}/u;
export const hasSplitHyphen: JunkRule = (name) => splitHyphenPattern.test(name);

// Accents set as separate characters by PDF converters (`D´epartement`); the grave/backquote only between letters,
// where it cannot be code or a quotation mark.
const spacingAccents = "\\u00B4\\u00A8\\u00AF\\u00B8\\u02C6\\u02C7\\u02D8\\u02D9\\u02DA\\u02DB\\u02DC\\u02DD";
const encodingArtefacts = [
  new RegExp(`\\p{L}[${spacingAccents}]|[${spacingAccents}]\\p{L}`, "u"),
  /\p{L}`\p{L}/u,
  // A combining mark with no letter before it to combine with.
  /(?:^|[^\p{L}\p{M}])\p{M}/u,
  /[\u21B5\u21E4\uFFFD]/u,
  // UTF-8 read as Latin-1 / Windows-1252 (`Ã©`, `â€™`, `ï¬`).
  /[ÃÂ][\u0080-\u00BF\u0152\u0153\u0160\u0161\u0178\u017D\u017E\u0192\u02C6\u02DC\u2013-\u203A\u20AC\u2122]|â€|ï¬/u,
  // Private-use glyphs have no meaning as text.
  /[\uE000-\uF8FF]/u,
];
// Neither do control characters (other than white space).
const hasControlCharacter = (name: string): boolean =>
  [...name].some((c) => {
    const code = c.charCodeAt(0);
    return (code < 32 && !"\t\n\r".includes(c)) || code === 127;
  });
export const hasEncodingArtefact: JunkRule = (name) =>
  hasControlCharacter(name) || encodingArtefacts.some((pattern) => pattern.test(name));

const countOf = (text: string, pattern: RegExp): number => text.match(pattern)?.length ?? 0;
/** A word of 5+ digits that is mostly digits: a long number (`20000`) or an identifier (`1706.03762`). */
const isDigitIdentifier = (word: string): boolean => {
  const digits = countOf(word, /\p{N}/gu);
  return digits >= 5 && digits * 2 > countOf(word, /[\p{L}\p{N}]/gu);
};
export const isNumberLike: JunkRule = (name) => !/\p{L}/u.test(name) || name.split(/\s+/).some(isDigitIdentifier);

// domains/README.md: a country's (or union's) dotted abbreviation is no person's initials (`U.S. jobless rate`). Written
// without spaces it never looks like an initial below; written with them (`U. S. jobless rate`) it would.
const countryAbbreviation =
  /(?<![\p{L}\p{N}.])(?:U\.\s?S\.(?:\s?A\.)?|U\.\s?K\.|U\.\s?N\.|E\.\s?U\.)(?![\p{L}\p{N}])/gu;

/** `I. J.`, `Hinton G.`: a capital letter with a period, standing as a word (a country's abbreviation aside). */
export const hasPersonInitial: JunkRule = (name) =>
  /(?:^|\s)\p{Lu}\.(?=\s|$)/u.test(name.replace(countryAbbreviation, "country"));

export const hasAuthorName: JunkRule = (name, { authors }) =>
  authors.some((author) => {
    const words = author.trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) return false;
    const escaped = words.map(escapeRegExp).join("\\s+");
    return new RegExp(`${before}${escaped}${after}`, "iu").test(name);
  });

export const looksLikeTableHeader: JunkRule = (name, { textBeforeReferences }) =>
  isTableHeader(name, textBeforeReferences);

export const hasYamlKey: JunkRule = (name, { frontMatterKeys }) => {
  const words = wordsWithParts(name);
  return ["cssclass", "aliases", ...frontMatterKeys].some((key) => words.has(key.toLowerCase()));
};

/** `TREC Submissions TREC`: a short name with a word twice, except the idiom `X to X` (`sequence to sequence`). */
export const hasRepeatedWord: JunkRule = (name) => {
  const words = name
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter(Boolean);
  if (words.length > 6) return false;
  for (let i = 0; i < words.length; i++) {
    for (let j = i + 1; j < words.length; j++) {
      if (words[i] !== words[j]) continue;
      const xToX = j === i + 2 && words[i + 1] === "to";
      if (!xToX) return true;
    }
  }
  return false;
};

/** Every rule by the name the report uses. */
export const junkRules = {
  "e-mail": isEmail,
  url: isUrl,
  "bibliographic word": hasBibliographicWord,
  "split hyphen": hasSplitHyphen,
  "encoding artefact": hasEncodingArtefact,
  "number or identifier": isNumberLike,
  "person's initial": hasPersonInitial,
  "author name": hasAuthorName,
  "table header": looksLikeTableHeader,
  "YAML key": hasYamlKey,
  "repeated word": hasRepeatedWord,
} satisfies Record<string, JunkRule>;

export type JunkRuleName = keyof typeof junkRules;

/** The rules a concept name breaks, in the order above (empty: not junk). */
export function brokenJunkRules(name: string, context: JunkContext): JunkRuleName[] {
  return (Object.keys(junkRules) as JunkRuleName[]).filter((rule) => junkRules[rule](name, context));
}
