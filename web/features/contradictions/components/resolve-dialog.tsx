import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import type { Contradiction } from "@contract/contradictions.ts";
import { Button } from "@web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { Textarea } from "@web/components/ui/textarea.tsx";
import { resolutionNoteMax, type DismissReason, type Resolution } from "../model.ts";
import { DismissReasonField } from "./dismiss-reason-field.tsx";

export interface ResolveTarget {
  /** One contradiction, or (dismissing only) a selection of them. */
  contradiction: Contradiction;
  resolution: Resolution;
  /** Set when a selection is dismissed at once. */
  count?: number;
}

interface Wording {
  title: string;
  description: string;
  placeholder: string;
  confirm: string;
}

function wording(target: ResolveTarget): Wording {
  const { contradiction: c, resolution } = target;
  const holds = (n: 1 | 2, title: string): Wording => ({
    title: `Statement ${n} holds`,
    description: `Mark this contradiction resolved: the statement from "${title}" is the one that holds.`,
    placeholder: "Why? For example: it comes from the larger, more recent study.",
    confirm: "Resolve",
  });
  switch (resolution) {
    case "first_holds":
      return holds(1, c.source1.documentTitle);
    case "second_holds":
      return holds(2, c.source2.documentTitle);
    case "both_hold":
      return {
        title: "Both hold in different contexts",
        description: "Mark this contradiction resolved: each statement is true in its own context.",
        placeholder: "Which contexts? For example: the studies looked at different age groups.",
        confirm: "Resolve",
      };
    case "dismissed":
      return {
        title:
          target.count && target.count > 1 ? `Dismiss ${target.count} contradictions` : "Dismiss this contradiction",
        description:
          "Dismissed pairs are kept under Resolved and never flagged again, even when the documents are read again. Their contradicts links leave your knowledge graph.",
        placeholder: "For example: the two statements are about different models.",
        confirm: "Dismiss",
      };
  }
}

/**
 * The small dialog after a resolve action: what it means, an optional note (kept on failure) and the confirm
 * button, busy while saving. Ctrl or Cmd + Enter in the note confirms. `onCloseAutoFocus` lets the list move focus
 * once the card has left the view.
 */
export function ResolveDialog({
  target,
  busy,
  onConfirm,
  onCancel,
  onCloseAutoFocus,
}: {
  target: ResolveTarget | null;
  busy: boolean;
  onConfirm: (note: string, reason: DismissReason) => void;
  onCancel: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && !busy && onCancel()}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} className="max-w-md">
        {target ? (
          <ResolveForm
            key={`${target.contradiction.id}:${target.resolution}:${target.count ?? 1}`}
            target={target}
            busy={busy}
            onConfirm={onConfirm}
            onCancel={onCancel}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ResolveForm({
  target,
  busy,
  onConfirm,
  onCancel,
}: {
  target: ResolveTarget;
  busy: boolean;
  onConfirm: (note: string, reason: DismissReason) => void;
  onCancel: () => void;
}) {
  const [note, setNote] = useState("");
  const [reason, setReason] = useState<DismissReason>("not_a_contradiction");
  const noteId = useId();
  const hintId = useId();
  const text = wording(target);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onConfirm(note, reason);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (!busy) onConfirm(note, reason);
    }
  };
  const left = resolutionNoteMax - note.length;
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription>{text.description}</DialogDescription>
      </DialogHeader>
      {target.resolution === "dismissed" ? (
        <DismissReasonField value={reason} onChange={setReason} disabled={busy} />
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={noteId}>
          Note <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Textarea
          id={noteId}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={resolutionNoteMax}
          rows={3}
          placeholder={text.placeholder}
          aria-describedby={hintId}
          disabled={busy}
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          {left < 200 ? `${left} characters left. ` : ""}Shown with the resolved contradiction.
        </p>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant={target.resolution === "dismissed" ? "secondary" : "default"}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? <Spinner /> : null}
          {busy ? "Saving..." : text.confirm}
        </Button>
      </DialogFooter>
    </form>
  );
}
