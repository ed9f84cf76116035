/**
 * The order of a document's concepts as the reader sees them: by how central each is to the document (salience),
 * with phrases that recur in most of the account's documents pushed down. A template's headings ("Summary",
 * "Also read") or a journal's boilerplate occur everywhere and say nothing about one document; the account's
 * own documents are the only background Mnemo has to tell them apart.
 */

export interface OrderedConcept {
  salience: number;
  /** In how many of the account's documents the concept occurs. */
  documentCount: number;
}

/** Fewer documents than this and spread says nothing. */
const MIN_DOCUMENTS = 4;
/** A concept in more than this share of the documents is treated as boilerplate, more so the more it spreads. */
const SPREAD_FROM = 0.5;
/** What is left of the salience of a concept found in every document. */
const FLOOR = 0.2;

/** How much of its salience a concept keeps, given in how many of the account's documents it occurs. */
export function spreadWeight(documentCount: number, totalDocuments: number): number {
  if (totalDocuments < MIN_DOCUMENTS || documentCount <= 1) return 1;
  const share = documentCount / totalDocuments;
  if (share <= SPREAD_FROM) return 1;
  return 1 - (1 - FLOOR) * ((share - SPREAD_FROM) / (1 - SPREAD_FROM));
}

/** Most central first; ties keep their input order. */
export function orderConcepts<T extends OrderedConcept>(concepts: readonly T[], totalDocuments: number): T[] {
  return concepts
    .map((concept, index) => ({
      concept,
      index,
      rank: concept.salience * spreadWeight(concept.documentCount, totalDocuments),
    }))
    .sort((a, b) => b.rank - a.rank || a.index - b.index)
    .map((entry) => entry.concept);
}
