import { useId, useMemo } from "react";
import { Lightbulb, TriangleAlert } from "lucide-react";
import type { Contradiction } from "@contract/contradictions.ts";
import { Button } from "@web/components/ui/button.tsx";
import { cn } from "@web/lib/utils.ts";
import { differingWords } from "../differences.ts";
import {
  actionLabel,
  confidenceLabel,
  formatDay,
  isUnresolved,
  kindLabels,
  resolutionOrder,
  resolvedAccent,
  severityStyle,
  statementHolds,
  type Resolution,
} from "../model.ts";
import { ResolutionSummary } from "./resolution-summary.tsx";
import { SeverityLabel } from "./severity-label.tsx";
import { StatementPanel } from "./statement-panel.tsx";

/** The DOM id of a card, so the list can move focus to it. */
export function cardDomId(id: string): string {
  return `contradiction-${id}`;
}

function ResolveActions({ busy, onResolve }: { busy: boolean; onResolve: (resolution: Resolution) => void }) {
  const labelId = useId();
  return (
    <div
      className="flex flex-col gap-2 border-t pt-4 sm:flex-row sm:flex-wrap sm:items-center"
      role="group"
      aria-labelledby={labelId}
    >
      <span id={labelId} className="text-sm font-medium text-muted-foreground sm:mr-1">
        Resolve:
      </span>
      {resolutionOrder.map((resolution) => (
        <Button
          key={resolution}
          variant={resolution === "dismissed" ? "ghost" : "outline"}
          size="sm"
          disabled={busy}
          onClick={() => onResolve(resolution)}
          aria-haspopup="dialog"
          className={resolution === "dismissed" ? "text-muted-foreground sm:ml-auto" : undefined}
        >
          {actionLabel(resolution)}
        </Button>
      ))}
    </div>
  );
}

/**
 * One contradiction: severity, 'Contradiction Detected', its kind, the shared concept and why it was flagged, the
 * two statements side by side with their sources, then the resolve actions (or, once resolved, the outcome and
 * 'Reopen'). An unresolved card can be selected for dismissing several at once.
 */
export function ContradictionCard({
  contradiction: c,
  busy,
  onResolve,
  onReopen,
  selected,
  onSelect,
}: {
  contradiction: Contradiction;
  busy: boolean;
  onResolve: (resolution: Resolution) => void;
  onReopen: () => void;
  /** Present on cards that can be selected. */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
}) {
  const headingId = useId();
  const [marks1, marks2] = useMemo(() => differingWords(c.statement1, c.statement2), [c.statement1, c.statement2]);
  const unresolved = isUnresolved(c);
  const detected = formatDay(c.detectedAt);
  return (
    <article
      id={cardDomId(c.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={cn(
        "grid gap-4 rounded-xl border border-l-4 bg-card p-5 text-card-foreground shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-6",
        unresolved ? severityStyle(c.severity).accent : cn(resolvedAccent, "shadow-none"),
      )}
      data-testid="contradiction"
      data-resolved={unresolved ? "false" : "true"}
    >
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-3">
            {onSelect ? (
              <input
                type="checkbox"
                className="size-4 cursor-pointer accent-primary"
                checked={!!selected}
                onChange={(event) => onSelect(event.target.checked)}
                aria-label="Select this contradiction"
                data-testid="select-contradiction"
              />
            ) : null}
            <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold tracking-tight sm:text-lg">
              <TriangleAlert
                className={cn("size-5", unresolved ? "text-amber-600 dark:text-amber-400" : "text-muted-foreground")}
                aria-hidden
              />
              Contradiction Detected
            </h2>
          </div>
          <SeverityLabel severity={c.severity} />
        </div>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span
            className="rounded-md border px-1.5 py-0.5 text-xs font-medium text-foreground"
            data-testid="contradiction-kind"
          >
            {kindLabels[c.kind] ?? c.kind}
          </span>
          <span data-testid="contradiction-confidence">{confidenceLabel(c.confidence)}</span>
          {c.concept ? (
            <span>
              About{" "}
              <span
                className="rounded-md bg-primary/10 px-1.5 py-0.5 font-medium text-primary"
                data-testid="contradiction-concept"
              >
                {c.concept.name}
              </span>
            </span>
          ) : null}
          {detected ? (
            <span>
              Detected <time dateTime={c.detectedAt}>{detected}</time>
            </span>
          ) : null}
        </p>
        {c.reason ? (
          <p className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="contradiction-reason">
            <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              <span className="sr-only">Why it was flagged: </span>
              {c.reason}
            </span>
          </p>
        ) : null}
      </header>
      <div className="grid gap-3 md:grid-cols-2">
        <StatementPanel index={1} text={c.statement1} source={c.source1} marks={marks1} holds={statementHolds(c, 1)} />
        <StatementPanel index={2} text={c.statement2} source={c.source2} marks={marks2} holds={statementHolds(c, 2)} />
      </div>
      {unresolved ? (
        <ResolveActions busy={busy} onResolve={onResolve} />
      ) : (
        <ResolutionSummary contradiction={c} busy={busy} onReopen={onReopen} />
      )}
    </article>
  );
}
