/**
 * What the document's structure says about its candidates: which never are concepts (bibliographic words, the
 * document's own author names), and which the document names as its subject (title, keywords, headings, abstract).
 */
import { isAcronymText, type Candidate } from "./candidates.ts";
import { calendarWords, stopWords } from "./lexicon.ts";
import { singularizeWord } from "./normalize.ts";
import type { AnalysedText } from "./nlp.ts";
import type { HeadlineSpan, Span } from "./types.ts";
import { isAdjective } from "./wordnet.ts";

/**
 * Words of references and venues: a phrase holding one is a piece of a citation, not a concept. ("University" is
 * not among them: a note about "Stanford University" names an organisation; a paper's own affiliations are in its
 * author block, which extraction never reads.)
 */
const bibliographicWords = new Set([
  "arxiv",
  "preprint",
  "proceedings",
  "proc",
  "journal",
  "copyright",
  "doi",
  "isbn",
  "issn",
  "ibid",
  "vol",
  "pp",
  "eds",
  "et",
  "al",
  "fig",
  "figs",
]);

/** A candidate that is part of a citation or a date, or names one of the document's own authors or affiliations. */
export function isExcluded(candidate: Candidate, authorWords: ReadonlySet<string>): boolean {
  if (candidate.words.some((w) => bibliographicWords.has(w))) return true;
  if (candidate.words.every((w) => calendarWords.has(w) || /^\d+(?:st|nd|rd|th)?$/.test(w))) return true;
  if (authorWords.size === 0) return false;
  // A word the text also writes in lower case is a common word, whatever an author block read as a name caught
  // ("Deworming" at a sentence start under a title set in capitals).
  if ([...candidate.surfaces.keys()].some((surface) => !/\p{Lu}/u.test(surface))) return false;
  // Author names count as written, with their capital: "Brain" of "Google Brain", not the word "brain".
  for (const surface of candidate.surfaces.keys()) {
    for (const word of surface.split(/[\s-]+/)) if (/^\p{Lu}/u.test(word) && authorWords.has(word)) return true;
  }
  return false;
}

/** The strongest headline weight among the candidate's occurrences (0 when it never occurs in a headline). */
export function headlineWeight(candidate: Candidate, spans: readonly HeadlineSpan[]): number {
  if (spans.length === 0) return 0;
  let best = 0;
  for (const occurrence of candidate.occurrences) {
    // Spans are in text order and few (tens): a binary search is not worth it.
    for (const span of spans) {
      if (span.start > occurrence.start) break;
      if (occurrence.end <= span.end && span.weight > best) best = span.weight;
    }
  }
  return best;
}

/** Every occurrence lies inside one of the spans (sorted, non-overlapping). */
export function onlyInside(candidate: Candidate, spans: readonly Span[]): boolean {
  if (spans.length === 0) return false;
  return candidate.occurrences.every((o) => spans.some((span) => o.start >= span.start && o.end <= span.end));
}

/**
 * Per lower-case word, how often the text uses it and how often a word follows it directly in the same sentence.
 * An adjective that nearly always stands before another word ("deep learning", "deep networks", "hybrid
 * learning") modifies things; on its own ("Deep", where a title's "Learning" was read as a verb) it names none.
 */
export function modifierUse(analysed: AnalysedText): Map<string, { uses: number; beforeWord: number }> {
  const counts = new Map<string, { uses: number; beforeWord: number }>();
  const { tokens } = analysed;
  tokens.forEach((token, i) => {
    if (token.type !== "word") return;
    const entry = counts.get(token.lower) ?? { uses: 0, beforeWord: 0 };
    entry.uses++;
    const next = tokens[i + 1];
    if (
      next &&
      next.type === "word" &&
      next.sentence === token.sentence &&
      /^\p{L}/u.test(next.text) &&
      !stopWords.has(next.lower)
    )
      entry.beforeWord++;
    counts.set(token.lower, entry);
  });
  return counts;
}

/** A one-word candidate that is an adjective and is used almost only in front of another word. */
export function isModifierOnly(
  candidate: Candidate,
  use: ReadonlyMap<string, { uses: number; beforeWord: number }>,
): boolean {
  if (candidate.words.length !== 1 || candidate.acronym) return false;
  const surface = [...candidate.surfaces.keys()][0] ?? candidate.key;
  if (isAcronymText(surface) || /\p{L}[-\u2010]\p{L}/u.test(surface)) return false;
  const word = surface.toLowerCase();
  const counts = use.get(word);
  if (!counts || counts.uses < 2 || !isAdjective(word)) return false;
  return counts.beforeWord >= 0.8 * counts.uses;
}

/**
 * A unit of measure ("percent", "msec", "mL min1"): a candidate of one word, or of a few short ones, written in the
 * singular, that mostly follows a number ("rose 2.5 percent", "300 msec"). What is counted is plural ("300
 * patients"), and stays a candidate.
 */
export function isUnit(analysed: AnalysedText, candidate: Candidate): boolean {
  if (candidate.acronym) return false;
  // "mL min1", "kg m2": a compound unit is short words only.
  if (candidate.words.length > 1 && (candidate.words.length > 3 || candidate.words.some((w) => w.length > 4)))
    return false;
  const written = candidate.occurrences.filter((o) => !o.viaAcronym);
  if (written.length < 2) return false;
  const afterNumber = written.filter((o) => {
    const before = analysed.tokens[o.first - 1];
    const word = analysed.tokens[o.first];
    return before?.type === "number" && !!word && singularizeWord(word.lower) === word.lower;
  }).length;
  return afterNumber >= 0.5 * written.length;
}
