import { Undo2 } from "lucide-react";
import type { VersionEntry } from "@contract/versions.ts";
import { Button } from "@web/components/ui/button.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { useSplitConcept, useUndoChange } from "@web/features/concepts/mutations.ts";
import { useConceptChanges } from "@web/features/concepts/queries.ts";
import { readableError } from "@web/lib/api.ts";

/**
 * What can be taken back from a history entry: the user's own change ("Undo", while the server says it still can be),
 * or a merge made while reading ("Undo merge": the merged name out again as a concept of its own).
 */
export function VersionActions({ entry }: { entry: VersionEntry }) {
  const changes = useConceptChanges(entry.changeId !== null);
  const undo = useUndoChange();
  const split = useSplitConcept();
  const change = entry.changeId ? changes.data?.find((c) => c.id === entry.changeId) : undefined;
  if (change?.undoable) {
    return (
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={undo.isPending}
        aria-busy={undo.isPending || undefined}
        onClick={() => undo.mutate(change.id)}
      >
        {undo.isPending ? <Spinner /> : <Undo2 />} Undo
      </Button>
    );
  }
  if (entry.changeId || entry.changeType !== "merged" || !entry.mergedName) return null;
  const alias = entry.mergedName;
  return (
    <div className="grid justify-items-start gap-1">
      <Button
        variant="outline"
        size="sm"
        disabled={split.isPending}
        aria-busy={split.isPending || undefined}
        onClick={() => split.mutate({ id: entry.conceptId, body: { alias } })}
      >
        {split.isPending ? <Spinner /> : <Undo2 />} Undo merge
        <span className="sr-only">: “{alias}” as a concept of its own again</span>
      </Button>
      {split.error ? (
        <p className="text-xs text-destructive" role="alert">
          {readableError(split.error, "The merge could not be undone")}
        </p>
      ) : null}
    </div>
  );
}
