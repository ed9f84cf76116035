import type { SnapshotNode } from "./snapshot.ts";

/** A one-word concept of no particular kind ("countries", "fluctuations", "theory"). */
export function isPlainWord(n: Pick<SnapshotNode, "name" | "category">): boolean {
  return n.category === "general" && !/\s/.test(n.name.trim());
}

/**
 * A plain word that several documents use: physics' "fluctuations" and economics' "fluctuations" are one concept
 * by name only, so an edge through it joins two areas of the user's knowledge by a homonym, not by anything a text
 * says; and a word that names a setting in several documents ("countries") is next to everything there. Central
 * concepts leave such words out, cross-domain and surprising connections such ends.
 */
export function isSharedPlainWord(n: Pick<SnapshotNode, "name" | "category" | "documentCount">): boolean {
  return isPlainWord(n) && n.documentCount >= 2;
}
