// TanStack Query hooks of the graph area.
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { fetchPassages } from "@web/features/concepts/api.ts";
import { getSelectedProjectId, useSelectedProjectId } from "@web/features/projects/selected-project.ts";
import { fetchConcept, fetchGraph } from "./api.ts";
import { graphKeys } from "./keys.ts";

const graphQuery = (projectId: string | null) => ({
  queryKey: graphKeys.scope(projectId),
  queryFn: () => fetchGraph(projectId),
});

/** The selected project's graph (the whole graph for All Documents). */
export function useGraph() {
  return useQuery(graphQuery(useSelectedProjectId()));
}

/** Starts fetching the selected project's graph before its page renders (`useGraph` then joins the request). */
export function prefetchGraph(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(graphQuery(getSelectedProjectId()));
}

export function useConcept(id: string) {
  return useQuery({ queryKey: graphKeys.concept(id), queryFn: () => fetchConcept(id) });
}

/** Where the concept occurs, newest documents first; `limit` grows with "Show more". */
export function useConceptPassages(id: string, limit: number) {
  return useQuery({
    queryKey: graphKeys.passages(id, limit),
    queryFn: () => fetchPassages(id, { limit }),
    placeholderData: (previous) => previous,
  });
}
