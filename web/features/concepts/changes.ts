// The rules the change forms check before asking the server (it checks them again): a concept's name, the request a
// merge sends, and which documents a split may take. Messages are the server's (contract/concept-changes.ts).
import type { ConceptDetail } from "@contract/concepts.ts";
import type { MergeConceptsInput } from "@contract/concept-changes.ts";

/** contract/concept-changes.ts: a concept name is 1 to 200 characters once trimmed. */
export const conceptNameMax = 200;

/** Why a name cannot be used, or null when it can. */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return "Give the concept a name";
  if (trimmed.length > conceptNameMax) return `A concept name is at most ${conceptNameMax} characters`;
  return null;
}

/** A rename's new name, or null when there is nothing to send (unchanged, or only its spacing changed). */
export function renamedTo(current: string, typed: string): string | null {
  const trimmed = typed.trim();
  return trimmed && trimmed !== current ? trimmed : null;
}

export interface MergeCandidate {
  id: string;
  name: string;
  mentionCount: number;
}

/** The concept kept by default: the most mentioned, the first listed on a tie (the one the user started from). */
export function defaultKeep(concepts: readonly MergeCandidate[]): string | null {
  let best: MergeCandidate | null = null;
  for (const c of concepts) if (!best || c.mentionCount > best.mentionCount) best = c;
  return best?.id ?? null;
}

/** What the user chose in the merge dialog: a concept to keep, and its name or another one they typed. */
export interface MergeChoice {
  keepId: string | null;
  /** Set when "Another name" is chosen. */
  otherName: string | null;
}

/**
 * The merge request for the choice, or why it cannot be sent. With another name, the most mentioned concept is
 * kept (its id stays, so links to it keep working) under that name.
 */
export function mergeRequest(
  concepts: readonly MergeCandidate[],
  choice: MergeChoice,
): { body: MergeConceptsInput } | { problem: string } {
  if (concepts.length < 2) return { problem: "Choose at least two concepts to merge" };
  if (choice.otherName !== null) {
    const problem = nameProblem(choice.otherName);
    if (problem) return { problem };
  }
  const keep = concepts.find((c) => c.id === choice.keepId) ?? concepts.find((c) => c.id === defaultKeep(concepts))!;
  const name = choice.otherName?.trim();
  return {
    body: {
      conceptIds: concepts.map((c) => c.id),
      intoId: keep.id,
      ...(name && name !== keep.name ? { name } : {}),
    },
  };
}

/**
 * A split by document's documents and name, or why it cannot be sent: some documents but not all (the concept keeps
 * the rest), and a name of its own.
 */
export function splitProblem(
  concept: Pick<ConceptDetail, "name" | "documents">,
  documentIds: readonly string[],
  name: string,
): string | null {
  if (documentIds.length === 0) return "Choose the documents whose mentions go to the new concept";
  if (documentIds.length >= concept.documents.length)
    return `Leave at least one document with “${concept.name}”. To change the name everywhere, rename it instead.`;
  const problem = nameProblem(name);
  if (problem) return problem;
  if (name.trim().toLowerCase() === concept.name.toLowerCase()) return "Give the new concept a different name";
  return null;
}
