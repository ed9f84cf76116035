import { SearchX } from "lucide-react";
import type { SearchResponse } from "@contract/search.ts";
import { EmptyState } from "@web/components/empty-state.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";
import { SearchResultCard } from "./search-result-card.tsx";

/** Placeholder cards while the answer is on its way. */
export function SearchResultsLoading() {
  return (
    <div className="grid gap-3" role="status" aria-label="Searching...">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-4 rounded-xl border bg-card p-5">
          <Skeleton className="size-9 rounded-lg" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-5 w-2/5" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-4/5" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** 'Found N result(s)' (announced to screen readers) and the results, best first. */
export function SearchResults({ response }: { response: SearchResponse }) {
  const { results } = response;
  return (
    <section className="grid gap-4" aria-label="Search results">
      <div className="grid gap-1">
        <p role="status" className="text-sm font-medium" data-testid="result-count">
          Found {results.length} result(s)
        </p>
        {response.queryTruncated ? (
          <p className="text-xs text-muted-foreground">Your question was long, so only its beginning was searched.</p>
        ) : null}
      </div>
      {results.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="Nothing matched"
          description="Try other words, a shorter question, or All Documents instead of one project."
        />
      ) : (
        <ul className="grid gap-3">
          {results.map((result) => (
            <li key={`${result.type}:${result.id}`}>
              <SearchResultCard result={result} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
