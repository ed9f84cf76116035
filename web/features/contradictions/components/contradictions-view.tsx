import { useCallback, useMemo, useRef } from "react";
import { CircleCheck, History, RefreshCw } from "lucide-react";
import type { Contradiction } from "@contract/contradictions.ts";
import { EmptyState } from "@web/components/empty-state.tsx";
import { Alert } from "@web/components/ui/alert.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs.tsx";
import { readableError } from "@web/lib/api.ts";
import { matchesFilters, splitByStatus } from "../model.ts";
import { useFilters, useTab } from "../url-state.ts";
import { ContradictionFilters } from "./contradiction-filters.tsx";
import { ContradictionList } from "./contradiction-list.tsx";
import { ContradictionsEmpty } from "./contradictions-empty.tsx";
import { UnresolvedList } from "./unresolved-list.tsx";

function Count({ value }: { value: number }) {
  return <span className="rounded-full bg-muted-foreground/15 px-1.5 text-xs tabular-nums">{value}</span>;
}

/**
 * The body of the Contradictions page: a spinner while loading, the error with 'Try again', the empty state of PRODUCT.md section 2
 * when nothing was ever detected, else the Unresolved and Resolved tabs.
 */
export function ContradictionsView({
  data,
  isPending,
  error,
  refetch,
  isRefetching,
}: {
  data: readonly Contradiction[] | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
  isRefetching: boolean;
}) {
  const [tab, setTab] = useTab();
  const [filters, setFilters] = useFilters();
  const tabList = useRef<HTMLDivElement>(null);
  const groups = useMemo(() => splitByStatus((data ?? []).filter((c) => matchesFilters(c, filters))), [data, filters]);
  const filtered = !!(filters.kind || filters.severity || filters.documentId);
  const focusActiveTab = useCallback(
    () => tabList.current?.querySelector<HTMLElement>('[role="tab"][data-state="active"]')?.focus(),
    [],
  );

  if (error && !data) {
    return (
      <Alert variant="destructive" role="alert" className="items-center justify-between gap-4">
        <span>Contradictions could not be loaded: {readableError(error)}</span>
        <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isRefetching}>
          {isRefetching ? <Spinner /> : <RefreshCw aria-hidden />}
          Try again
        </Button>
      </Alert>
    );
  }
  if (isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-20 text-sm text-muted-foreground">
        <Spinner className="size-6 text-primary" />
        Loading contradictions...
      </div>
    );
  }
  if (!data || data.length === 0) return <ContradictionsEmpty />;

  return (
    <Tabs
      value={tab}
      onValueChange={(value) => setTab(value === "resolved" ? "resolved" : "unresolved")}
      className="grid gap-4"
    >
      <ContradictionFilters list={data} filters={filters} onChange={setFilters} />
      <TabsList ref={tabList} aria-label="Show contradictions" className="justify-self-start">
        <TabsTrigger value="unresolved" className="px-4">
          Unresolved <Count value={groups.unresolved.length} />
        </TabsTrigger>
        <TabsTrigger value="resolved" className="px-4">
          Resolved <Count value={groups.resolved.length} />
        </TabsTrigger>
      </TabsList>
      <TabsContent value="unresolved" className="mt-2 grid">
        <UnresolvedList
          items={groups.unresolved}
          onListEmptied={focusActiveTab}
          empty={
            filtered ? (
              <EmptyState
                icon={CircleCheck}
                title="None left with these filters"
                description="Clear the filters to see the other unresolved contradictions."
              />
            ) : (
              <EmptyState
                icon={CircleCheck}
                title="Every contradiction is resolved"
                description="Resolved ones, with your notes, are under Resolved."
              />
            )
          }
        />
      </TabsContent>
      <TabsContent value="resolved" className="mt-2 grid">
        <ContradictionList
          items={groups.resolved}
          label="Resolved contradictions"
          onListEmptied={focusActiveTab}
          empty={
            <EmptyState
              icon={History}
              title="Nothing resolved yet"
              description="Contradictions you resolve or dismiss are kept here with your note, and can be reopened."
            />
          }
        />
      </TabsContent>
    </Tabs>
  );
}
