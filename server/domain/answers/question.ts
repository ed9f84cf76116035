import { analyse } from "../../pipeline/extract/nlp.ts";

/**
 * What a question asks for, read from its wording alone: its type (what kind of text answers it) and its anchors
 * (the names, acronyms and figures an answer must be about). No lists of subjects: only the English question words,
 * auxiliaries and measuring nouns that say what kind of answer is wanted.
 */

export const questionTypes = [
  /** A figure: how many, how large, what share, what score, what value, below which threshold... */
  "quantity",
  /** A person: who, whose, which author. */
  "person",
  /** A date or a year: when, what year. */
  "date",
  /** A reason: why. */
  "reason",
  /** A way of doing something: how does / how did / how can. */
  "method",
  /** What a term means: "What is X?", "What does X mean?" (X short). */
  "definition",
  /** Another name for something: "What is X also called?", "What do they call X?". */
  "naming",
  /** Yes or no: "Do bronchodilators change DLco?". */
  "yesno",
  /** A thing of a named kind: "Which activation function...", "What kind of kernel...". */
  "entity",
  /** Anything else (where, what happens...). */
  "other",
] as const;
export type QuestionType = (typeof questionTypes)[number];

export interface Anchor {
  /** As written in the question (possessive 's dropped). */
  text: string;
  /** Lower case, letters and digits only, a space between letters and digits: how it is looked up. */
  key: string;
  /** Its position in the question's words. */
  word: number;
  /** Written in parentheses after what it names ("the generatively pre-trained model (GPT)"): a gloss, not the subject. */
  aside: boolean;
}

export interface QuestionAnalysis {
  text: string;
  type: QuestionType;
  /** The question's words, lower case (letters and digits, inner hyphens kept). */
  words: string[];
  /** Names, acronyms and figures the answer must concern (looked up in the answer's document). */
  anchors: Anchor[];
  /** Numbers written in the question: a figure that answers must be another one. */
  numbers: string[];
  /** For definition questions: the term asked about, as written. */
  subject: string | null;
  /** The head noun of what a "which X" / "how many X" question asks for ("function", "parameters"), or of a yes/no question's subject; lower case. */
  asked: string | null;
}

const WORD = /[\p{L}\p{N}]+(?:[-'’.][\p{L}\p{N}]+)*%?/gu;

/** Letters and digits, lower case, a space between letters and digits: "GPT-2" → "gpt 2", "340M" → "340 m". */
export function keyOf(text: string): string {
  // Accents folded ("Monsó" = "Monso"); plain ASCII, most text, skips the costly decomposition.
  return (/[\u0080-\uffff]/.test(text) ? text.normalize("NFKD").replace(/\p{M}/gu, "") : text)
    .toLowerCase()
    .replace(/(\p{L})(?=\p{N})|(\p{N})(?=\p{L})/gu, "$1$2 ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const auxiliaries = new Set([
  "is",
  "are",
  "was",
  "were",
  "do",
  "does",
  "did",
  "can",
  "could",
  "should",
  "has",
  "have",
  "had",
  "will",
  "would",
  "may",
  "might",
  "must",
]);
const quantityHow = new Set([
  "many",
  "much",
  "long",
  "large",
  "big",
  "high",
  "low",
  "fast",
  "old",
  "often",
  "far",
  "deep",
  "wide",
  "small",
  "tall",
  "heavy",
  "frequent",
  "frequently",
]);
/** Nouns that are a quantity itself, not the thing measured ("share", "value", "number"). */
export const quantityWords: ReadonlySet<string> = new Set([
  "share",
  "percentage",
  "percent",
  "proportion",
  "fraction",
  "number",
  "amount",
  "value",
  "values",
  "level",
  "size",
  "count",
  "rate",
]);
/** Nouns that name a measurement: "what share", "which value", "what BLEU score". */
const measureNouns = new Set([
  ...quantityWords,
  "ratio",
  "score",
  "accuracy",
  "error",
  "perplexity",
  "range",
  "dose",
  "dosage",
  "length",
  "duration",
  "speed",
  "cost",
  "price",
  "threshold",
  "temperature",
  "momentum",
  "probability",
  "weight",
  "dimension",
  "dimensionality",
  "limit",
  "frequency",
  "f1",
  "auc",
  "bleu",
  "cutoff",
  "concentration",
  "time",
  "age",
  "volume",
  "height",
  "depth",
  "width",
  "budget",
]);
const personNouns = new Set([
  "author",
  "authors",
  "researcher",
  "researchers",
  "person",
  "scientist",
  "investigator",
  "inventor",
  "founder",
  "leader",
  "who",
]);
const whWords = new Set(["what", "which", "who", "whom", "whose", "when", "where", "why", "how"]);
const thresholdPrepositions = new Set(["below", "above", "under", "over", "beyond", "at", "from", "to", "until", "up"]);
const determiners = new Set(["a", "an", "the"]);
const namingCue =
  /\b(?:also called|also known as|another name|other name|name (?:for|of))\b|^what (?:do|does|did) .{0,80}?\bcall\b|\bcalled\s*\??$/;

/** A word of the question with its part of speech (wink's universal tags). */
interface TaggedWord {
  lower: string;
  pos: string;
}

function taggedWords(text: string): TaggedWord[] {
  return (
    analyse(text)
      // A possessive marker ("GPT-2's vocabulary") leaves the phrase whole: the possessor modifies the head.
      .tokens.filter((t) => /[\p{L}\p{N}]/u.test(t.text) && !/^['’]s$/i.test(t.text))
      .map((t) => ({ lower: t.lower.replace(/['’]s$/, ""), pos: t.pos }))
  );
}

/** The noun phrase starting at `from`: adjectives, nouns, numbers and participles before a noun, "of" inside. */
function nounPhrase(words: readonly TaggedWord[], from: number): string[] {
  const phrase: string[] = [];
  for (let i = from; i < words.length; i++) {
    const { lower, pos } = words[i]!;
    if (determiners.has(lower) && phrase.length === 0) continue;
    const modifier =
      pos === "ADJ" ||
      pos === "NUM" ||
      pos === "NOUN" ||
      pos === "PROPN" ||
      (pos === "VERB" && /(?:ed|ing)$/.test(lower) && ["ADJ", "NOUN"].includes(words[i + 1]?.pos ?? ""));
    if (!modifier) break;
    phrase.push(lower);
  }
  return phrase;
}

/**
 * The subject of a yes/no question: the noun phrase after its auxiliary. The tagger often reads the verb after it as
 * a noun ("bronchodilators change" in "Do bronchodilators change the diffusion capacity?"): when a determiner or
 * another noun phrase follows, the phrase's last word was that verb.
 */
function yesNoSubject(words: readonly TaggedWord[]): string[] {
  const phrase = nounPhrase(words, 1);
  const next = words[1 + phrase.length + (determiners.has(words[1]?.lower ?? "") ? 1 : 0)];
  return phrase.length > 1 &&
    next &&
    (determiners.has(next.lower) || next.pos === "ADJ" || next.pos === "NOUN" || next.pos === "PROPN")
    ? phrase.slice(0, -1)
    : phrase;
}

const kindWords = new Set(["kind", "kinds", "type", "types", "sort", "sorts", "form", "forms"]);

/**
 * The kind of thing a "which X" / "how many X" / "what is the X of" question asks for: the head noun of X, or for a
 * bare quantity word its modifier ("normal" of "normal values", "momentum" of "momentum value"): that is what a
 * sentence giving the figure names.
 */
function headNoun(phrase: readonly string[]): string | null {
  const head = phrase.at(-1);
  if (head && quantityWords.has(head) && phrase.length > 1) return phrase.at(-2)!;
  return head ?? null;
}

/** The type of a question and the noun it asks about, from its wording: the question word, its noun phrase, its verbs. */
export function readQuestion(text: string): { type: QuestionType; asked: string | null } {
  const lower = text.toLowerCase().replace(/[“”"]/g, "").trim();
  const words = taggedWords(text);
  const whAt = words.findIndex((w) => whWords.has(w.lower));
  const first = words[0]?.lower ?? "";
  const wh = words[whAt]?.lower ?? "";
  const next = words[whAt + 1];
  // "What BLEU score...", "Which activation function...", "How many parameters...", "What is the daily dose of...".
  let phraseAt = whAt < 0 ? words.length : wh === "how" || (next && auxiliaries.has(next.lower)) ? whAt + 2 : whAt + 1;
  // "How large is GPT-2's vocabulary?": what is measured follows the auxiliary.
  if (wh === "how" && quantityHow.has(next?.lower ?? "") && auxiliaries.has(words[phraseAt]?.lower ?? "")) phraseAt++;
  let asked = nounPhrase(words, phraseAt);
  // "Which kind of tree", "What type of molecules": the kind is what follows "of".
  let kindOf = false;
  while (asked.length === 1 && kindWords.has(asked[0]!) && words[phraseAt + 1]?.lower === "of") {
    phraseAt += 2;
    asked = nounPhrase(words, phraseAt);
    kindOf = true;
  }
  const noun = headNoun(asked);
  const result = (type: QuestionType) => ({ type, asked: noun });
  if (namingCue.test(lower)) return result("naming");
  // "Do bronchodilators change DLco?": a yes/no question is about its subject.
  if (whAt < 0 || (whAt > 0 && auxiliaries.has(first)))
    return auxiliaries.has(first) ? { type: "yesno", asked: headNoun(yesNoSubject(words)) } : result("other");
  const before = words[whAt - 1]?.lower ?? "";
  // "Below which FEV1 % predicted...", "To what value...": a threshold or a setting.
  if (thresholdPrepositions.has(before) && (wh === "which" || wh === "what")) return result("quantity");
  if (wh === "how") return result(quantityHow.has(next?.lower ?? "") ? "quantity" : "method");
  if (wh === "who" || wh === "whom" || wh === "whose") return result("person");
  if (wh === "when") return result("date");
  if (wh === "why") return result("reason");
  if (wh === "where" || !next) return result("other");
  if (kindOf && definitionSubject(text)) return result("definition");
  if (!auxiliaries.has(next.lower) && asked.length > 0) {
    if (asked[0] === "year" || asked[0] === "date") return result("date");
    if (asked.some((w) => measureNouns.has(w))) return result("quantity");
    if (personNouns.has(asked[0]!)) return result("person");
    return result("entity");
  }
  if (auxiliaries.has(next.lower)) {
    // "What is the recommended daily dose of...": a measure; "What is Kco?": a definition.
    if (asked.some((w) => measureNouns.has(w))) return result("quantity");
    if (definitionSubject(text)) return result("definition");
  }
  return result("other");
}

export const questionType = (text: string): QuestionType => readQuestion(text).type;

/**
 * The term of a definition question: "What is Kco?" → "Kco", "What is the coefficient of variation?" →
 * "coefficient of variation", "What does DCN do, in short?" → "DCN", "What does X mean?" → "X". Null for longer
 * questions, which ask about something particular ("What is the most common risk factor for developing COPD?" is
 * not asking for a definition of "most common risk factor").
 */
export function definitionSubject(text: string): string | null {
  // "in short", "in the deep Transformer paper", "in my notes", "according to X": where to look, not what.
  const clean = text
    .trim()
    .replace(/[?.!]+$/, "")
    .replace(/,?\s+(?:in short|in (?:the|my|our|this|these) .*|according to .*)$/i, "")
    .trim();
  let match = /^(?:what|who)\s+(?:is|are|was|were)\s+(?:an?\s+|the\s+)?(.+)$/i.exec(clean);
  // "What kind of molecules are integrins?": what integrins are.
  if (!match)
    match =
      /^(?:what|which)\s+(?:kind|type|sort|class)s?\s+of\s+[\w-]+(?:\s+[\w-]+)?\s+(?:is|are|was|were)\s+(?:an?\s+|the\s+)?(.+)$/i.exec(
        clean,
      );
  if (!match) match = /^what\s+(?:does|do|did)\s+(.+?)\s+(?:mean|stand for|do|refer to|denote)$/i.exec(clean);
  if (!match) match = /^(?:define|explain)\s+(?:an?\s+|the\s+)?(.+)$/i.exec(clean);
  const subject = match?.[1]?.trim();
  if (!subject) return null;
  const words = subject.split(/\s+/);
  // A subject with a verb or a relative clause in it is a question about something particular.
  if (
    words.length > 5 ||
    words.some(
      (w) =>
        auxiliaries.has(w.toLowerCase()) ||
        ["that", "which", "who", "when", "for", "in", "to", "by", "with", "on"].includes(w.toLowerCase()),
    )
  ) {
    // "What is the coefficient of variation?": "of" joins a noun phrase; other prepositions start a particular.
    return null;
  }
  return subject;
}

/** A word the question writes as a name: an acronym, a capitalised word after the first, or one with a digit. */
function isNameLike(word: string, index: number): boolean {
  if (/\d/.test(word)) return true;
  const letters = word.replace(/[^\p{L}]/gu, "");
  if (letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()) return true;
  if (index === 0) return false;
  return /^\p{Lu}/u.test(word) || /\p{Ll}\p{Lu}/u.test(word); // "Transformer", "ImageNet", "wevi" is not
}

/**
 * The anchors of a question: runs of name-like words ("WMT 2014", "Google News", "GPT-2"), a lone number with the
 * word before it when that word is not a function word ("stage 3"). The first word of the question only counts
 * when it is an acronym or has a digit ("BERT" but not "Which").
 */
export function questionAnchors(text: string): Anchor[] {
  const found = [...text.matchAll(WORD)];
  const raw = found.map((m) => m[0]);
  const words = raw.map((w) => w.replace(/['’]s$/i, ""));
  const anchors: Anchor[] = [];
  let run: { words: string[]; start: number } | null = null;
  const close = () => {
    if (run) {
      const joined = run.words.join(" ");
      const key = keyOf(joined);
      const first = found[run.start]!;
      const last = found[run.start + run.words.length - 1]!;
      const aside = text[first.index - 1] === "(" && text[last.index + last[0].length] === ")";
      if (key.length > 1 && !whWords.has(key)) anchors.push({ text: joined, key, word: run.start, aside });
    }
    run = null;
  };
  words.forEach((word, i) => {
    const lower = word.toLowerCase();
    // A single letter or digit ("D(G(z))", "1 -") names nothing on its own.
    if ((word.length > 1 || /\d/.test(word)) && isNameLike(word, i) && !whWords.has(lower) && !auxiliaries.has(lower)) {
      if (!run) {
        // "stage 3": a bare number takes the content word before it.
        const previous = words[i - 1];
        const withPrevious =
          /^\d+(?:[.,]\d+)?%?$/.test(word) &&
          previous &&
          i - 1 > 0 &&
          !isNameLike(previous, i - 1) &&
          previous.length > 3 &&
          !stopLike.has(previous.toLowerCase());
        run = withPrevious ? { words: [previous, word], start: i - 1 } : { words: [word], start: i };
      } else if (/^[\s-]*$/.test(text.slice(found[i - 1]!.index + found[i - 1]![0].length, found[i]!.index)))
        run.words.push(word);
      else {
        // "Bengio, Simard and Frasconi": punctuation between two names ends the first.
        close();
        run = { words: [word], start: i };
      }
      // "GPT-2's WebText": a possessive ends the name.
      if (raw[i] !== word) close();
    } else close();
  });
  close();
  return anchors;
}

/** Function words that never join a number into an anchor ("after 2014", "than 3"). */
const stopLike = new Set([
  "after",
  "before",
  "than",
  "about",
  "around",
  "with",
  "from",
  "into",
  "over",
  "under",
  "between",
  "during",
  "since",
  "until",
  "their",
  "these",
  "those",
  "there",
  "where",
  "which",
  "while",
]);

/** Numbers as written in a question ("2014", "0.7", "20"), in the form answers are compared in. */
export function numbersOf(text: string): string[] {
  return [...text.matchAll(/\d+(?:[.,]\d+)*/g)].map((m) => m[0].replace(/,/g, ""));
}

export function analyseQuestion(text: string): QuestionAnalysis {
  const { type, asked } = readQuestion(text);
  return {
    asked,
    text,
    type,
    words: (text.toLowerCase().match(WORD) ?? []).map((w) => w.replace(/['’]s$/, "")),
    anchors: questionAnchors(text),
    numbers: numbersOf(text),
    subject: type === "definition" ? definitionSubject(text) : null,
  };
}
