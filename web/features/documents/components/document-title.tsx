import { useState, type FormEvent } from "react";
import { Check, Pencil, X } from "lucide-react";
import { limits } from "@contract/constants.ts";
import { Button } from "@web/components/ui/button.tsx";
import { Input } from "@web/components/ui/input.tsx";
import { readableError } from "@web/lib/api.ts";
import { useRenameDocument } from "../queries.ts";

/**
 * The document's title with a rename control. Mnemo names a document after its own title (or its file); the
 * reader can call it something else, and that name then stays even when the document is read again.
 */
export function DocumentTitle({ id, title }: { id: string; title: string }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(title);
  const rename = useRenameDocument();
  const trimmed = draft.trim();

  const start = () => {
    setDraft(title);
    setEditing(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || trimmed === title) {
      setEditing(false);
      return;
    }
    rename.mutate({ id, title: trimmed }, { onSuccess: () => setEditing(false) });
  };

  if (!editing) {
    return (
      <div className="flex items-start gap-2">
        <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words text-balance sm:text-3xl">{title}</h1>
        <Button
          variant="ghost"
          size="icon"
          className="mt-0.5 shrink-0"
          onClick={start}
          aria-label="Rename document"
          title="Rename"
        >
          <Pencil aria-hidden />
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="flex flex-wrap items-center gap-2" aria-label="Rename document">
      <Input
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => event.key === "Escape" && setEditing(false)}
        maxLength={limits.documentTitleMax}
        aria-label="Document title"
        className="h-10 min-w-0 flex-1 text-lg font-semibold sm:text-xl"
        autoFocus
      />
      <Button type="submit" size="sm" disabled={!trimmed || rename.isPending}>
        <Check aria-hidden />
        Save
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(false)}>
        <X aria-hidden />
        Cancel
      </Button>
      {!trimmed ? <p className="w-full text-sm text-destructive">Title is required</p> : null}
      {trimmed && rename.isError ? (
        <p className="w-full text-sm text-destructive" role="alert">
          {readableError(rename.error, "The title could not be saved.")}
        </p>
      ) : null}
    </form>
  );
}
