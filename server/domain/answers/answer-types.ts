/**
 * Does a sentence hold the kind of answer a question asks for? Surface cues of English (figures, names, dates,
 * causal and instrumental connectives, definitional copulas), never words of any subject. Each detector looks only
 * at what the question does not already say: a figure copied from the question answers nothing.
 */
import { keyOf, type QuestionAnalysis } from "./question.ts";

/** Figures: 15%, 340M, 50,257, 0.0001, 1e-4, 3.5x, 9 seconds, and number words. Not reference markers. */
const FIGURE =
  /(?<![\p{L}\d.]|\p{L}-)(?:\d+(?:[.,]\d+)*(?:e-?\d+)?)(?:\s?(?:%|‰|[kKMBGT]\b|x\b|×))?|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|billion|half|quarter|dozen)\b/giu;
/** Bracketed reference numbers ([12], [35, 2, 5]) and author-year parentheses: they cite, they do not measure. */
const CITATION =
  /\[\s*\d+(?:\s*[,–-]\s*\d+)*\s*\]|\((?:[^()]*?\b(?:19|20)\d\d[a-z]?)(?:;[^()]*)?\)|\bet al\.?,?\s*\(?(?:19|20)\d\d\)?/g;
/** A section number at the start of a sentence ("3.2 Training"). */
const SECTION_NUMBER = /^\s*\d+(?:\.\d+)*\s+(?=\p{Lu})/u;

/** A year on its own, not inside a name ("CoNLL-2003", "GLI-2012"). */
const YEAR = /(?<![\p{L}\d-])(?:1[5-9]\d\d|20\d\d)(?![\p{L}\d])/u;
const MONTH = /\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b/i;
/** Two or more capitalised words (name particles and initials allowed between): "Maarten van den Berge", "Peter J. Sterk". */
const PERSON =
  /\b\p{Lu}[\p{Ll}’'-]+(?:\s+(?:(?:van|von|de|der|den|del|della|da|di|du|le|la|ten|ter)\s+)*(?:\p{Lu}\.\s*)*\p{Lu}[\p{Ll}’'-]+)+/gu;
const REASON =
  /\b(?:because|since|due to|owing to|as a result|so that|in order to|to (?:avoid|prevent|counteract|compensate|reduce|ensure|overcome)|therefore|thus|hence|causes?|caused|leads? to|lead to|results? in|resulting in|reason|suspect|explained by|which is why|otherwise|instead of|requires?|allows?|enables?)\b/i;
const METHOD =
  /\b(?:by|using|uses?|used|via|through|with|relies on|based on|maintain(?:s|ing)?|keeps?|applies|applying|computes?|fitting|estimat\w+|approach|procedure|technique|instead)\b/i;
const NAMING =
  /\b(?:call(?:s|ed)?|known as|termed|refer(?:s|red)? to .{1,60}? as|also|named|name|i\.e\.|aka|so-called|dubbed|denoted)\b/i;
const COPULA = /^(?:is|are|was|were|refers?|means?|stands?|denotes?|describes?|defined|represents?)\b|^[:,(–]/i;

/** The sentence with citation markers blanked (same length), so they are never read as figures or names. */
export function withoutCitations(text: string): string {
  return text.replace(CITATION, (m) => " ".repeat(m.length)).replace(SECTION_NUMBER, (m) => " ".repeat(m.length));
}

const figureKey = (figure: string) => figure.toLowerCase().replace(/,/g, "").replace(/\s+/g, "");

/** Figures in a sentence that the question does not already give. */
export function newFigures(text: string, question: QuestionAnalysis): string[] {
  const given = new Set(question.numbers.map(figureKey));
  const words = new Set(question.words);
  return [...withoutCitations(text).matchAll(FIGURE)]
    .map((m) => m[0])
    .filter((f) => !given.has(figureKey(f).replace(/[%‰kmbgtx×]+$/i, "")) && !words.has(f.toLowerCase()));
}

/** Is a word common English (a frequent word of the word-vector vocabulary)? Names mostly are not. */
export type CommonWord = (lower: string) => boolean;

/**
 * Names of people in a sentence that are not the question's own: two or more capitalised words of which at least
 * one is not a common English word ("Maarten van den Berge", "Peter J. Sterk"; not "Medical Ethics Committee").
 */
export function newNames(text: string, question: QuestionAnalysis, common: CommonWord): string[] {
  const asked = new Set(question.anchors.map((a) => a.key));
  const plain = withoutCitations(text);
  const names = [...plain.matchAll(PERSON)]
    // "Gated Recurrent Unit (GRU)": a term with its acronym, not a person.
    .filter(
      (m) =>
        !/^\s*\(\s*[\p{Lu}\d-]{2,}\s*\)/u.test(plain.slice(m.index + m[0].length)) ||
        !introducedBy(m[0], /\(\s*([^)]+)\)/.exec(plain.slice(m.index + m[0].length))![1]!),
    )
    .map((m) => m[0])
    .filter((name) => {
      const words = keyOf(name).split(" ");
      return words.some((w) => w.length > 1 && !common(w));
    });
  // "introduced by Cho et al.": a cited author.
  const cited = [...text.matchAll(/\b(\p{Lu}[\p{Ll}’'-]+)(?:\s+(?:and|&)\s+\p{Lu}[\p{Ll}’'-]+)?\s+et\s+al\b/gu)].map(
    (m) => m[0],
  );
  return [...names, ...cited].filter(
    (name) =>
      !keyOf(name)
        .split(" ")
        .every((w) => question.words.includes(w) || asked.has(w) || w === "et" || w === "al"),
  );
}

/**
 * The part of a sentence that can hold an answer: after a field label ("Principal Investigator: (?)" holds "(?)"),
 * the whole sentence otherwise. A label is a few words before a colon at the start.
 */
export function valuePart(text: string): string {
  const label = /^[^:.!?]{1,60}:\s+/.exec(text);
  return label && label[0].trim().split(/\s+/).length <= 6 ? text.slice(label[0].length) : text;
}

/** A list of three or more ("tiotropium, glycopyronium and aclidinium") or a pair joined by "and"/"or" before a noun. */
const ENUMERATION =
  /[\p{L}\p{N}-]+(?:\s+[\p{L}\p{N}-]+)?,\s+[\p{L}\p{N}-]+(?:\s+[\p{L}\p{N}-]+)?,?\s+(?:and|or)\s+[\p{L}\p{N}]|\b[\p{L}-]+\s+(?:and|or)\s+[\p{L}-]+\s+[\p{L}-]+s\b/u;
const isPlural = (noun: string) => /[^s]s$/.test(noun) || /(?:ies|ses|xes)$/.test(noun);

/** A value that says nothing: empty, punctuation, or a placeholder of forms and notes ("N/A", "?", "TBD", "none"). */
export function isPlaceholder(value: string): boolean {
  const words = value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}/]+/gu, " ")
    .trim();
  return (
    words === "" ||
    /^(?:n\/?a|na|none|nil|tbd|tba|todo|unknown|not known|not applicable|not available|not specified|n\/s|ns|x+|xxx|\.\.\.)$/.test(
      words,
    )
  );
}

const linkingWords = new Set(["of", "and", "the", "for", "in", "to", "on", "a", "an", "with", "by"]);

/**
 * Do the words before "(X)" introduce X? For an acronym, their initials must spell it (Schwartz and Hearst's rule:
 * "dynamic linear combination of layers (DLCL)", not "12-layer encoder (DLCL)"); for another term, a few words
 * that are not figures.
 */
export function introducedBy(before: string, subject: string): boolean {
  const words = before.match(/[\p{L}\p{N}]+/gu) ?? [];
  const letters = subject.replace(/[^\p{L}]/gu, "");
  const acronym = letters.length >= 2 && letters === letters.toUpperCase() && /^[\p{L}\p{N}-]+$/u.test(subject.trim());
  if (!acronym) return words.slice(-2).length === 2 && words.slice(-2).every((w) => /\p{L}/u.test(w));
  const wanted = letters.toLowerCase();
  const initials = words.filter((w) => !linkingWords.has(w.toLowerCase())).map((w) => w[0]!.toLowerCase());
  return initials.slice(-wanted.length).join("") === wanted;
}

/** Words that name what follows them as another name: "also known as X", "called X", "referred to as X". */
const NAMED_BEFORE = /\b(?:known as|called|termed|referred to as|aka|a\.k\.a\.)\s*["'‘“]?\s*$/i;

/** Verbs that define what precedes them wherever they stand: "X stands for", "X is defined as", "X refers to". */
const DEFINING =
  /^(?:stands? for|refers? to|means?|denotes?|is defined as|are defined as|is short for|is an abbreviation)\b/i;

/**
 * Does the sentence state what the subject is? "Kco is ...", "Kco: ...", "Kco, the transfer coefficient, ..." with
 * the subject opening the sentence; "X stands for / refers to / is defined as ..." or "X (its expansion)" anywhere;
 * or "... dynamic linear combination of layers (DLCL)": a term introduced by what precedes it.
 */
export function definesSubject(text: string, subject: string): boolean {
  const key = keyOf(subject);
  // Singular or plural ("positional encoding" and "positional encodings"), as anchors are looked up.
  const plural = (word: string) => `${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:e?s)?`;
  if (!key || !new RegExp(` ${key.split(" ").map(plural).join(" ")} `, "u").test(` ${keyOf(text)} `)) return false;
  const lastWord = subject.trim().split(/\s+/).at(-1)!.toLowerCase();
  const lower = text.toLowerCase();
  for (let i = lower.indexOf(lastWord); i >= 0; i = lower.indexOf(lastWord, i + 1)) {
    // The whole word only: "wevi" in "wevi-online" is part of another name; a plural ending is the same word.
    const end = i + lastWord.length + (/^e?s(?![\p{L}\p{N}])/u.exec(lower.slice(i + lastWord.length))?.[0].length ?? 0);
    if (/[\p{L}\p{N}-]/u.test(text[end] ?? "") || /[\p{L}\p{N}]/u.test(text[i - 1] ?? "")) continue;
    const after = text.slice(end).trimStart();
    // "X stands for ...", and "wevi (word embedding visual inspector)": the term with its expansion; "also known as
    // X", "called X": the term as another name of what the sentence is about.
    if (DEFINING.test(after) || /^\(\s*\p{L}/u.test(after)) return true;
    if (NAMED_BEFORE.test(text.slice(0, i - (subject.trim().length - lastWord.length)))) return true;
    const opening = (text.slice(0, i).match(/[\p{L}\p{N}]+/gu) ?? []).length <= key.split(" ").length + 2;
    if (opening && COPULA.test(after)) return true;
    if (
      /\(\s*$/.test(text.slice(0, i)) &&
      /^\s*\)/.test(after) &&
      introducedBy(text.slice(0, i).replace(/\(\s*$/, ""), subject)
    )
      return true;
  }
  return false;
}

/**
 * How well a sentence fits the question's type, 0 to 1 (0.5 where the type sets no expectation). `headingKeys` are
 * its headings' and document titles' keys, for definitions: a note section headed "Kco" defines Kco in its sentences.
 */
export function typeFit(
  sentence: string,
  question: QuestionAnalysis,
  headingKeys: readonly string[],
  common: CommonWord,
): number {
  const text = valuePart(sentence);
  switch (question.type) {
    case "quantity": {
      // A figure in digits answers; a number word ("two", "half") is a weaker sign: prose uses them loosely.
      const figures = newFigures(text, question);
      return figures.some((f) => /\d/.test(f)) ? 1 : figures.length ? 0.5 : 0;
    }
    case "date":
      return YEAR.test(withoutCitations(text)) || MONTH.test(text) ? 1 : 0;
    case "person":
      return newNames(text, question, common).length > 0 ? 1 : 0;
    case "reason":
      return REASON.test(text) ? 1 : 0.25;
    case "method":
      return METHOD.test(text) ? 0.75 : 0.25;
    case "naming":
      return NAMING.test(text) ? 0.75 : 0.25;
    case "definition": {
      const subject = question.subject ?? "";
      if (definesSubject(sentence, subject)) return 1;
      // Under a heading (or in a note titled) with the term: a note's section says what it is in its own words.
      return headingKeys.includes(keyOf(subject)) ? 0.9 : 0.25;
    }
    case "entity":
      // "Which gates...", "Which drugs...": a plural asks for several, and a list of them answers.
      return question.asked && isPlural(question.asked) && ENUMERATION.test(text) ? 1 : 0.5;
    default:
      return 0.5;
  }
}
