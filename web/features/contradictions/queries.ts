// TanStack Query hooks of the contradictions review.
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { Contradiction } from "@contract/contradictions.ts";
import { analyticsKeys } from "@web/features/analytics/keys.ts";
import { statsKeys } from "@web/features/dashboard/keys.ts";
import { graphKeys } from "@web/features/graph/keys.ts";
import { useSelectedProjectId } from "@web/features/projects/selected-project.ts";
import { readableError } from "@web/lib/api.ts";
import { toast } from "@web/lib/toast.ts";
import { fetchContradictions, patchContradiction, postDismiss } from "./api.ts";
import { contradictionKeys } from "./keys.ts";
import { dismissReasonLabels, resolutionLabels, type DismissReason, type Resolution } from "./model.ts";

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
  /** With "dismissed": why. */
  dismissReason?: DismissReason;
}

/** Puts the server's copies into every cached list that holds them (each list has every status, so none refetches). */
function replaceInLists(client: QueryClient, ...updated: Contradiction[]): void {
  const byId = new Map(updated.map((c) => [c.id, c]));
  client.setQueriesData<Contradiction[]>({ queryKey: contradictionKeys.all }, (list) =>
    list?.some((c) => byId.has(c.id)) ? list.map((c) => byId.get(c.id) ?? c) : list,
  );
}

/** The graph, analytics and counts change when contradicts edges go or come back. */
function reloadGraph(client: QueryClient): void {
  for (const queryKey of [graphKeys.all, analyticsKeys.all, statsKeys.all]) void client.invalidateQueries({ queryKey });
}

function successToast({ resolution, dismissReason }: ResolveInput): void {
  if (resolution === null)
    toast({ title: "Contradiction reopened", description: "It is back among the unresolved contradictions." });
  else if (resolution === "dismissed")
    toast({
      title: "Contradiction dismissed",
      description: `${dismissReasonLabels[dismissReason ?? "not_a_contradiction"]}. It will not be flagged again.`,
    });
  else toast({ title: "Contradiction resolved", description: `Resolved as: ${resolutionLabels[resolution]}.` });
}

/**
 * Resolves or reopens one contradiction, with 'Error' and the server's message on failure. Only unresolved
 * contradictions draw a contradicts edge, so the graph, analytics and counts reload either way.
 */
export function useResolveContradiction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ contradiction, resolution, note, dismissReason }: ResolveInput) => {
      const trimmed = note?.trim();
      return patchContradiction(contradiction.id, {
        resolution,
        ...(resolution && trimmed ? { note: trimmed } : {}),
        ...(resolution === "dismissed" && dismissReason ? { dismissReason } : {}),
      });
    },
    onSuccess: (updated, input) => {
      replaceInLists(client, updated);
      reloadGraph(client);
      successToast(input);
    },
    onError: (error) => {
      toast({
        title: "Error",
        description: readableError(error, "Failed to update the contradiction"),
        variant: "destructive",
      });
    },
  });
}

/** Dismisses a selection with one reason (all or nothing on the server). */
export function useBulkDismiss() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, dismissReason, note }: { ids: string[]; dismissReason: DismissReason; note?: string }) => {
      const trimmed = note?.trim();
      return postDismiss({ ids, dismissReason, ...(trimmed ? { note: trimmed } : {}) });
    },
    onSuccess: ({ dismissed }, { dismissReason }) => {
      replaceInLists(client, ...dismissed);
      reloadGraph(client);
      toast({
        title: `${dismissed.length} contradiction${dismissed.length === 1 ? "" : "s"} dismissed`,
        description: `${dismissReasonLabels[dismissReason]}. They will not be flagged again.`,
      });
    },
    onError: (error) => {
      toast({
        title: "Error",
        description: readableError(error, "Failed to dismiss the contradictions"),
        variant: "destructive",
      });
    },
  });
}
