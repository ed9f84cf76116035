import { useId, useState, type FormEvent } from "react";
import { X } from "lucide-react";
import type { ConceptChangeResult, MergeConceptsInput } from "@contract/concept-changes.ts";
import { Alert } from "@web/components/ui/alert.tsx";
import { Button } from "@web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog.tsx";
import { Input } from "@web/components/ui/input.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { readableError } from "@web/lib/api.ts";
import { conceptNameMax, defaultKeep, mergeRequest, type MergeCandidate } from "../changes.ts";
import { useMergeConcepts } from "../mutations.ts";
import { ConceptPicker } from "./concept-picker.tsx";

const other = "other";

/**
 * Merging concepts into one: the concepts (with `pick`, the user adds more through a search, e.g. "Merge with…" from
 * one concept), which name to keep (the most mentioned chosen first) or another name, then "Merge". The names not
 * kept become the merged concept's other names; the toast that follows can undo it.
 */
export function MergeDialog({
  open,
  onOpenChange,
  concepts,
  pick = false,
  onMerged,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The concepts to merge (with `pick`, the ones that are always merged). */
  concepts: readonly MergeCandidate[];
  pick?: boolean;
  onMerged?: (result: ConceptChangeResult) => void;
}) {
  const merge = useMergeConcepts();
  const busy = merge.isPending;
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
        // Escape in the search with its matches open closes the matches (ConceptPicker), not the dialog.
        onEscapeKeyDown={(event) => {
          if (event.target instanceof HTMLElement && event.target.getAttribute("aria-expanded") === "true")
            event.preventDefault();
        }}
      >
        {open ? (
          <MergeForm
            fixed={concepts}
            pick={pick}
            busy={busy}
            error={merge.error}
            onCancel={() => onOpenChange(false)}
            onSubmit={(body) =>
              merge.mutate(body, {
                onSuccess: (result) => {
                  onOpenChange(false);
                  onMerged?.(result);
                },
              })
            }
            onEdit={() => merge.reset()}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function MergeForm({
  fixed,
  pick,
  busy,
  error,
  onCancel,
  onSubmit,
  onEdit,
}: {
  fixed: readonly MergeCandidate[];
  pick: boolean;
  busy: boolean;
  error: unknown;
  onCancel: () => void;
  onSubmit: (body: MergeConceptsInput) => void;
  onEdit: () => void;
}) {
  const [added, setAdded] = useState<MergeCandidate[]>([]);
  const all = [...fixed, ...added];
  // Until the user chooses, the default follows the concepts added.
  const [chosen, setChosen] = useState<string | null>(null);
  const [otherName, setOtherName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const groupId = useId();
  const otherId = useId();
  const keep = chosen && (chosen === other || all.some((c) => c.id === chosen)) ? chosen : defaultKeep(all);

  const edit = () => {
    setProblem(null);
    onEdit();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const request = mergeRequest(all, {
      keepId: keep === other ? null : keep,
      otherName: keep === other ? otherName : null,
    });
    if ("problem" in request) setProblem(request.problem);
    else onSubmit(request.body);
  };

  const message = problem ?? (error ? readableError(error, "The concepts could not be merged") : null);
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate aria-label="Merge concepts">
      <DialogHeader>
        <DialogTitle>{pick ? `Merge “${fixed[0]?.name}” with…` : `Merge ${all.length} concepts`}</DialogTitle>
        <DialogDescription>
          They become one concept with all their mentions. The names you do not keep stay as its other names, and you
          can undo this.
        </DialogDescription>
      </DialogHeader>
      {pick ? (
        <div className="grid gap-2">
          <ConceptPicker
            label="Find a concept to merge"
            excludeIds={new Set(all.map((c) => c.id))}
            autoFocus
            onPick={(c) => {
              edit();
              setAdded((list) => [...list, { id: c.id, name: c.name, mentionCount: c.mentionCount }]);
            }}
          />
          {added.length ? (
            <ul className="flex flex-wrap gap-1.5" aria-label="Concepts to merge">
              {added.map((c) => (
                <li key={c.id} className="flex items-center gap-1 rounded-md bg-muted py-0.5 pr-0.5 pl-2 text-sm">
                  <span className="[overflow-wrap:anywhere]">{c.name}</span>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-6"
                    aria-label={`Remove “${c.name}”`}
                    disabled={busy}
                    onClick={() => {
                      edit();
                      setAdded((list) => list.filter((a) => a.id !== c.id));
                    }}
                  >
                    <X />
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {all.length >= 2 ? (
        <fieldset className="grid gap-2" aria-describedby={`${groupId}-hint`}>
          <legend className="mb-2 text-sm font-medium">Name to keep</legend>
          {all.map((c) => (
            <label key={c.id} className="flex cursor-pointer items-start gap-2 text-sm">
              <input
                type="radio"
                name={groupId}
                className="mt-0.5 size-4 accent-primary"
                checked={keep === c.id}
                onChange={() => {
                  edit();
                  setChosen(c.id);
                }}
                disabled={busy}
              />
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {c.name}{" "}
                <span className="text-muted-foreground">
                  ({c.mentionCount} mention{c.mentionCount === 1 ? "" : "s"})
                </span>
              </span>
            </label>
          ))}
          <label className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name={groupId}
              className="size-4 accent-primary"
              checked={keep === other}
              onChange={() => {
                edit();
                setChosen(other);
              }}
              disabled={busy}
            />
            Another name
          </label>
          {keep === other ? (
            <div className="grid gap-1.5 pl-6">
              <Label htmlFor={otherId} className="sr-only">
                Another name
              </Label>
              <Input
                id={otherId}
                value={otherName}
                maxLength={conceptNameMax}
                autoFocus
                disabled={busy}
                aria-invalid={problem ? true : undefined}
                onChange={(e) => {
                  edit();
                  setOtherName(e.target.value);
                }}
              />
            </div>
          ) : null}
          <p id={`${groupId}-hint`} className="text-xs text-muted-foreground">
            The others stay findable under their names.
          </p>
        </fieldset>
      ) : (
        <p className="text-sm text-muted-foreground">Find at least one more concept to merge.</p>
      )}
      {message ? (
        <Alert variant="destructive" role="alert">
          {message}
        </Alert>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy || all.length < 2} aria-busy={busy || undefined}>
          {busy ? <Spinner /> : null}
          {busy ? "Merging..." : all.length >= 2 ? `Merge ${all.length} concepts` : "Merge"}
        </Button>
      </DialogFooter>
    </form>
  );
}
