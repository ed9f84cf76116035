import { useId, useMemo, useState, type KeyboardEvent } from "react";
import { Search } from "lucide-react";
import type { GraphNode } from "@contract/graph.ts";
import { Input } from "@web/components/ui/input.tsx";
import { cn } from "@web/lib/utils.ts";
import { categoryColors, categoryKey } from "../colors.ts";
import { searchConcepts } from "../model.ts";

/**
 * "Find a concept": a combobox over the graph's concepts (whole name, then prefix, then word start, then anywhere;
 * ties to the better connected). Choosing one flies the view to it and opens its panel.
 */
export function ConceptSearch({
  nodes,
  onChoose,
  label = "Find a concept",
  clearOnChoose = false,
  countNoun = "connection",
}: {
  nodes: readonly GraphNode[];
  onChoose: (node: GraphNode) => void;
  label?: string;
  clearOnChoose?: boolean;
  /** What the number beside each match counts (its `degree`). */
  countNoun?: string;
}) {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const matches = useMemo(() => searchConcepts(nodes, query), [nodes, query]);
  const expanded = open && query.trim().length > 0;

  const choose = (node: GraphNode | undefined) => {
    if (!node) return;
    onChoose(node);
    setQuery(clearOnChoose ? "" : node.label);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (matches.length ? (i + step + matches.length) % matches.length : 0));
    } else if (event.key === "Enter") {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="relative w-full sm:w-72">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        role="combobox"
        aria-label={label}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && matches[active] ? `${listId}-${active}` : undefined}
        placeholder={`${label}...`}
        className="pl-9"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {expanded ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="Matching concepts"
          className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border bg-popover p-1 text-sm shadow-md"
        >
          {matches.length === 0 ? (
            <li role="option" aria-selected={false} aria-disabled className="px-2 py-1.5 text-muted-foreground">
              No concept matches “{query.trim()}”
            </li>
          ) : (
            matches.map((node, i) => (
              <li
                key={node.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={cn(
                  "flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5",
                  i === active && "bg-accent text-accent-foreground",
                )}
                // Before the input's blur closes the list.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => choose(node)}
              >
                <span
                  className="size-2.5 shrink-0 rounded-full"
                  style={{ backgroundColor: categoryColors[categoryKey(node.category)] }}
                  aria-hidden
                />
                <span className="min-w-0 flex-1 truncate">{node.label}</span>
                <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                  <span aria-hidden>{node.degree}</span>
                  <span className="sr-only">
                    {" "}
                    ({node.degree} {countNoun}
                    {node.degree === 1 ? "" : "s"})
                  </span>
                </span>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
