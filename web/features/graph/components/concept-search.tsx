import { useMemo, useState } from "react";
import { Search } from "lucide-react";
import type { GraphNode } from "@contract/graph.ts";
import { Input } from "@web/components/ui/input.tsx";
import { useCombobox } from "@web/lib/use-combobox.ts";
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
  const matches = useMemo(() => searchConcepts(nodes, query), [nodes, query]);

  const combobox = useCombobox({ value: query, onValueChange: setQuery, options: matches, onChoose: choose });
  const { listId, optionId, expanded, active, setActive, setOpen } = combobox;

  function choose(node: GraphNode) {
    onChoose(node);
    setQuery(clearOnChoose ? "" : node.label);
    setOpen(false);
  }

  return (
    <div className="relative w-full sm:w-72">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input type="search" {...combobox.inputProps} aria-label={label} placeholder={`${label}...`} className="pl-9" />
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
                id={optionId(i)}
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
