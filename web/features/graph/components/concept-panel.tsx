import { useState, type ReactNode } from "react";
import { History, Network, X } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@web/components/ui/button.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { CategoryBadge } from "@web/features/concepts/components/category-badge.tsx";
import { ConceptAliases } from "@web/features/concepts/components/concept-aliases.tsx";
import { ConceptChangeActions } from "@web/features/concepts/components/concept-change-actions.tsx";
import { ConceptNameEditor } from "@web/features/concepts/components/concept-name-editor.tsx";
import { useVersions } from "@web/features/timeline/queries.ts";
import { isHttpStatus, readableError } from "@web/lib/api.ts";
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
 * What Mnemo knows about the clicked concept: definition, category, other names, the documents and passages that
 * mention it, and its history. "Focus" shows only it and its neighbours in the graph. The user decides what is one
 * concept here: rename it, merge it with others (`onOpenConcept` then shows the kept one), split a name or some
 * documents out of it.
 */
export function ConceptPanel({
  conceptId,
  focused,
  onToggleFocus,
  onOpenConcept,
  onClose,
  className,
}: {
  conceptId: string;
  focused: boolean;
  onToggleFocus: () => void;
  onOpenConcept: (id: string) => void;
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
      // Only from inside the panel itself: React also bubbles keys from its dialogs' portals here.
      onKeyDown={(event) => {
        if (event.key === "Escape" && event.currentTarget.contains(event.target as Node)) onClose();
      }}
      data-testid="concept-panel"
    >
      <div className="flex items-start gap-2 border-b p-4">
        <div className="grid min-w-0 flex-1 gap-1.5">
          {data ? (
            <ConceptNameEditor key={data.name} id={data.id} name={data.name} />
          ) : (
            <h2 className="text-lg leading-tight font-semibold break-words">Concept</h2>
          )}
          {data ? <CategoryBadge category={data.category} className="justify-self-start" /> : null}
        </div>
        <Button variant="ghost" size="icon" aria-label="Close concept details" onClick={onClose}>
          <X />
        </Button>
      </div>
      <div className="grid flex-1 content-start gap-5 overflow-y-auto p-4">
        {concept.error ? (
          <p className="text-sm text-destructive">
            {isHttpStatus(concept.error, 404)
              ? "This concept is no longer there: it was merged into another one, or its documents were deleted."
              : `This concept could not be loaded: ${readableError(concept.error)}`}
          </p>
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
              <ConceptChangeActions
                concept={data}
                onMerged={({ concept: kept }) => kept.id !== conceptId && onOpenConcept(kept.id)}
              />
            </div>
            <Section title="Definition">
              <p className="text-sm break-words">
                {data.definition ?? (
                  <span className="text-muted-foreground">No definition found in your documents yet.</span>
                )}
              </p>
            </Section>
            {data.aliases.length ? (
              <Section title="Also called">
                <ConceptAliases conceptId={data.id} aliases={data.aliases} />
              </Section>
            ) : null}
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
