/**
 * Terms a text only ever writes inside longer phrases: "current density" in "higher current density", "rising current
 * density", "OER current density"; "difference-in-differences" in "difference-in-differences approach" and "...
 * estimations". A noun-phrase run keeps only its longest form, so without this pass the term itself is never a
 * candidate, however often the paper uses it.
 *
 * A sub-phrase (a tail of a phrase, or a phrase without a word that only names the kind of a method: "regression
 * discontinuity method") becomes a candidate when at least MIN_CONTAINERS (three) different phrases contain it: one
 * or two containers are those phrases' business, several are a term the text builds on.
 */
import type { AnalysedText, Token } from "./nlp.ts";
import type { Candidate } from "./candidates.ts";
import { normalizeConceptKey, singularizeWord } from "./normalize.ts";
import { canHead } from "./phrase-tokens.ts";
import { isNoun } from "./wordnet.ts";

/** Words that only name the kind of the method before them: "gradient descent algorithm" is gradient descent. */
const methodKindWords = new Set([
  "approach",
  "approaches",
  "method",
  "methods",
  "technique",
  "techniques",
  "strategy",
  "strategies",
  "procedure",
  "procedures",
  "estimation",
  "estimations",
  "estimate",
  "estimates",
  "design",
  "designs",
  "framework",
  "algorithm",
  "algorithms",
  "scheme",
  "methodology",
]);

const MIN_CONTAINERS = 3;

interface Nested {
  containers: Set<string>;
  spans: Map<number, number>;
}

/**
 * A hyphenated compound that ends in a plural noun, whatever its tag: "difference-in-differences" before "approach".
 * A singular ending is too often an adjective's ("state-of-the-art", "end-to-end").
 */
function nounCompound(token: Token): boolean {
  const last = token.lower.split(/[-\u2010]/).pop() ?? "";
  const singular = singularizeWord(last);
  return token.lower.includes("-") && singular !== last && singular.length > 2 && isNoun(singular);
}

/**
 * A front word whose loss leaves the term whole: an adjective ("higher current density") or a name or acronym that
 * says whose ("OER current density", "GOTV field experiments"). A common noun in front is part of a compound:
 * "search engine users" has no term "engine users".
 */
function modifiesOnly(token: Token): boolean {
  return (
    token.pos === "ADJ" || (token.text !== token.lower && token.pos === "PROPN") || /^\p{Lu}{2,}/u.test(token.text)
  );
}

/**
 * Token spans [first, last) inside one occurrence that may name a term of their own: its tails after modifiers
 * ("current density" of "higher current density") and, when it ends in a word that names a method's kind, the rest
 * and its tails. A front alone ("new event" of "new event detection") is a fragment, not a term.
 */
function subSpans(tokens: readonly Token[], first: number, last: number, gerunds: ReadonlySet<string>) {
  const headable = (k: number) => canHead(tokens[k] as Token, gerunds) || nounCompound(tokens[k] as Token);
  const spans: { first: number; last: number }[] = [];
  const tails = (end: number) => {
    for (let start = first + 1; start < end && modifiesOnly(tokens[start - 1] as Token); start++)
      spans.push({ first: start, last: end });
  };
  tails(last);
  if (methodKindWords.has((tokens[last - 1] as Token).lower) && last - 1 > first && headable(last - 2)) {
    spans.push({ first, last: last - 1 });
    tails(last - 1);
  }
  return spans;
}

/**
 * Adds the nested terms of `candidates` as candidates of their own, flagged `nested` (their occurrences lie inside
 * other candidates' occurrences, which salience must not count twice). `make` adds one occurrence, as the collector
 * does for a run.
 */
export function addNestedPhrases(
  analysed: AnalysedText,
  candidates: Map<string, Candidate>,
  gerunds: ReadonlySet<string>,
  make: (first: number, last: number, key: string) => Candidate | null,
): void {
  const { tokens, text } = analysed;
  const found = new Map<string, Nested>();
  for (const candidate of candidates.values()) {
    if (candidate.words.length < 2 || candidate.acronym) continue;
    for (const occurrence of candidate.occurrences) {
      if (occurrence.viaAcronym || occurrence.last - occurrence.first < 2) continue;
      for (const span of subSpans(tokens, occurrence.first, occurrence.last, gerunds)) {
        const surface = text.slice((tokens[span.first] as Token).start, (tokens[span.last - 1] as Token).end);
        const key = normalizeConceptKey(surface);
        if (!key.includes(" ") || key === candidate.key) continue;
        let entry = found.get(key);
        if (!entry) found.set(key, (entry = { containers: new Set(), spans: new Map() }));
        entry.containers.add(candidate.key);
        entry.spans.set(span.first, span.last);
      }
    }
  }
  for (const [key, entry] of found) {
    if (entry.containers.size < MIN_CONTAINERS) continue;
    const existing = candidates.get(key);
    // A term the text also writes alone is already a candidate; its nested uses count through `uses` in salience.
    if (existing && !existing.nested) continue;
    for (const [first, last] of entry.spans) {
      const added = make(first, last, key);
      if (added) added.nested = true;
    }
  }
}
