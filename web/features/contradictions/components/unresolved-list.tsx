import { useMemo, useState, type ReactNode } from "react";
import type { Contradiction } from "@contract/contradictions.ts";
import { useBulkDismiss } from "../queries.ts";
import { BulkDismissBar } from "./bulk-dismiss-bar.tsx";
import { ContradictionList } from "./contradiction-list.tsx";
import { ResolveDialog } from "./resolve-dialog.tsx";

/** The unresolved cards with selection: select some or all shown, and dismiss them at once with one reason. */
export function UnresolvedList({
  items,
  empty,
  onListEmptied,
}: {
  items: readonly Contradiction[];
  empty: ReactNode;
  onListEmptied: () => void;
}) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const dismiss = useBulkDismiss();
  // Only what is shown stays selected (a filter changed, or a card was resolved on its own).
  const selected = useMemo(() => new Set(items.filter((c) => chosen.has(c.id)).map((c) => c.id)), [items, chosen]);
  const first = items.find((c) => selected.has(c.id));
  return (
    <div className="grid gap-4">
      <BulkDismissBar
        shown={items.length}
        selected={selected.size}
        onSelectAll={() => setChosen(new Set(items.map((c) => c.id)))}
        onClear={() => setChosen(new Set())}
        onDismiss={() => setConfirming(true)}
        busy={dismiss.isPending}
      />
      <ContradictionList
        items={items}
        label="Unresolved contradictions"
        onListEmptied={onListEmptied}
        empty={empty}
        selection={{
          selected,
          onSelect: (id, on) =>
            setChosen((old) => {
              const next = new Set(old);
              if (on) next.add(id);
              else next.delete(id);
              return next;
            }),
        }}
      />
      <ResolveDialog
        target={confirming && first ? { contradiction: first, resolution: "dismissed", count: selected.size } : null}
        busy={dismiss.isPending}
        onConfirm={(note, dismissReason) =>
          dismiss.mutate(
            { ids: [...selected], dismissReason, note },
            {
              onSuccess: () => {
                setConfirming(false);
                setChosen(new Set());
              },
            },
          )
        }
        onCancel={() => setConfirming(false)}
        onCloseAutoFocus={() => undefined}
      />
    </div>
  );
}
