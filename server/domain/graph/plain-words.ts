import type { SnapshotNode } from "./snapshot.ts";

/** A one-word concept of no particular kind ("countries", "fluctuations", "theory"): analytics halves its weight as a hub. */
export function isPlainWord(n: Pick<SnapshotNode, "name" | "category">): boolean {
  return n.category === "general" && !/\s/.test(n.name.trim());
}

/**
 * A plain word that several documents use: physics' "fluctuations" and economics' "fluctuations" are one concept
 * by name only, so an edge through it joins two areas of the user's knowledge by a homonym, not by anything a text
 * says. Cross-domain and surprising connections leave such ends out.
 */
export function isSharedPlainWord(n: Pick<SnapshotNode, "name" | "category" | "documentCount">): boolean {
  return isPlainWord(n) && n.documentCount >= 2;
}
