import { Link } from "wouter";
import type { VersionEntry } from "@contract/versions.ts";
import { CategoryBadge } from "@web/features/concepts/components/category-badge.tsx";
import { graphConceptPath } from "@web/features/graph/links.ts";
import { documentPath } from "@web/lib/routes.ts";
import { formatTime } from "../format.ts";
import { ChangeTypeBadge } from "./change-type-badge.tsx";
import { VersionActions } from "./version-actions.tsx";

/**
 * One change (PRODUCT.md section 2, Concept Timeline): name, change-type badge, category, time of day, definition, the previous definition if there
 * was one, and "From document: {title}". The name opens the concept in the graph. The user's own change can be undone
 * from here, and a merge made while reading split back out.
 */
export function TimelineEntry({ entry, nested = false }: { entry: VersionEntry; nested?: boolean }) {
  return (
    <li
      className={
        nested
          ? "grid gap-2 rounded-md border bg-background p-3"
          : "relative grid gap-2 rounded-lg border bg-card p-4 shadow-xs"
      }
      data-testid="timeline-entry"
    >
      {nested ? null : (
        <span
          className="absolute top-5 -left-[1.65rem] size-3 rounded-full border-2 border-background bg-primary ring-1 ring-primary/40"
          aria-hidden
        />
      )}
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h3 className="font-semibold [overflow-wrap:anywhere]">
          <Link href={graphConceptPath(entry.conceptId)} className="hover:underline">
            {entry.name}
          </Link>
        </h3>
        <ChangeTypeBadge changeType={entry.changeType} />
        <CategoryBadge category={entry.category} />
        <time dateTime={entry.changedAt} className="ml-auto text-xs text-muted-foreground tabular-nums">
          {formatTime(entry.changedAt)}
        </time>
      </div>
      {entry.definition ? <p className="text-sm break-words">{entry.definition}</p> : null}
      {entry.previousDefinition ? (
        <p className="rounded-md bg-muted/60 px-3 py-2 text-sm break-words text-muted-foreground">
          <span className="font-medium">Previous definition: </span>
          <del className="decoration-muted-foreground/50">{entry.previousDefinition}</del>
        </p>
      ) : null}
      {entry.detail ? <p className="text-xs text-muted-foreground">{entry.detail}</p> : null}
      {entry.document ? (
        <p className="text-xs text-muted-foreground">
          From document:{" "}
          {entry.document.id ? (
            <Link href={documentPath(entry.document.id)} className="font-medium text-foreground hover:underline">
              {entry.document.title}
            </Link>
          ) : (
            <span className="font-medium">{entry.document.title}</span>
          )}
        </p>
      ) : null}
      <VersionActions entry={entry} />
    </li>
  );
}
