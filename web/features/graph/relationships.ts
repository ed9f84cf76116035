// The concept panel's relationships (`GET /api/concepts/{id}/relationships`): call, key and hook in one file.
// The key lives under `graphKeys.all`, so whatever refreshes the graph refreshes the list too.
import { useQuery } from "@tanstack/react-query";
import type { ConceptRelationship } from "@contract/relationships.ts";
import { getJsonUrl } from "@web/lib/api.ts";
import { graphKeys } from "./keys.ts";

export const relationshipKeys = {
  concept: (id: string) => [...graphKeys.concept(id), "relationships"] as const,
};

export function fetchConceptRelationships(id: string): Promise<ConceptRelationship[]> {
  return getJsonUrl<ConceptRelationship[]>(`/api/concepts/${encodeURIComponent(id)}/relationships`);
}

export function useConceptRelationships(id: string) {
  return useQuery({ queryKey: relationshipKeys.concept(id), queryFn: () => fetchConceptRelationships(id) });
}

/**
 * A relationship as a short sentence from the panel's concept: the text's own words when a sentence states it
 * ("inspired by" natural selection; Charles Darwin "described" it), else its type in words.
 */
export function relationshipWording(
  r: Pick<ConceptRelationship, "type" | "direction" | "basis" | "label" | "labelFrom">,
): { before: string; after: string } {
  if (r.label && r.type !== "contradicts") {
    return r.labelFrom === "other"
      ? { before: "", after: ` ${r.label} it` }
      : { before: capitalise(r.label), after: "" };
  }
  return { before: relationshipPhrase(r), after: "" };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** How a relationship reads from the panel's concept ("supports X", "is supported by X", "related to X"). */
export function relationshipPhrase(r: Pick<ConceptRelationship, "type" | "direction" | "basis">): string {
  if (r.type === "contradicts") return "Your documents disagree about its link to";
  if (r.type === "supports") return r.direction === "in" ? "Supported by" : "Supports";
  if (r.basis === "link") return "Linked with";
  if (r.basis === "stated") return "Related in the text to";
  return "Often mentioned with";
}
