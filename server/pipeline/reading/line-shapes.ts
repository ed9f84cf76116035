import { isEnglishWord } from "./english-words.ts";

/**
 * What a single line looks like, from its words alone: a section heading, a caption, a list item, a table row, a
 * formula, a legal notice. General typographic conventions of papers and notes, not rules for particular files.
 */

/** Section names papers use without a number; alone on a line they are headings. */
const SECTION_NAMES =
  /^(?:abstract|summary|introduction|background|preliminaries|related work|previous work|prior work|motivation|overview|method|methods|methodology|approach|model|models|materials and methods|experiments?|experimental (?:setup|results|evaluation)|evaluation|results|results and discussion|discussion|analysis|limitations|future work|conclusions?|conclusions and future work|concluding remarks|acknowledge?ments?|references|bibliography|literature cited|works cited|appendix|appendices|supplementary material|keywords|key words|index terms|categories and subjects? descriptors|general terms|training|implementation|implementation details|setup|experimental setup|datasets?|data|architecture|model architecture|system overview|problem statement|problem formulation|proofs?|notation|applications?|case stud(?:y|ies)|outline|contributions?|our contributions|organization)$/i;

const NUMBERED_HEADING =
  /^(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?|[IVX]{1,5}\.|[A-H](?:\.\d{1,2}){1,2}\.?|[A-H]\.|[A-H](?=\s+\S+(?:\s+\S+){0,3}$))\s+(\S.*)$/;

const REFERENCES_HEADING =
  /^(?:\d{1,2}\.?\s+|[IVX]{1,4}\.\s+)?(?:references|bibliography|literature cited|works cited|references and notes|cited literature)\s*:?$/i;

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** Letters that are capitals, among all letters. */
function capitalRatio(text: string): number {
  const letters = text.replace(/[^\p{L}]/gu, "");
  if (!letters) return 0;
  return letters.replace(/[^\p{Lu}]/gu, "").length / letters.length;
}

/** Most words that can be capitalised are ("Related Work", "Learning to Rank"): a title-case phrase. */
function isTitleCase(text: string): boolean {
  const content = words(text).filter((w) => /^\p{L}/u.test(w) && w.length > 3);
  if (content.length === 0) return /^\p{Lu}/u.test(text);
  return content.filter((w) => /^\p{Lu}/u.test(w)).length >= Math.ceil(content.length * 0.6);
}

export function isReferencesHeading(text: string): boolean {
  return REFERENCES_HEADING.test(text.trim());
}

export function isSectionName(text: string): boolean {
  return SECTION_NAMES.test(
    text
      .trim()
      .replace(/^(?:\d{1,2}\.?|[IVX]{1,4}\.)\s+/, "")
      .replace(/[:.]$/, ""),
  );
}

/**
 * A heading by its words: a known section name; a numbered title-case or capitalised phrase ("3.2 Attention",
 * "1. INTRODUCTION"); a short line in capitals ("RELATED WORK"). Never a sentence: no final period after many
 * words, no more than 14 words.
 */
export function looksLikeHeading(text: string): boolean {
  const line = text.trim();
  const count = words(line).length;
  if (count === 0 || count > 14 || line.length > 120) return false;
  if (isSectionName(line)) return true;
  if (/[,;]$/.test(line) || (/\.$/.test(line) && count > 4)) return false;
  const numbered = NUMBERED_HEADING.exec(line);
  if (numbered) {
    const rest = numbered[1]!;
    if (!/^\p{Lu}/u.test(rest) || /[.!?]\s+\p{Lu}/u.test(rest) || /\d{2,}\s*$/.test(rest)) return false;
    return isTitleCase(rest) || capitalRatio(rest) > 0.8 || words(rest).length <= 3;
  }
  // A line in capitals, with at least one real word of four letters (not a row of acronyms like "EN-DE EN-FR").
  return (
    count <= 10 &&
    capitalRatio(line) > 0.85 &&
    /\p{Lu}{4,}/u.test(line.replace(/\b\p{Lu}{1,3}\b/gu, "")) &&
    !/\d{3,}/.test(line)
  );
}

const CAPTION =
  /^(?:fig(?:ure)?|table|tab|algorithm|listing|scheme|chart)\.?\s*(?:\d{1,3}|[IVX]{1,5}|[A-Z]\d{0,2})(?:\.\d+)?\s*[:.|—–-]/i;

// "Fig. 1 Schematic representation of ...": a label, a number and a capitalised word; "Figure 4 shows" is a sentence.
const CAPTION_WITHOUT_MARK = /^(?:Fig(?:ure)?|FIG(?:URE)?|Table|TABLE)\.?\s*\d{1,3}\s+\p{Lu}/u;

/** "Figure 3: ...", "Table 2. ...", "Fig. 1 — ...", "Fig. 1 Schematic ...", "Figure 5 Network Diagram". */
export function looksLikeCaption(text: string): boolean {
  const line = text.trim();
  return CAPTION.test(line) || CAPTION_WITHOUT_MARK.test(line);
}

/** A bullet or numbered item: "•", "-", "*", "–", "◦", "(a)", "a)", "1)", or "1." followed by a sentence-case word. */
export function listMarker(text: string): string | null {
  const match = /^(\s*(?:[•◦▪‣∙·*–-]|\(?[a-z]\)|\(?\d{1,2}\)|\(?[ivx]{1,4}\))\s+)(?=\S)/u.exec(text);
  if (match) return match[1]!;
  const numbered = /^(\s*\d{1,2}\.\s+)(?=\p{Lu}?\p{Ll})/u.exec(text);
  return numbered ? numbered[1]! : null;
}

const NUMBER_TOKEN = /^[(±~≈<>+−-]?\d[\d.,:/]*%?\)?\*?$/;

/** A row of a table: several numeric cells making up much of the line ("ByteNet 23.75 24.1 1.0"). */
export function looksLikeTableRow(text: string, cells = 1): boolean {
  const tokens = words(text);
  if (tokens.length === 0) return false;
  const numbers = tokens.filter((t) => NUMBER_TOKEN.test(t) && !/^\[\d+\]$/.test(t)).length;
  if (cells >= 3 && tokens.length <= 3 * cells + 6) return true;
  return numbers >= 3 && numbers >= tokens.length * 0.4;
}

const MATH = /[=∑∏∫√≤≥≠∈∀∃→←↔⊂⊆∪∩∞∂∇±×÷·αβγδεθλμπσφψωΣΠΩ^_]/gu;

/** A displayed formula or a piece of one: math symbols and single letters rather than words. */
export function looksLikeFormula(text: string): boolean {
  const line = text.trim();
  const symbols = (line.match(MATH) ?? []).length;
  const realWords = words(line).filter((w) => /^\p{L}{3,}[.,;:]?$/u.test(w) && /\p{Ll}/u.test(w)).length;
  if (symbols === 0)
    return realWords === 0 && /^[\p{L}\d\s()[\]{},.+\-*/|']+$/u.test(line) && line.length < 40 && /\d|[()]/.test(line);
  return symbols >= 2 ? realWords <= symbols : realWords <= 1;
}

/** The start of a copyright or permission notice that interrupts the text of a paper. */
export function startsNotice(text: string): boolean {
  return /^(?:permission to make digital|permission to copy|copyright\s*(?:©|\(c\)|\d{4}|is held)|©\s*\d{4}|\(c\)\s*\d{4})/i.test(
    text.trim(),
  );
}

/** A line of a notice's tail: venue, year, ISBN, price ("KDD'06, August 20-23, 2006", "Copyright 2006 ACM 1-59593-..."). */
export function looksLikeNoticeTail(text: string): boolean {
  const line = text.trim();
  return (
    line.length < 140 &&
    /(?:\b(?:19|20)\d{2}\b|copyright|©|\bACM\b|\bIEEE\b|ISBN|\$\d+\.\d{2})/i.test(line) &&
    !/[a-z]{3,}\.\s+\p{Lu}/u.test(line)
  );
}

/** An entry of a reference list starts here: "[12] ...", "12. Name", "Name, A. ...". */
export function startsReference(text: string): boolean {
  return /^\s*(?:\[\s*\w{1,12}\s*\]|\d{1,3}\.\s+\p{Lu}|\p{Lu}[\p{L}'’-]+,\s+(?:\p{Lu}\.|\p{Lu}[\p{L}-]+[,.]))/u.test(
    text,
  );
}

/** Ends like a sentence (a closing bracket or quote may follow the mark). */
export function endsSentence(text: string): boolean {
  return /[.!?:]["'”’)\]]*$/.test(text.trim());
}

/** Reads as running text: mostly lower-case words, long enough to be a sentence. */
export function isProse(text: string): boolean {
  const tokens = words(text);
  if (tokens.length < 5) return false;
  const lower = tokens.filter((t) => /^[\p{Ll}]/u.test(t));
  if (lower.length < tokens.length * 0.45) return false;
  // Variable names and units ("dmodel dff dk ls") are lower case too; sentences are mostly words.
  const wordLike = lower.map((t) => t.replace(/[^\p{L}]/gu, "")).filter((t) => t.length >= 3);
  if (wordLike.length >= 3 && wordLike.filter(isEnglishWord).length < wordLike.length * 0.5) return false;
  return endsSentence(text) || tokens.length >= 12;
}

/** An e-mail address, a URL, an affiliation word: a line of an author block. */
export function looksLikeAffiliation(text: string): boolean {
  return /@|https?:\/\/|www\.|\b(?:universit|institut|department|dept\b|school of|college|laborator|research|inc\.|corp|ltd|gmbh)/i.test(
    text,
  );
}

/** Lower-case words that belong to personal names ("Ludwig van Beethoven", "Maria de la Cruz"). */
const NAME_PARTICLES = new Set([
  "de",
  "del",
  "della",
  "der",
  "den",
  "di",
  "da",
  "dos",
  "du",
  "la",
  "le",
  "van",
  "von",
  "ter",
  "bin",
  "al",
  "el",
]);
const INITIALS = /^(?:\p{Lu}\.)(?:-?\p{Lu}\.)*$/u;
const NAME_WORD = /^\p{Lu}[\p{L}'’-]*$/u;

/**
 * A line of author names ("Elfar Torarinsson1,2, Jakob H. Havgaard1 and Jan Gorodkin1", "WILLEM P. C. STEMMER"):
 * capitalised words and initials in groups of one to five, with footnote marks, separated by commas and "and". A
 * title in title case has the same shape, so a name needs an initial or a word that is not English.
 */
export function looksLikeAuthorLine(text: string): boolean {
  const line = text.trim();
  if (line.length < 4 || line.length > 300) return false;
  const cleaned = line.replace(/[\d*∗†‡§¶#Ãà]+/gu, " ");
  const groups = cleaned
    .split(/,|;|\band\b|&/)
    .map((group) => group.trim().split(/\s+/).filter(Boolean))
    .filter((group) => group.length > 0);
  if (groups.length === 0 || groups.length > 40) return false;
  let evidence = false;
  for (const group of groups) {
    if (group.length > 5) return false;
    for (const word of group) {
      if (INITIALS.test(word)) evidence = true;
      else if (NAME_WORD.test(word)) {
        // A compound is a name when none of its parts is English ("Jean-Luc", "O'Brien"; not "Context-Sensitive").
        if (word.split(/[’'-]/).every((part) => part.length <= 1 || !isEnglishWord(part))) evidence = true;
      } else if (!NAME_PARTICLES.has(word)) return false;
    }
  }
  return evidence && groups.some((group) => group.length >= 2);
}
