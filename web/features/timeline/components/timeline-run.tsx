import { useState } from "react";
import { Link } from "wouter";
import { ChevronDown } from "lucide-react";
import { Button } from "@web/components/ui/button.tsx";
import { graphConceptPath } from "@web/features/graph/links.ts";
import { documentPath } from "@web/lib/routes.ts";
import { cn } from "@web/lib/utils.ts";
import { formatTime, runTitle, type EntryRun } from "../format.ts";
import { ChangeTypeBadge } from "./change-type-badge.tsx";
import { TimelineEntry } from "./timeline-entry.tsx";

/** Names shown in a folded run before "and N more". */
const previewCount = 8;

/**
 * A run of changes one document caused ("12 concepts created from “Attention Is All You Need”"): the first names
 * as links, and every entry behind "Show all".
 */
export function TimelineRun({ run }: { run: EntryRun }) {
  const [open, setOpen] = useState(false);
  const panelId = `${run.key}-entries`;
  const newest = run.entries[0]!;
  const rest = run.entries.length - previewCount;
  return (
    <li className="relative grid gap-3 rounded-lg border bg-card p-4 shadow-xs" data-testid="timeline-run">
      <span
        className="absolute top-5 -left-[1.65rem] size-3 rounded-full border-2 border-background bg-primary ring-1 ring-primary/40"
        aria-hidden
      />
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h3 className="font-semibold [overflow-wrap:anywhere]">{runTitle(run)}</h3>
        <ChangeTypeBadge changeType={run.changeType} />
        <time dateTime={newest.changedAt} className="ml-auto text-xs text-muted-foreground tabular-nums">
          {formatTime(newest.changedAt)}
        </time>
      </div>
      {!open ? (
        <p className="flex flex-wrap gap-1.5 text-sm">
          {run.entries.slice(0, previewCount).map((entry) => (
            <Link
              key={entry.id}
              href={graphConceptPath(entry.conceptId)}
              className="rounded-md bg-muted px-2 py-0.5 hover:bg-accent hover:underline"
            >
              {entry.name}
            </Link>
          ))}
          {rest > 0 ? (
            <span className="px-1 py-0.5 text-muted-foreground">and {rest.toLocaleString("en-US")} more</span>
          ) : null}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <Button
          variant="ghost"
          size="sm"
          className="-ml-3"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
        >
          <ChevronDown aria-hidden className={cn("transition-transform", open && "rotate-180")} />
          {open ? "Fold" : `Show all ${run.entries.length.toLocaleString("en-US")}`}
        </Button>
        {run.document?.id ? (
          <Link
            href={documentPath(run.document.id)}
            className="text-xs font-medium text-muted-foreground hover:text-foreground hover:underline"
          >
            Open the document
          </Link>
        ) : null}
      </div>
      {open ? (
        <ol id={panelId} className="grid gap-2" aria-label={runTitle(run)}>
          {run.entries.map((entry) => (
            <TimelineEntry key={entry.id} entry={entry} nested />
          ))}
        </ol>
      ) : null}
    </li>
  );
}
