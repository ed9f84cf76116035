// TanStack Query hooks of the graph area.
import { useQuery } from "@tanstack/react-query";
import { fetchPassages } from "@web/features/concepts/api.ts";
import { useSelectedProjectId } from "@web/features/projects/selected-project.ts";
import { fetchConcept, fetchGraph } from "./api.ts";
import { graphKeys } from "./keys.ts";

/** The selected project's graph (the whole graph for All Documents). */
export function useGraph() {
  const projectId = useSelectedProjectId();
  return useQuery({ queryKey: graphKeys.scope(projectId), queryFn: () => fetchGraph(projectId) });
}

export function useConcept(id: string) {
  return useQuery({ queryKey: graphKeys.concept(id), queryFn: () => fetchConcept(id) });
}

/** Where the concept occurs, newest documents first; `limit` grows with "Show more". */
export function useConceptPassages(id: string, limit: number) {
  return useQuery({ queryKey: graphKeys.passages(id, limit), queryFn: () => fetchPassages(id, { limit }), placeholderData: (previous) => previous });
}
