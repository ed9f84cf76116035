/**
 * What the document's structure says about its candidates: which never are concepts (bibliographic words, the
 * document's own author names), and which the document names as its subject (title, keywords, headings, abstract).
 */
import type { Candidate } from "./candidates.ts";
import type { HeadlineSpan, Span } from "./types.ts";

/**
 * Words of references and venues: a phrase holding one is a piece of a citation, not a concept. ("University" is
 * not among them: a note about "Stanford University" names an organisation; a paper's own affiliations are in its
 * author block, which extraction never reads.)
 */
const bibliographicWords = new Set(["arxiv", "preprint", "proceedings", "proc", "journal", "copyright", "doi", "isbn", "issn", "ibid", "vol", "pp", "eds", "et", "al", "fig", "figs"]);

/** A candidate that is part of a citation or names one of the document's own authors or affiliations. */
export function isExcluded(candidate: Candidate, authorWords: ReadonlySet<string>): boolean {
  if (candidate.words.some((w) => bibliographicWords.has(w))) return true;
  if (authorWords.size === 0) return false;
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
