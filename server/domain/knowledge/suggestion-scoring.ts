/**
 * How likely a related pair is one concept (issue 33): the kind of relation, moved by the name vectors and by the
 * documents both are named in. Pure.
 */
import type { RelatedPair } from "./suggestion-candidates.ts";
import type { NameShape, Relation, RelationKind } from "./suggestion-names.ts";

export interface Candidate {
  a: NameShape;
  b: NameShape;
  relation: Relation;
  cosine: number | null;
  sharedDocumentIds: string[];
  jaccard: number;
  /** Each side's first document in the scope, for its passage when they share none. */
  firstDocumentIds: [string | null, string | null];
  score: number;
}

/** A name vector with the model that made it: vectors of different models are never compared. */
export interface NameVector {
  model: string | null;
  values: number[];
}

/** How sure each kind of relation is before the context speaks: the kinds the rules of reading would merge highest. */
const kindPrior: Record<RelationKind, number> = {
  words: 0.88,
  joined: 0.86,
  spelling: 0.86,
  inflection: 0.84,
  class: 0.8,
  initials: 0.6,
  edit: 0.62,
  synonym: 0.68,
  derivation: 0.6,
};

/**
 * Below this name-vector cosine a pair is not suggested, by kind: a one-letter difference between two known
 * words is usually two words ("reaction"/"relation"), which their vectors tell apart; spelling variants of one
 * word sit close.
 */
const minimumCosine: Partial<Record<RelationKind, number>> = {
  spelling: 0.5,
  edit: 0.85,
  derivation: 0.8,
  synonym: 0.5,
};

const MIN_SCORE = 0.55;

function cosineOf(a: NameVector | undefined, b: NameVector | undefined): number | null {
  if (!a || !b || a.model !== b.model || a.values.length !== b.values.length) return null;
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.values.length; i++) {
    dot += a.values[i]! * b.values[i]!;
    na += a.values[i]! ** 2;
    nb += b.values[i]! ** 2;
  }
  // A name of words the model does not know has a zero vector: no evidence either way.
  if (na === 0 || nb === 0) return null;
  return dot / Math.sqrt(na * nb);
}

function sharedDocuments(a: string[], b: string[]): { shared: string[]; jaccard: number } {
  const inB = new Set(b);
  const shared = a.filter((id) => inB.has(id));
  return { shared, jaccard: shared.length / (a.length + b.length - shared.length) };
}

/**
 * 0..1: the kind's prior, moved by the name vectors (how alike the names mean) and by the context (documents
 * where both are named: a writer who uses two names in one document for one thing is common, for abbreviations
 * especially). Null when the pair should not be shown.
 */
function scoreCandidate(c: Omit<Candidate, "score">, acronymExpansions: Map<string, number>): number | null {
  const { kind } = c.relation;
  const floor = minimumCosine[kind];
  if (floor !== undefined && c.cosine !== null && c.cosine < floor) return null;
  let score = kindPrior[kind];
  if (c.cosine !== null) score += Math.max(-0.08, Math.min(0.06, (c.cosine - 0.8) * 0.3));
  if (c.sharedDocumentIds.length > 0) score += 0.06 + 0.08 * c.jaccard;
  if (kind === "initials") {
    const short = c.relation.side === 0 ? c.a : c.b;
    const letters = short.acronym!.length;
    // Initials spell many things: only used in one document do the two probably mean one ("RAM" in one paper,
    // "resource allocation mechanism" in another are two).
    if (c.sharedDocumentIds.length === 0) return null;
    score += Math.min(0.12, 0.04 * (letters - 2));
    // An acronym that spells several of the account's names is ambiguous.
    if ((acronymExpansions.get(short.concept.id) ?? 1) > 1) score -= 0.05;
  }
  // A one-letter difference is a variant only when the vectors say the words mean the same; without them it is
  // as often a lost letter of extraction ("xation") or another name ("Ensembl"/"ensemble").
  if (kind === "edit" && c.cosine === null) return null;
  if ((kind === "synonym" || kind === "derivation") && c.cosine === null) score -= 0.06;
  return Math.min(0.99, score);
}

export function scoreRelated(
  related: RelatedPair[],
  documentsOf: Map<string, string[]>,
  nameVectors: Map<string, NameVector>,
): Candidate[] {
  const expansions = acronymExpansionCounts(related);
  const scored: Candidate[] = [];
  for (const r of related) {
    const [documentsA, documentsB] = [documentsOf.get(r.a.concept.id) ?? [], documentsOf.get(r.b.concept.id) ?? []];
    const { shared, jaccard } = sharedDocuments(documentsA, documentsB);
    const cosine = cosineOf(nameVectors.get(r.a.concept.id), nameVectors.get(r.b.concept.id));
    const candidate = {
      ...r,
      cosine,
      sharedDocumentIds: shared,
      jaccard,
      firstDocumentIds: [documentsA[0] ?? null, documentsB[0] ?? null] as [string | null, string | null],
    };
    const score = scoreCandidate(candidate, expansions);
    if (score !== null && score >= MIN_SCORE) scored.push({ ...candidate, score });
  }
  return scored;
}

/** How many of the account's names each acronym spells. */
function acronymExpansionCounts(related: RelatedPair[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of related) {
    if (r.relation.kind !== "initials") continue;
    const short = r.relation.side === 0 ? r.a : r.b;
    counts.set(short.concept.id, (counts.get(short.concept.id) ?? 0) + 1);
  }
  return counts;
}
