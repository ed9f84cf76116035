import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useSelectedProjectId } from "@web/features/projects/selected-project.ts";
import {
  fetchConceptChanges,
  fetchConceptList,
  fetchConceptSuggestions,
  fetchPassages,
  type ConceptListParams,
} from "./api.ts";
import { conceptKeys } from "./keys.ts";

/** Passages shown per concept on the document page. */
export const passageLimit = 20;

/** The passages of a concept in one document; fetched only once `enabled` (the concept is expanded). */
export function usePassages(conceptId: string, documentId: string, enabled: boolean) {
  return useQuery({
    queryKey: conceptKeys.passages(conceptId, documentId),
    queryFn: () => fetchPassages(conceptId, { documentId, limit: passageLimit }),
    enabled,
  });
}

/**
 * A page of the selected project's concepts. The previous page stays on screen while the next one loads, so the list
 * does not jump while the user types or pages. `enabled: false` waits (a picker with nothing typed yet).
 */
export function useConceptList(params: Omit<ConceptListParams, "projectId">, enabled = true) {
  const projectId = useSelectedProjectId();
  const all = { ...params, projectId };
  return useQuery({
    queryKey: conceptKeys.list(all),
    queryFn: () => fetchConceptList(all),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Probable duplicates in the selected project, most likely first. */
export function useConceptSuggestions() {
  const projectId = useSelectedProjectId();
  return useQuery({
    queryKey: conceptKeys.suggestions(projectId),
    queryFn: () => fetchConceptSuggestions(projectId),
  });
}

/**
 * The user's merges, splits and renames, newest first (every project: a change is the account's). `enabled: false`
 * reads only what is cached (a timeline entry that is no change of the user's).
 */
export function useConceptChanges(enabled = true) {
  return useQuery({ queryKey: conceptKeys.changes(), queryFn: fetchConceptChanges, enabled });
}
