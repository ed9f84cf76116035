import { Button } from "@web/components/ui/button.tsx";

/**
 * Selection of the unresolved cards shown: select them all (or none), and dismiss the selection with one reason.
 * Sticks to the bottom of the view while cards scroll past.
 */
export function BulkDismissBar({
  shown,
  selected,
  onSelectAll,
  onClear,
  onDismiss,
  busy,
}: {
  shown: number;
  selected: number;
  onSelectAll: () => void;
  onClear: () => void;
  onDismiss: () => void;
  busy: boolean;
}) {
  if (shown === 0) return null;
  const all = selected >= shown;
  return (
    <div
      className="sticky bottom-3 z-10 flex flex-wrap items-center gap-3 rounded-lg border bg-card/95 px-4 py-2 text-sm shadow-sm backdrop-blur"
      data-testid="bulk-bar"
    >
      <label className="flex cursor-pointer items-center gap-2">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={all}
          onChange={() => (all ? onClear() : onSelectAll())}
          aria-label={`Select all ${shown} shown`}
        />
        {selected > 0 ? `${selected} selected` : `Select all ${shown} shown`}
      </label>
      {selected > 0 ? (
        <>
          <Button
            variant="secondary"
            size="sm"
            onClick={onDismiss}
            disabled={busy}
            aria-haspopup="dialog"
            className="ml-auto"
          >
            Dismiss selected ({selected})
          </Button>
          <Button variant="ghost" size="sm" onClick={onClear} disabled={busy}>
            Clear selection
          </Button>
        </>
      ) : null}
    </div>
  );
}
