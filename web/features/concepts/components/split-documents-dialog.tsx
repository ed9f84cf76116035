import { useId, useState, type FormEvent } from "react";
import type { ConceptDetail } from "@contract/concepts.ts";
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
import { conceptNameMax, splitProblem } from "../changes.ts";
import { useSplitConcept } from "../mutations.ts";

/**
 * "Split by document": when one name means two things in different documents, the mentions of the documents chosen
 * go to a new concept with its own name; the concept keeps the rest.
 */
export function SplitDocumentsDialog({
  concept,
  open,
  onOpenChange,
}: {
  concept: ConceptDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const split = useSplitConcept();
  const busy = split.isPending;
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        {open ? (
          <SplitForm
            concept={concept}
            busy={busy}
            error={split.error}
            onEdit={() => split.reset()}
            onCancel={() => onOpenChange(false)}
            onSubmit={(documentIds, name) =>
              split.mutate({ id: concept.id, body: { documentIds, name } }, { onSuccess: () => onOpenChange(false) })
            }
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function SplitForm({
  concept,
  busy,
  error,
  onEdit,
  onCancel,
  onSubmit,
}: {
  concept: ConceptDetail;
  busy: boolean;
  error: unknown;
  onEdit: () => void;
  onCancel: () => void;
  onSubmit: (documentIds: string[], name: string) => void;
}) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const nameId = useId();
  const edit = () => {
    setProblem(null);
    onEdit();
  };
  const toggle = (id: string, on: boolean) => {
    edit();
    setChosen((set) => {
      const next = new Set(set);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const ids = concept.documents.filter((d) => chosen.has(d.id)).map((d) => d.id);
    const found = splitProblem(concept, ids, name);
    if (found) setProblem(found);
    else onSubmit(ids, name.trim());
  };
  const message = problem ?? (error ? readableError(error, "The concept could not be split") : null);
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate aria-label="Split by document">
      <DialogHeader>
        <DialogTitle>Split “{concept.name}” by document</DialogTitle>
        <DialogDescription>
          The mentions in the documents you choose go to a new concept. “{concept.name}” keeps the others. You can undo
          this.
        </DialogDescription>
      </DialogHeader>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Documents for the new concept</legend>
        <ul className="grid max-h-60 gap-1.5 overflow-y-auto">
          {concept.documents.map((d) => (
            <li key={d.id}>
              <label className="flex cursor-pointer items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                  checked={chosen.has(d.id)}
                  onChange={(e) => toggle(d.id, e.target.checked)}
                  disabled={busy}
                />
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  {d.title}{" "}
                  <span className="text-muted-foreground">
                    ({d.mentionCount} mention{d.mentionCount === 1 ? "" : "s"})
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={nameId}>Name of the new concept</Label>
        <Input
          id={nameId}
          value={name}
          maxLength={conceptNameMax}
          disabled={busy}
          onChange={(e) => {
            edit();
            setName(e.target.value);
          }}
        />
      </div>
      {message ? (
        <Alert variant="destructive" role="alert">
          {message}
        </Alert>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Spinner /> : null}
          {busy ? "Splitting..." : "Split"}
        </Button>
      </DialogFooter>
    </form>
  );
}
