// The user's say over which names are one concept (issue 33): rename, merge, split, undo, and keeping a suggested pair
// apart. Every change answers with what it did, shown in a toast with "Undo"; failures stay with the form that caused
// them (a taken name is fixed where it was typed), except an undo's, which has no form.
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { ConceptChange, ConceptChangeResult, ConceptSuggestion } from "@contract/concept-changes.ts";
import type { MergeConceptsInput, SplitConceptInput } from "@contract/concept-changes.ts";
import { readableError } from "@web/lib/api.ts";
import { toast } from "@web/lib/toast.ts";
import { mergeConcepts, rejectSuggestion, renameConcept, splitConcept, undoConceptChange } from "./api.ts";
import { reloadAfterConceptChange } from "./cache.ts";
import { conceptKeys } from "./keys.ts";

/** Longer than an ordinary toast: time to read what changed and reach "Undo" (hovering or focusing pauses it). */
export const undoToastMs = 10_000;

const changeTitles: Record<ConceptChange["kind"], string> = {
  merge: "Concepts merged",
  split: "Concept split",
  rename: "Concept renamed",
};

/** Undoes a change (from a toast, the changes list or the timeline) and says so; a refusal is shown as an error. */
export async function undoChange(client: QueryClient, changeId: string): Promise<ConceptChange | null> {
  try {
    const undone = await undoConceptChange(changeId);
    reloadAfterConceptChange(client);
    toast({ title: "Change undone", description: undone.summary });
    return undone;
  } catch (error) {
    toast({
      title: "Could not undo",
      description: readableError(error, "The change could not be undone"),
      variant: "destructive",
    });
    return null;
  }
}

/** After a change: every view reloads, and a toast says what happened with "Undo". */
function changed(client: QueryClient, result: ConceptChangeResult): void {
  reloadAfterConceptChange(client, result.concept);
  toast({
    title: changeTitles[result.change.kind],
    description: result.change.summary,
    duration: undoToastMs,
    action: { label: "Undo", onClick: () => void undoChange(client, result.change.id) },
  });
}

export function useRenameConcept() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameConcept(id, name),
    onSuccess: (result) => changed(client, result),
  });
}

export function useMergeConcepts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MergeConceptsInput) => mergeConcepts(body),
    onSuccess: (result) => changed(client, result),
  });
}

export function useSplitConcept() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SplitConceptInput }) => splitConcept(id, body),
    onSuccess: (result) => changed(client, result),
  });
}

/** Undo as a mutation, for buttons that show they are busy. */
export function useUndoChange() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (changeId: string) => undoChange(client, changeId) });
}

const samePair = (s: ConceptSuggestion, ids: readonly string[]) => s.concepts.every((side) => ids.includes(side.id));

/** "Keep apart": the pair leaves the queue at once and is not suggested again. */
export function useRejectSuggestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (conceptIds: [string, string]) => rejectSuggestion(conceptIds),
    onSuccess: (_, conceptIds) => {
      client.setQueriesData<ConceptSuggestion[]>({ queryKey: conceptKeys.suggestionLists() }, (list) =>
        list?.filter((s) => !samePair(s, conceptIds)),
      );
      toast({ title: "Kept apart", description: "These two will not be suggested again." });
    },
    onError: (error) => {
      toast({
        title: "Error",
        description: readableError(error, "The pair could not be kept apart"),
        variant: "destructive",
      });
    },
  });
}
