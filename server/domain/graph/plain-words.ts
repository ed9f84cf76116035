import { isEverydayNoun } from "../../pipeline/extract/salience.ts";
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

/**
 * A one-word concept that is an everyday English word of many senses ("proportions", "program", "errors", "block",
 * "magnitude"), not a name: next to everything in the documents that use it, a hub by frequency rather than by what
 * it means to them. Specific single words ("callback", "electrode", "entropy", "deworming") are not.
 */
export function isEverydayWord(n: Pick<SnapshotNode, "name" | "category">): boolean {
  const name = n.name.trim();
  if (/\s/.test(name) || name !== name.toLowerCase() || name.length < 3) return false;
  if (n.category === "person" || n.category === "place" || n.category === "organization") return false;
  return isEverydayNoun(name);
}

/** A concept too general to make a hub or to end a connection across areas: a shared plain word or an everyday word. */
export function isGenericEnd(n: Pick<SnapshotNode, "name" | "category" | "documentCount">): boolean {
  return isSharedPlainWord(n) || isEverydayWord(n);
}
