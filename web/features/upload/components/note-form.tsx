import type { FormEvent } from "react";
import { Save } from "lucide-react";
import { limits } from "@contract/constants.ts";
import { Button } from "@web/components/ui/button.tsx";
import { Input } from "@web/components/ui/input.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { Textarea } from "@web/components/ui/textarea.tsx";

export interface NoteDraft {
  title: string;
  content: string;
}

/** 'Write Note': Title and Content; 'Save Note' stays disabled until both are non-blank (PRODUCT.md section 5). */
export function NoteForm({
  draft,
  onChange,
  onSubmit,
  busy,
}: {
  draft: NoteDraft;
  onChange: (draft: NoteDraft) => void;
  onSubmit: () => void;
  busy: boolean;
}) {
  const ready = draft.title.trim() !== "" && draft.content.trim() !== "";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !busy) onSubmit();
  };
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <div className="grid gap-2">
        <Label htmlFor="note-title">Title</Label>
        <Input
          id="note-title"
          value={draft.title}
          onChange={(e) => onChange({ ...draft, title: e.target.value })}
          maxLength={limits.documentTitleMax}
          placeholder="What is this note about?"
          autoComplete="off"
          disabled={busy}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="note-content">Content</Label>
        <Textarea
          id="note-content"
          value={draft.content}
          onChange={(e) => onChange({ ...draft, content: e.target.value })}
          placeholder="Write or paste your note here..."
          rows={8}
          className="min-h-40"
          disabled={busy}
        />
      </div>
      <Button type="submit" className="justify-self-start" disabled={!ready || busy} aria-busy={busy || undefined}>
        {busy ? <Spinner /> : <Save aria-hidden />}
        {busy ? "Processing..." : "Save Note"}
      </Button>
    </form>
  );
}
