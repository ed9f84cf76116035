import { useEffect, useRef, useState, type ReactNode } from "react";
import { ChevronDown } from "lucide-react";
import type { Contradiction } from "@contract/contradictions.ts";
import { Button } from "@web/components/ui/button.tsx";
import { pageSize } from "../model.ts";
import { useResolveContradiction, type ResolveInput } from "../queries.ts";
import { cardDomId, ContradictionCard } from "./contradiction-card.tsx";
import { ResolveDialog, type ResolveTarget } from "./resolve-dialog.tsx";

/** Which card was changed and which one should take the focus once it has left this list. */
interface FocusPlan {
  leaving: string;
  next: string | null;
}

/**
 * The cards of one tab, `pageSize` at a time, with the resolve dialog. A resolved (or reopened) card moves to the
 * other tab; the focus then goes to the next card, or to `onListEmptied` when none is left, never to the page body.
 */
export function ContradictionList({
  items,
  label,
  empty,
  onListEmptied,
  selection,
}: {
  items: readonly Contradiction[];
  label: string;
  empty: ReactNode;
  onListEmptied: () => void;
  /** Cards can be selected (the unresolved tab): which are, and how to change it. */
  selection?: { selected: ReadonlySet<string>; onSelect: (id: string, selected: boolean) => void };
}) {
  const mutation = useResolveContradiction();
  const [target, setTarget] = useState<ResolveTarget | null>(null);
  const [limit, setLimit] = useState(pageSize);
  const focusPlan = useRef<FocusPlan | null>(null);
  const closedBySuccess = useRef(false);
  /** The button that opened the dialog (the dialog is shared by the cards, so Radix does not know its trigger). */
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const plan = focusPlan.current;
    if (!plan || target !== null || items.some((c) => c.id === plan.leaving)) return;
    focusPlan.current = null;
    // After the dialog's focus trap has gone (it unmounts in a render of its own).
    window.setTimeout(() => {
      const card = plan.next ? document.getElementById(cardDomId(plan.next)) : null;
      if (card) card.focus();
      else onListEmptied();
    }, 0);
  }, [items, target, onListEmptied]);

  const run = (input: ResolveInput) => {
    const index = items.findIndex((c) => c.id === input.contradiction.id);
    focusPlan.current = { leaving: input.contradiction.id, next: items[index + 1]?.id ?? items[index - 1]?.id ?? null };
    mutation.mutate(input, {
      onSuccess: () => {
        // Only a dialog's confirmation closes a dialog; a card's 'Reopen' has none.
        if (input.resolution !== null) closedBySuccess.current = true;
        setTarget(null);
      },
      onError: () => {
        focusPlan.current = null;
      },
    });
  };

  const busyId = mutation.isPending ? mutation.variables?.contradiction.id : undefined;
  const shown = items.slice(0, limit);
  const left = items.length - shown.length;

  return (
    <>
      {items.length === 0 ? (
        empty
      ) : (
        <ul className="grid gap-4" aria-label={label}>
          {shown.map((c) => (
            <li key={c.id}>
              <ContradictionCard
                contradiction={c}
                busy={busyId === c.id}
                onResolve={(resolution) => {
                  opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
                  closedBySuccess.current = false;
                  setTarget({ contradiction: c, resolution });
                }}
                onReopen={() => run({ contradiction: c, resolution: null })}
                selected={selection?.selected.has(c.id)}
                onSelect={selection ? (on) => selection.onSelect(c.id, on) : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      {left > 0 ? (
        <Button variant="outline" className="mt-4 justify-self-center" onClick={() => setLimit((n) => n + pageSize)}>
          <ChevronDown aria-hidden />
          Show {Math.min(left, pageSize)} more ({left} not shown)
        </Button>
      ) : null}
      <ResolveDialog
        target={target}
        busy={mutation.isPending}
        onConfirm={(note, dismissReason) =>
          target && run({ ...target, note, ...(target.resolution === "dismissed" ? { dismissReason } : {}) })
        }
        onCancel={() => setTarget(null)}
        onCloseAutoFocus={(event) => {
          // Cancelled: back to the button that opened it. Resolved: that button has gone with its card, and the
          // effect above places the focus instead.
          event.preventDefault();
          if (!closedBySuccess.current && opener.current?.isConnected) opener.current.focus();
          closedBySuccess.current = false;
          opener.current = null;
        }}
      />
    </>
  );
}
