// HTTP calls of the concepts area (types from the shared contract; type-only imports keep zod out of the bundle).
import type {
  ConceptChange,
  ConceptChangeResult,
  ConceptList,
  ConceptListQuery,
  ConceptSuggestion,
  MergeConceptsInput,
  SplitConceptInput,
} from "@contract/concept-changes.ts";
import type { Passage } from "@contract/concepts.ts";
import { apiUrl, getJsonUrl, sendJson, withQuery } from "@web/lib/api.ts";

export const conceptPaths = {
  concepts: "/api/concepts",
  merge: "/api/concepts/merge",
  changes: "/api/concept-changes",
  suggestions: "/api/concept-suggestions",
  reject: "/api/concept-suggestions/reject",
} as const;

/** `GET /api/concepts/{id}/passages?documentId=&limit=`: where a concept occurs, with the mention's position. */
export function fetchPassages(
  conceptId: string,
  options: { documentId?: string | null; limit?: number } = {},
): Promise<Passage[]> {
  return getJsonUrl<Passage[]>(
    withQuery(`${apiUrl(conceptPaths.concepts, conceptId)}/passages`, {
      documentId: options.documentId,
      limit: options.limit,
    }),
  );
}

export type ConceptListParams = Omit<Partial<ConceptListQuery>, "projectId"> & { projectId?: string | null };

/** `GET /api/concepts?query=&projectId=&sort=&limit=&offset=`: a page of the user's concepts. */
export function fetchConceptList(params: ConceptListParams): Promise<ConceptList> {
  return getJsonUrl<ConceptList>(
    withQuery(conceptPaths.concepts, {
      query: params.query?.trim() || null,
      projectId: params.projectId,
      sort: params.sort,
      limit: params.limit,
      offset: params.offset || null,
    }),
  );
}

/** `PATCH /api/concepts/{id}`: a new name (409 when another concept has it). */
export function renameConcept(id: string, name: string): Promise<ConceptChangeResult> {
  return sendJson<ConceptChangeResult>("PATCH", apiUrl(conceptPaths.concepts, id), { name });
}

/** `POST /api/concepts/merge`: the concepts become the kept one (`intoId`); answers it. */
export function mergeConcepts(body: MergeConceptsInput): Promise<ConceptChangeResult> {
  return sendJson<ConceptChangeResult>("POST", conceptPaths.merge, body);
}

/** `POST /api/concepts/{id}/split`: a merged name, or some documents' mentions, out as a new concept; answers it. */
export function splitConcept(id: string, body: SplitConceptInput): Promise<ConceptChangeResult> {
  return sendJson<ConceptChangeResult>("POST", `${apiUrl(conceptPaths.concepts, id)}/split`, body);
}

/** `GET /api/concept-changes`: the user's merges, splits and renames, newest first. */
export function fetchConceptChanges(): Promise<ConceptChange[]> {
  return getJsonUrl<ConceptChange[]>(conceptPaths.changes);
}

/** `POST /api/concept-changes/{id}/undo` (409 when it can no longer be undone). */
export function undoConceptChange(id: string): Promise<ConceptChange> {
  return sendJson<ConceptChange>("POST", `${apiUrl(conceptPaths.changes, id)}/undo`);
}

/** `GET /api/concept-suggestions?projectId=&limit=`: pairs that are probably one concept, most likely first. */
export function fetchConceptSuggestions(projectId: string | null, limit?: number): Promise<ConceptSuggestion[]> {
  return getJsonUrl<ConceptSuggestion[]>(withQuery(conceptPaths.suggestions, { projectId, limit }));
}

/** `POST /api/concept-suggestions/reject`: the two stay apart and are not suggested again. */
export async function rejectSuggestion(conceptIds: [string, string]): Promise<void> {
  await sendJson<undefined>("POST", conceptPaths.reject, { conceptIds });
}
