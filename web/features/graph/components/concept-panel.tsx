import { useState, type ReactNode } from "react";
import { History, Network, X } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@web/components/ui/button.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { CategoryBadge } from "@web/features/concepts/components/category-badge.tsx";
import { useVersions } from "@web/features/timeline/queries.ts";
import { readableError } from "@web/lib/api.ts";
import { documentPath, routes } from "@web/lib/routes.ts";
import { cn } from "@web/lib/utils.ts";
import { useConcept } from "../queries.ts";
import { ConceptHistory } from "./concept-history.tsx";
import { ConceptPassagesList, passagePage } from "./concept-passages-list.tsx";
import { ConceptRelationships } from "./concept-relationships.tsx";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </section>
  );
}

/**
 * What Mnemo knows about the clicked concept: definition, category, the documents and passages that mention it, and
 * its history. "Focus" shows only it and its neighbours in the graph.
 */
export function ConceptPanel({
  conceptId,
  focused,
  onToggleFocus,
  onClose,
  className,
}: {
  conceptId: string;
  focused: boolean;
  onToggleFocus: () => void;
  onClose: () => void;
  className?: string;
}) {
  const concept = useConcept(conceptId);
  // Its history within the selected project: the timeline's query, narrowed to this concept.
  const history = useVersions(conceptId);
  const [limit, setLimit] = useState(passagePage);
  const data = concept.data;
  return (
    <aside
      aria-label="Concept details"
      className={cn("flex flex-col overflow-hidden rounded-xl border bg-card", className)}
      onKeyDown={(event) => event.key === "Escape" && onClose()}
      data-testid="concept-panel"
    >
      <div className="flex items-start gap-2 border-b p-4">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <h2 className="text-lg leading-tight font-semibold break-words">{data?.name ?? "Concept"}</h2>
          {data ? <CategoryBadge category={data.category} className="justify-self-start" /> : null}
        </div>
        <Button variant="ghost" size="icon" aria-label="Close concept details" onClick={onClose}>
          <X />
        </Button>
      </div>
      <div className="grid flex-1 content-start gap-5 overflow-y-auto p-4">
        {concept.error ? (
          <p className="text-sm text-destructive">This concept could not be loaded: {readableError(concept.error)}</p>
        ) : !data ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner /> Loading concept...
          </p>
        ) : (
          <>
            <div className="flex flex-wrap gap-2">
              <Button
                variant={focused ? "default" : "outline"}
                size="sm"
                aria-pressed={focused}
                onClick={onToggleFocus}
              >
                <Network /> Focus on neighbourhood
              </Button>
              <Button variant="outline" size="sm" asChild>
                <Link href={`${routes.timeline}?concept=${encodeURIComponent(conceptId)}`}>
                  <History /> Open in timeline
                </Link>
              </Button>
            </div>
            <Section title="Definition">
              <p className="text-sm break-words">
                {data.definition ?? (
                  <span className="text-muted-foreground">No definition found in your documents yet.</span>
                )}
              </p>
              {data.aliases.length ? (
                <p className="text-xs text-muted-foreground">Also called: {data.aliases.join(", ")}</p>
              ) : null}
            </Section>
            <Section title={`Documents (${data.documents.length})`}>
              <ul className="grid gap-1 text-sm">
                {data.documents.map((d) => (
                  <li key={d.id} className="flex items-baseline justify-between gap-2">
                    <Link href={documentPath(d.id)} className="min-w-0 truncate text-primary hover:underline">
                      {d.title}
                    </Link>
                    <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                      {d.mentionCount} mention{d.mentionCount === 1 ? "" : "s"}
                    </span>
                  </li>
                ))}
              </ul>
            </Section>
            <Section title="Relationships">
              <ConceptRelationships conceptId={conceptId} />
            </Section>
            <Section title={`Passages (${data.mentionCount})`}>
              <ConceptPassagesList
                conceptId={conceptId}
                total={data.mentionCount}
                limit={limit}
                onMore={() => setLimit((l) => Math.min(200, l + passagePage * 2))}
              />
            </Section>
            <Section title="History">
              {history.isPending ? (
                <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
                  <Spinner /> Loading history...
                </p>
              ) : history.error ? (
                <p className="text-sm text-destructive">
                  The history could not be loaded: {readableError(history.error)}
                </p>
              ) : (
                <ConceptHistory versions={history.data} />
              )}
            </Section>
          </>
        )}
      </div>
    </aside>
  );
}
