// TanStack Query hooks of the contradictions review.
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { Contradiction } from "@contract/contradictions.ts";
import { analyticsKeys } from "@web/features/analytics/keys.ts";
import { statsKeys } from "@web/features/dashboard/keys.ts";
import { graphKeys } from "@web/features/graph/keys.ts";
import { useSelectedProjectId } from "@web/features/projects/selected-project.ts";
import { readableError } from "@web/lib/api.ts";
import { toast } from "@web/lib/toast.ts";
import { fetchContradictions, patchContradiction } from "./api.ts";
import { contradictionKeys } from "./keys.ts";
import { resolutionLabels, type Resolution } from "./model.ts";

/** The selected project's contradictions (all of the user's for All Documents), every status. */
export function useContradictions() {
  const projectId = useSelectedProjectId();
  return useQuery({ queryKey: contradictionKeys.scope(projectId), queryFn: () => fetchContradictions(projectId) });
}

export interface ResolveInput {
  contradiction: Contradiction;
  /** null reopens it. */
  resolution: Resolution | null;
  note?: string;
}

/** Puts the server's copy into every cached list that holds it (each list has every status, so none refetches). */
function replaceInLists(client: QueryClient, updated: Contradiction): void {
  client.setQueriesData<Contradiction[]>({ queryKey: contradictionKeys.all }, (list) =>
    list?.some((c) => c.id === updated.id) ? list.map((c) => (c.id === updated.id ? updated : c)) : list,
  );
}

function successToast({ resolution }: ResolveInput): void {
  if (resolution === null) toast({ title: "Contradiction reopened", description: "It is back among the unresolved contradictions." });
  else if (resolution === "dismissed") toast({ title: "Contradiction dismissed", description: "Its link is removed from your knowledge graph." });
  else toast({ title: "Contradiction resolved", description: `Resolved as: ${resolutionLabels[resolution]}.` });
}

/**
 * Resolves or reopens one contradiction, with 'Error' and the server's message on failure. Dismissing takes its
 * contradicts edge out of the graph, so the graph, analytics and counts reload (also on reopening a dismissed one,
 * in case the server puts the edge back).
 */
export function useResolveContradiction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ contradiction, resolution, note }: ResolveInput) => {
      const trimmed = note?.trim();
      return patchContradiction(contradiction.id, resolution && trimmed ? { resolution, note: trimmed } : { resolution });
    },
    onSuccess: (updated, input) => {
      replaceInLists(client, updated);
      if (input.resolution === "dismissed" || input.contradiction.resolution === "dismissed") {
        for (const queryKey of [graphKeys.all, analyticsKeys.all, statsKeys.all]) void client.invalidateQueries({ queryKey });
      }
      successToast(input);
    },
    onError: (error) => {
      toast({ title: "Error", description: readableError(error, "Failed to update the contradiction"), variant: "destructive" });
    },
  });
}
