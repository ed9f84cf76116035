import { ProgressBar } from "@web/components/ui/progress-bar.tsx";
import { Button } from "@web/components/ui/button.tsx";
import type { StatusCounts } from "../status.ts";

const fmt = (n: number) => n.toLocaleString("en-US");

/**
 * Above the cards while Mnemo is still reading some documents, or some failed: one bar for all of them (a batch
 * of a hundred files is followed here, not card by card) and a toggle to list only the failed ones.
 */
export function ReadingSummary({
  counts,
  onlyFailed,
  onToggleFailed,
}: {
  counts: StatusCounts;
  onlyFailed: boolean;
  onToggleFailed: () => void;
}) {
  const working = counts.queued + counts.processing;
  if (working === 0 && counts.failed === 0) return null;
  const settled = counts.ready + counts.failed;
  return (
    <section
      className="grid gap-2 rounded-xl border bg-card p-4"
      aria-label="Reading progress"
      data-testid="reading-summary"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm">
        <p>
          {working > 0 ? (
            <>
              <span className="font-medium">
                Mnemo is reading {fmt(working)} {working === 1 ? "document" : "documents"}
              </span>
              <span className="text-muted-foreground">
                {" "}
                · {fmt(counts.ready)} of {fmt(counts.total)} ready
              </span>
            </>
          ) : (
            <span className="font-medium">Every document is read</span>
          )}
          {counts.failed > 0 ? (
            <span className="text-red-700 dark:text-red-300"> · {fmt(counts.failed)} failed</span>
          ) : null}
        </p>
        {counts.failed > 0 ? (
          <Button variant="outline" size="sm" aria-pressed={onlyFailed} onClick={onToggleFailed}>
            {onlyFailed
              ? "Show all documents"
              : `Show the ${counts.failed === 1 ? "failed one" : `${fmt(counts.failed)} failed`}`}
          </Button>
        ) : null}
      </div>
      {working > 0 ? <ProgressBar label="Documents read" value={settled} max={counts.total} /> : null}
    </section>
  );
}
