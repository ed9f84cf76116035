import { useEffect, useState } from "react";
import { ChevronLeft, ChevronRight, Combine, SearchX, Shapes } from "lucide-react";
import type { ConceptListItem } from "@contract/concept-changes.ts";
import { EmptyState } from "@web/components/empty-state.tsx";
import { SearchInput } from "@web/components/search-input.tsx";
import { Alert } from "@web/components/ui/alert.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";
import { UploadCta } from "@web/features/upload/components/upload-cta.tsx";
import { readableError } from "@web/lib/api.ts";
import { useDebouncedValue } from "@web/lib/use-debounced-value.ts";
import { conceptPageSize, conceptSortLabels, pageRange, useListState, type ConceptSort } from "../list-state.ts";
import { useConceptList } from "../queries.ts";
import { ConceptRow } from "./concept-row.tsx";
import { MergeDialog } from "./merge-dialog.tsx";

const selectClass =
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 sm:w-auto";

/**
 * Every concept of the selected project: search by name or other name, sort, a page at a time. Concepts chosen (on any
 * page, through any search) are merged together with "Merge selected".
 */
export function ConceptListSection() {
  const [state, setState] = useListState();
  const [typed, setTyped] = useState(state.query);
  const settled = useDebouncedValue(typed, 300);
  useEffect(() => {
    if (settled.trim() !== state.query.trim()) setState({ query: settled });
  }, [settled, state.query, setState]);
  const list = useConceptList({
    query: state.query,
    sort: state.sort,
    limit: conceptPageSize,
    offset: (state.page - 1) * conceptPageSize,
  });
  const [selected, setSelected] = useState<ReadonlyMap<string, ConceptListItem>>(() => new Map());
  const [merging, setMerging] = useState(false);
  const select = (concept: ConceptListItem, on: boolean) =>
    setSelected((map) => {
      const next = new Map(map);
      if (on) next.set(concept.id, concept);
      else next.delete(concept.id);
      return next;
    });

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / conceptPageSize));
  const searching = state.query.trim() !== "";
  return (
    <section aria-labelledby="all-concepts" className="grid gap-4">
      <h2 id="all-concepts" className="text-lg font-semibold tracking-tight">
        All concepts
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput
          boxClassName="w-full sm:max-w-sm"
          placeholder="Search concepts..."
          aria-label="Search concepts"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <select
          aria-label="Sort by"
          className={selectClass}
          value={state.sort}
          onChange={(e) => setState({ sort: e.target.value as ConceptSort })}
        >
          {(Object.keys(conceptSortLabels) as ConceptSort[]).map((sort) => (
            <option key={sort} value={sort}>
              {conceptSortLabels[sort]}
            </option>
          ))}
        </select>
      </div>
      {list.error ? (
        <Alert variant="destructive" role="alert">
          Concepts could not be loaded: {readableError(list.error)}
        </Alert>
      ) : list.isPending ? (
        <div className="grid gap-2" role="status">
          <span className="sr-only">Loading concepts...</span>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-14 rounded-lg" />
          ))}
        </div>
      ) : total === 0 ? (
        <EmptyState
          icon={searching ? SearchX : Shapes}
          title={searching ? "No concepts found" : "No concepts yet"}
          description={searching ? "Try a different search term" : "Upload documents to extract concepts"}
          action={searching ? undefined : <UploadCta />}
        />
      ) : (
        <>
          <ul
            className="divide-y rounded-xl border bg-card px-4 transition-opacity aria-busy:opacity-60"
            aria-label="Concepts"
            aria-busy={list.isPlaceholderData || undefined}
          >
            {list.data.items.map((concept) => (
              <ConceptRow
                key={concept.id}
                concept={concept}
                selected={selected.has(concept.id)}
                onSelect={(on) => select(concept, on)}
              />
            ))}
          </ul>
          <nav className="flex items-center justify-between gap-2 text-sm" aria-label="Pages of concepts">
            <span className="text-muted-foreground tabular-nums" role="status">
              {pageRange(state.page, total)}
            </span>
            {pages > 1 ? (
              <span className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={state.page <= 1}
                  onClick={() => setState({ page: state.page - 1 })}
                >
                  <ChevronLeft /> Previous
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={state.page >= pages}
                  onClick={() => setState({ page: state.page + 1 })}
                >
                  Next <ChevronRight />
                </Button>
              </span>
            ) : null}
          </nav>
        </>
      )}
      {selected.size > 0 ? (
        <div
          className="sticky bottom-3 z-10 flex flex-wrap items-center gap-3 rounded-lg border bg-card/95 px-4 py-2 text-sm shadow-sm backdrop-blur"
          data-testid="selection-bar"
        >
          <span>
            {selected.size} selected
            {selected.size < 2 ? <span className="text-muted-foreground">: choose one more to merge</span> : null}
          </span>
          <Button
            size="sm"
            className="ml-auto"
            disabled={selected.size < 2}
            aria-haspopup="dialog"
            onClick={() => setMerging(true)}
          >
            <Combine /> Merge selected
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setSelected(new Map())}>
            Clear selection
          </Button>
        </div>
      ) : null}
      <MergeDialog
        open={merging}
        onOpenChange={setMerging}
        concepts={[...selected.values()]}
        onMerged={() => setSelected(new Map())}
      />
    </section>
  );
}
