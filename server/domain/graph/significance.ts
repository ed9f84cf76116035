/**
 * Which relationships the graph shows. Typed edges (supports, contradicts) and relationships stated outright (a cue
 * phrase, a note's link) always; a "related" edge found by co-occurrence alone only when the two concepts occur
 * together more than the account's own counts make chance: in at least `MIN_SENTENCES` sentences, and at least
 * twice as often as chance (pointwise mutual information of 1 bit or more over the account's sentences). A common
 * word next to everything, or two rare words that met once, relate nothing.
 */
import type { KnowledgeSnapshot, SnapshotEdge } from "./snapshot.ts";

export const MIN_SENTENCES = 2;
/** log2 of how many times more often than chance. */
export const MIN_PMI_BITS = 1;

/** Pointwise mutual information (bits) of two concepts seen together in `together` of `sentences` sentences. */
export function pmiBits(together: number, mentionsA: number, mentionsB: number, sentences: number): number {
  if (together <= 0 || mentionsA <= 0 || mentionsB <= 0) return -Infinity;
  // mentions can exceed sentences (a concept named twice in one sentence); the sample is at least that large
  const n = Math.max(sentences, mentionsA, mentionsB, together);
  return Math.log2((together * n) / (mentionsA * mentionsB));
}

export function significantCooccurrence(
  together: number,
  mentionsA: number,
  mentionsB: number,
  sentences: number,
): boolean {
  return together >= MIN_SENTENCES && pmiBits(together, mentionsA, mentionsB, sentences) >= MIN_PMI_BITS;
}

/** Whether the graph shows an edge, given the mentions of its ends (an edge or end the snapshot has no counts for is shown). */
export function isShown(edge: SnapshotEdge, mentions: (id: string) => number | undefined, sentences: number): boolean {
  if (edge.type !== "related" || edge.explicit || edge.cooccurrences === undefined) return true;
  const a = mentions(edge.source);
  const b = mentions(edge.target);
  if (a === undefined || b === undefined) return true;
  return significantCooccurrence(edge.cooccurrences, a, b, sentences);
}

/** The snapshot with only the edges the graph shows (nodes unchanged). */
export function shownSnapshot(snapshot: KnowledgeSnapshot): KnowledgeSnapshot {
  const mentions = new Map(snapshot.nodes.map((n) => [n.id, n.mentions]));
  const edges = snapshot.edges.filter((e) => isShown(e, (id) => mentions.get(id), snapshot.sentenceCount ?? 0));
  return edges.length === snapshot.edges.length ? snapshot : { ...snapshot, edges };
}
