import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { Check, Pencil, X } from "lucide-react";
import { Button } from "@web/components/ui/button.tsx";
import { Input } from "@web/components/ui/input.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { readableError } from "@web/lib/api.ts";
import { conceptNameMax, nameProblem, renamedTo } from "../changes.ts";
import { useRenameConcept } from "../mutations.ts";

/**
 * A concept's name as the panel's heading, with "Rename" beside it: the heading becomes a field (Enter saves, Escape
 * leaves it as it was). A name another concept has is refused by the server; its message shows under the field, which
 * keeps what was typed.
 */
export function ConceptNameEditor({ id, name }: { id: string; name: string }) {
  const [editing, setEditing] = useState(false);
  if (!editing) {
    return (
      <div className="flex min-w-0 items-start gap-1">
        <h2 className="min-w-0 text-lg leading-tight font-semibold break-words">{name}</h2>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-1.5 size-8 shrink-0 text-muted-foreground"
          aria-label={`Rename “${name}”`}
          onClick={() => setEditing(true)}
        >
          <Pencil />
        </Button>
      </div>
    );
  }
  return <RenameForm id={id} name={name} onDone={() => setEditing(false)} />;
}

function RenameForm({ id, name, onDone }: { id: string; name: string; onDone: () => void }) {
  const rename = useRenameConcept();
  const [typed, setTyped] = useState(name);
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();
  const busy = rename.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = nameProblem(typed);
    if (found) return setProblem(found);
    const next = renamedTo(name, typed);
    if (!next) return onDone();
    rename.mutate({ id, name: next }, { onSuccess: onDone });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Escape") return;
    // Leaves the field, not the panel around it.
    event.stopPropagation();
    if (!busy) onDone();
  };
  const message = problem ?? (rename.error ? readableError(rename.error, "The concept could not be renamed") : null);
  return (
    <form className="grid gap-1.5" onSubmit={submit} noValidate aria-label="Rename concept">
      <div className="flex items-center gap-1">
        <Input
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setProblem(null);
            rename.reset();
          }}
          onKeyDown={onKeyDown}
          aria-label="Concept name"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          maxLength={conceptNameMax}
          disabled={busy}
          autoFocus
          className="h-9"
        />
        <Button type="submit" size="icon" className="size-9" aria-label="Save name" disabled={busy}>
          {busy ? <Spinner /> : <Check />}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label="Cancel renaming"
          disabled={busy}
          onClick={onDone}
        >
          <X />
        </Button>
      </div>
      {message ? (
        <p id={errorId} className="text-sm text-destructive" role="alert">
          {message}
        </p>
      ) : null}
    </form>
  );
}
