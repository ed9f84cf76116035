import { useMemo, useState } from "react";
import { X } from "lucide-react";
import { useSearchParams } from "wouter";
import type { GraphNode } from "@contract/graph.ts";
import type { VersionEntry } from "@contract/versions.ts";
import { Alert } from "@web/components/ui/alert.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { readableError } from "@web/lib/api.ts";
import { changeTypeLabels, documentsOf, timelineDays } from "../format.ts";
import { useVersions } from "../queries.ts";
import { TimelineEmpty } from "./timeline-empty.tsx";
import { TimelineEntry } from "./timeline-entry.tsx";
import { TimelineFilters, type TimelineFilterValues } from "./timeline-filters.tsx";
import { TimelineRun } from "./timeline-run.tsx";

/** Items (an entry, or a folded run of one document's changes) shown before "Show more". */
const PAGE = 100;
const fmt = (n: number) => n.toLocaleString("en-US");

/** The concepts that have history, for the filter: one per concept, with how many changes it has. */
function conceptsOf(entries: readonly VersionEntry[]): GraphNode[] {
  const byId = new Map<string, GraphNode>();
  for (const e of entries) {
    const seen = byId.get(e.conceptId);
    if (seen) seen.degree += 1;
    else
      byId.set(e.conceptId, {
        id: e.conceptId,
        label: e.name,
        category: e.category,
        size: 0,
        degree: 1,
        documentCount: 0,
      });
  }
  return [...byId.values()];
}

function Loading() {
  return (
    <p className="py-10 text-center text-muted-foreground" role="status">
      Loading timeline...
    </p>
  );
}

const isChangeType = (value: string | null): value is VersionEntry["changeType"] =>
  value !== null && value in changeTypeLabels;

/**
 * Versions grouped by calendar day (newest first), a document's run of changes folded into one item ("12 concepts
 * created from …"), filters by concept (`?concept=`), change type (`?type=`) and document (`?document=`) in the
 * address, a hundred items at a time.
 */
export function TimelineView() {
  const [params, setParams] = useSearchParams();
  const conceptId = params.get("concept");
  const type = params.get("type");
  const filters: TimelineFilterValues = {
    changeType: isChangeType(type) ? type : null,
    documentId: params.get("document"),
  };
  const filtering = Boolean(conceptId || filters.changeType || filters.documentId);
  const all = useVersions(null);
  const filtered = useVersions(conceptId, filters);
  const shown = filtering ? filtered : all;
  const [limit, setLimit] = useState(PAGE);
  const concepts = useMemo(() => conceptsOf(all.data ?? []), [all.data]);
  const documents = useMemo(() => documentsOf(all.data ?? []), [all.data]);
  const { days, itemCount } = useMemo(() => timelineDays(shown.data ?? [], limit), [shown.data, limit]);

  const setParam = (changes: Record<string, string | null>) => {
    setLimit(PAGE);
    setParams((p) => {
      const next = new URLSearchParams(p);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  };

  if (all.isPending) return <Loading />;
  if (all.error)
    return (
      <Alert variant="destructive" role="alert">
        The timeline could not be loaded: {readableError(all.error)}
      </Alert>
    );
  if (all.data.length === 0) return <TimelineEmpty />;
  const current = conceptId
    ? (concepts.find((c) => c.id === conceptId)?.label ?? shown.data?.[0]?.name ?? "this concept")
    : null;

  return (
    <div className="grid gap-6">
      <TimelineFilters
        concepts={concepts}
        documents={documents}
        values={filters}
        onConcept={(id) => setParam({ concept: id })}
        onChange={(next) => setParam({ type: next.changeType, document: next.documentId })}
      >
        {filtering ? (
          <div className="flex flex-wrap items-center gap-2 text-sm" role="status">
            <span>
              {current ? (
                <>
                  Showing the history of <strong>{current}</strong>
                </>
              ) : shown.data ? (
                `Showing ${fmt(shown.data.length)} of ${fmt(all.data.length)} changes`
              ) : (
                "Filtering..."
              )}
            </span>
            {current ? (
              <Button variant="ghost" size="sm" onClick={() => setParam({ concept: null })}>
                <X /> Show all concepts
              </Button>
            ) : null}
            {filters.changeType || filters.documentId ? (
              <Button variant="ghost" size="sm" onClick={() => setParam({ type: null, document: null })}>
                <X /> Clear filters
              </Button>
            ) : null}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            {fmt(all.data.length)} changes to {fmt(concepts.length)} concepts
          </p>
        )}
      </TimelineFilters>
      {shown.isPending ? (
        <Loading />
      ) : shown.error ? (
        <Alert variant="destructive" role="alert">
          The history could not be loaded: {readableError(shown.error)}
        </Alert>
      ) : shown.data.length === 0 ? (
        <p className="py-6 text-center text-muted-foreground">
          {current ? "No changes recorded for this concept in this scope." : "No changes match these filters."}
        </p>
      ) : (
        <>
          {days.map((day) => (
            <section key={day.key} aria-labelledby={`day-${day.key}`} className="grid gap-3">
              <h2
                id={`day-${day.key}`}
                className="sticky top-14 z-10 bg-background/95 py-1 text-sm font-semibold tracking-wide text-muted-foreground"
              >
                {day.label}
              </h2>
              <ol className="ml-2 grid gap-3 border-l pl-5">
                {day.items.map((item) =>
                  item.type === "run" ? (
                    <TimelineRun key={item.run.key} run={item.run} />
                  ) : (
                    <TimelineEntry key={item.entry.id} entry={item.entry} />
                  ),
                )}
              </ol>
            </section>
          ))}
          {itemCount > limit ? (
            <Button variant="outline" className="justify-self-center" onClick={() => setLimit((l) => l + PAGE)}>
              Show {Math.min(PAGE, itemCount - limit)} more of {fmt(itemCount - limit)}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
