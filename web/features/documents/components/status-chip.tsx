import { AlertTriangle, CircleAlert, CircleCheck, Clock } from "lucide-react";
import type { DocumentState } from "@contract/documents.ts";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { cn } from "@web/lib/utils.ts";
import { statusLabel } from "../status.ts";

const chip =
  "inline-flex items-center gap-1 rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset [&_svg]:size-3.5";

const tones = {
  ready:
    "bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-950/60 dark:text-emerald-300 dark:ring-emerald-400/30",
  warning:
    "bg-amber-100 text-amber-900 ring-amber-600/30 dark:bg-amber-950/60 dark:text-amber-200 dark:ring-amber-400/30",
  failed: "bg-red-100 text-red-800 ring-red-600/20 dark:bg-red-950/60 dark:text-red-300 dark:ring-red-400/30",
  working:
    "bg-indigo-50 text-indigo-800 ring-indigo-600/20 dark:bg-indigo-950/60 dark:text-indigo-200 dark:ring-indigo-400/30",
} as const;

type ChipState = Pick<DocumentState, "status" | "progress" | "warning" | "error">;

/**
 * A document's processing status: queued, processing with its progress, failed (the error as a tooltip; cards also
 * print it), ready, or ready with a warning. `showReady` false leaves a plain ready document without a chip.
 * Test ids: `status-chip` while a document is queued, processing or failed (browser tests wait for it to go), and
 * `status-ready` / `status-warning` once it is ready.
 */
export function StatusChip({
  state,
  className,
  showReady = true,
}: {
  state: ChipState;
  className?: string;
  showReady?: boolean;
}) {
  if (state.status === "ready") {
    if (state.warning) {
      return (
        <span className={cn(chip, tones.warning, className)} title={state.warning} data-testid="status-warning">
          <AlertTriangle aria-hidden />
          Warning
        </span>
      );
    }
    if (!showReady) return null;
    return (
      <span className={cn(chip, tones.ready, className)} data-testid="status-ready">
        <CircleCheck aria-hidden />
        Ready
      </span>
    );
  }
  const failed = state.status === "failed";
  return (
    <span
      className={cn(chip, failed ? tones.failed : tones.working, className)}
      title={failed ? (state.error ?? undefined) : undefined}
      data-testid="status-chip"
      data-status={state.status}
    >
      {failed ? <CircleAlert aria-hidden /> : state.status === "queued" ? <Clock aria-hidden /> : <Spinner />}
      {statusLabel(state)}
    </span>
  );
}
