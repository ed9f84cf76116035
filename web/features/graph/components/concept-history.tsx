import type { VersionEntry } from "@contract/versions.ts";
import { ChangeTypeBadge } from "@web/features/timeline/components/change-type-badge.tsx";
import { VersionActions } from "@web/features/timeline/components/version-actions.tsx";
import { formatDay, formatTime } from "@web/features/timeline/format.ts";

/** A concept's versions in the panel, newest first: what changed, when, from which document, and its undo. */
export function ConceptHistory({ versions }: { versions: readonly VersionEntry[] }) {
  if (versions.length === 0) return <p className="text-sm text-muted-foreground">No history recorded in this scope.</p>;
  return (
    <ol className="grid gap-3 border-l pl-4" aria-label="History">
      {versions.map((v) => (
        <li key={v.id} className="relative grid gap-1 text-sm">
          <span className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-primary" aria-hidden />
          <div className="flex flex-wrap items-center gap-2">
            <ChangeTypeBadge changeType={v.changeType} />
            <time dateTime={v.changedAt} className="text-xs text-muted-foreground">
              {formatDay(v.changedAt)}, {formatTime(v.changedAt)}
            </time>
          </div>
          {v.definition ? <p className="break-words">{v.definition}</p> : null}
          {v.detail ? <p className="text-xs text-muted-foreground">{v.detail}</p> : null}
          {v.document ? <p className="text-xs text-muted-foreground">From document: {v.document.title}</p> : null}
          <VersionActions entry={v} />
        </li>
      ))}
    </ol>
  );
}
