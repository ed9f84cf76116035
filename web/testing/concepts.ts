// Concepts as the concepts API answers them, for the tests of the concepts page, the picker and the panel.
import type { ConceptChange, ConceptChangeResult, ConceptListItem } from "@contract/concept-changes.ts";
import type { ConceptDetail } from "@contract/concepts.ts";

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

export function listItem(n: number, name: string, extra: Partial<ConceptListItem> = {}): ConceptListItem {
  return {
    id: uuid(n),
    name,
    category: "technical",
    aliases: [],
    mentionCount: 1,
    documentCount: 1,
    updatedAt: "2026-11-22T10:00:00.000Z",
    ...extra,
  };
}

export function change(n: number, kind: ConceptChange["kind"], summary: string, extra: Partial<ConceptChange> = {}) {
  return {
    id: uuid(n),
    kind,
    summary,
    concept: null,
    createdAt: "2026-11-22T10:00:00.000Z",
    undoneAt: null,
    undoable: true,
    ...extra,
  } satisfies ConceptChange;
}

export function detail(n: number, name: string, extra: Partial<ConceptDetail> = {}): ConceptDetail {
  return {
    id: uuid(n),
    name,
    category: "technical",
    definition: null,
    aliases: [],
    mentionCount: 1,
    documents: [],
    ...extra,
  };
}

export function changeResult(concept: ConceptDetail, made: ConceptChange): ConceptChangeResult {
  return { concept, change: made };
}
