/** The sentence that tells the user why a suggested pair looks like one concept (issue 33). Pure. */
import type { Candidate } from "./suggestion-scoring.ts";

const q = (text: string) => `“${text}”`;

/** Why the two look like one, in one plain sentence. */
export function reasonFor(candidate: Candidate, titles: Map<string, string>): string {
  const { a, b, relation } = candidate;
  const [nameA, nameB] = [a.concept.name, b.concept.name];
  const [first, second] = relation.words ?? [nameA, nameB];
  let why: string;
  switch (relation.kind) {
    case "initials": {
      const [short, long] = relation.side === 0 ? [nameA, nameB] : [nameB, nameA];
      why = `${q(short)} are the initials of ${q(long)}`;
      break;
    }
    case "words":
      why = `The same words: ${q(nameA)} and ${q(nameB)}`;
      break;
    case "class": {
      const [longer, shorter] = relation.side === 0 ? [nameA, nameB] : [nameB, nameA];
      why = `${q(longer)} only adds ${relation.added!.map(q).join(" and ")} to ${q(shorter)}`;
      break;
    }
    case "joined":
      why = `Written as one word and as two: ${q(nameA)} and ${q(nameB)}`;
      break;
    case "spelling":
    case "edit":
      why = `Spelled differently: ${q(nameA)} and ${q(nameB)}`;
      break;
    case "inflection":
      why = `Singular and plural of one word: ${q(first)} and ${q(second)}`;
      break;
    case "derivation":
      why = `The same word as noun and adjective: ${q(first)} and ${q(second)}`;
      break;
    case "synonym":
      why = `The dictionary gives ${q(first)} and ${q(second)} as one meaning`;
      break;
  }
  return `${why}${contextClause(candidate, titles)}.`;
}

function contextClause(candidate: Candidate, titles: Map<string, string>): string {
  const shared = candidate.sharedDocumentIds;
  if (shared.length === 0) return "";
  if (shared.length === 1) return `, both in ${q(titles.get(shared[0]!) ?? "one document")}`;
  return `, both in ${shared.length} documents`;
}
