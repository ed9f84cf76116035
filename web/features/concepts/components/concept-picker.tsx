import { useState } from "react";
import { Search } from "lucide-react";
import type { ConceptListItem } from "@contract/concept-changes.ts";
import { Input } from "@web/components/ui/input.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { readableError } from "@web/lib/api.ts";
import { useCombobox } from "@web/lib/use-combobox.ts";
import { useDebouncedValue } from "@web/lib/use-debounced-value.ts";
import { cn } from "@web/lib/utils.ts";
import { useConceptList } from "../queries.ts";

/** Matches offered at once; a longer name narrows them. */
export const pickerLimit = 8;
/** Typing pauses this long before the server is asked. */
export const pickerDelayMs = 250;

/**
 * A combobox over the user's concepts, searched on the server by name and other names (`GET /api/concepts?query=`):
 * arrows move, Enter or a click picks, Escape closes. Concepts in `excludeIds` (those already chosen) are not offered.
 */
export function ConceptPicker({
  onPick,
  excludeIds,
  label = "Search concepts",
  autoFocus = false,
}: {
  onPick: (concept: ConceptListItem) => void;
  excludeIds: ReadonlySet<string>;
  label?: string;
  autoFocus?: boolean;
}) {
  const [typed, setTyped] = useState("");
  const query = useDebouncedValue(typed.trim(), pickerDelayMs);
  const searching = query.length > 0;
  // One more than shown, so excluding the chosen ones still leaves a full list.
  const list = useConceptList({ query, limit: pickerLimit + excludeIds.size, sort: "mentions" }, searching);
  const matches = searching ? (list.data?.items ?? []).filter((c) => !excludeIds.has(c.id)).slice(0, pickerLimit) : [];
  const waiting = typed.trim() !== query || (searching && list.isFetching && !list.data);

  const combobox = useCombobox({ value: typed, onValueChange: setTyped, options: matches, onChoose: pick, waiting });
  const { listId, optionId, expanded, active, setActive } = combobox;

  function pick(concept: ConceptListItem) {
    onPick(concept);
    setTyped("");
    setActive(0);
  }

  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        {...combobox.inputProps}
        aria-label={label}
        placeholder={`${label}...`}
        className="pl-9"
        autoFocus={autoFocus}
      />
      {expanded ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="Matching concepts"
          aria-busy={waiting || undefined}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border bg-popover p-1 text-sm shadow-md"
        >
          {list.error ? (
            <li role="option" aria-selected={false} aria-disabled className="px-2 py-1.5 text-destructive">
              Concepts could not be searched: {readableError(list.error)}
            </li>
          ) : waiting && matches.length === 0 ? (
            <li
              role="option"
              aria-selected={false}
              aria-disabled
              className="flex gap-2 px-2 py-1.5 text-muted-foreground"
            >
              <Spinner /> Searching...
            </li>
          ) : matches.length === 0 ? (
            <li role="option" aria-selected={false} aria-disabled className="px-2 py-1.5 text-muted-foreground">
              No other concept matches “{typed.trim()}”
            </li>
          ) : (
            matches.map((concept, i) => (
              <li
                key={concept.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={cn(
                  "grid cursor-pointer gap-0.5 rounded-sm px-2 py-1.5",
                  i === active && "bg-accent text-accent-foreground",
                )}
                // Before the input's blur closes the list.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => pick(concept)}
              >
                <span className="flex items-baseline gap-2">
                  <span className="min-w-0 flex-1 truncate font-medium">{concept.name}</span>
                  <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                    {concept.mentionCount} mention{concept.mentionCount === 1 ? "" : "s"}
                  </span>
                </span>
                {concept.aliases.length ? (
                  <span className="truncate text-xs text-muted-foreground">Also: {concept.aliases.join(", ")}</span>
                ) : null}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
