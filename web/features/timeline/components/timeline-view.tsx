import { useMemo, useState } from "react";
import { X } from "lucide-react";
import { useSearchParams } from "wouter";
import type { GraphNode } from "@contract/graph.ts";
import type { VersionEntry } from "@contract/versions.ts";
import { Alert } from "@web/components/ui/alert.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { ConceptSearch } from "@web/features/graph/components/concept-search.tsx";
import { readableError } from "@web/lib/api.ts";
import { groupByDay } from "../format.ts";
import { useVersions } from "../queries.ts";
import { TimelineEmpty } from "./timeline-empty.tsx";
import { TimelineEntry } from "./timeline-entry.tsx";

const PAGE = 100;

/** The concepts that have history, for the filter: one per concept, with how many changes it has. */
function conceptsOf(entries: readonly VersionEntry[]): GraphNode[] {
  const byId = new Map<string, GraphNode>();
  for (const e of entries) {
    const seen = byId.get(e.conceptId);
    if (seen) seen.degree += 1;
    else byId.set(e.conceptId, { id: e.conceptId, label: e.name, category: e.category, size: 0, degree: 1, documentCount: 0 });
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

/** Versions grouped by calendar day (newest first), a filter by concept (`?concept={id}`), a hundred at a time. */
export function TimelineView() {
  const [params, setParams] = useSearchParams();
  const conceptId = params.get("concept");
  const all = useVersions(null);
  const filtered = useVersions(conceptId);
  const shown = conceptId ? filtered : all;
  const [limit, setLimit] = useState(PAGE);
  const concepts = useMemo(() => conceptsOf(all.data ?? []), [all.data]);
  const days = useMemo(() => groupByDay((shown.data ?? []).slice(0, limit)), [shown.data, limit]);
  const setConcept = (id: string | null) => {
    setLimit(PAGE);
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id) next.set("concept", id);
      else next.delete("concept");
      return next;
    });
  };

  if (all.isPending) return <Loading />;
  if (all.error) return <Alert variant="destructive" role="alert">The timeline could not be loaded: {readableError(all.error)}</Alert>;
  if (all.data.length === 0) return <TimelineEmpty />;
  const current = conceptId ? (concepts.find((c) => c.id === conceptId)?.label ?? shown.data?.[0]?.name ?? "this concept") : null;

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <ConceptSearch nodes={concepts} onChoose={(node) => setConcept(node.id)} label="Filter by concept" countNoun="change" clearOnChoose />
        {current ? (
          <div className="flex items-center gap-2 text-sm" role="status">
            <span>
              Showing the history of <strong>{current}</strong>
            </span>
            <Button variant="ghost" size="sm" onClick={() => setConcept(null)}>
              <X /> Show all concepts
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            {all.data.length.toLocaleString("en-US")} changes to {concepts.length.toLocaleString("en-US")} concepts
          </p>
        )}
      </div>
      {shown.isPending ? (
        <Loading />
      ) : shown.error ? (
        <Alert variant="destructive" role="alert">The history could not be loaded: {readableError(shown.error)}</Alert>
      ) : shown.data.length === 0 ? (
        <p className="py-6 text-center text-muted-foreground">No changes recorded for this concept in this scope.</p>
      ) : (
        <>
          {days.map((day) => (
            <section key={day.key} aria-labelledby={`day-${day.key}`} className="grid gap-3">
              <h2 id={`day-${day.key}`} className="sticky top-14 z-10 bg-background/95 py-1 text-sm font-semibold tracking-wide text-muted-foreground">
                {day.label}
              </h2>
              <ol className="ml-2 grid gap-3 border-l pl-5">
                {day.entries.map((entry) => (
                  <TimelineEntry key={entry.id} entry={entry} />
                ))}
              </ol>
            </section>
          ))}
          {shown.data.length > limit ? (
            <Button variant="outline" className="justify-self-center" onClick={() => setLimit((l) => l + PAGE)}>
              Show {Math.min(PAGE, shown.data.length - limit)} more of {(shown.data.length - limit).toLocaleString("en-US")}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
