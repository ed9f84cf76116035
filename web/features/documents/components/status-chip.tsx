import { AlertTriangle, CircleAlert, Clock } from "lucide-react";
import type { DocumentState } from "@contract/documents.ts";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { cn } from "@web/lib/utils.ts";
import { statusLabel } from "../status.ts";

const chip = "inline-flex items-center gap-1 rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset [&_svg]:size-3.5";

/**
 * A document's processing status while it is not simply ready: queued, processing with its progress, failed (the
 * error as a tooltip), or ready with a warning. Nothing for a ready document.
 */
export function StatusChip({ state, className }: { state: Pick<DocumentState, "status" | "progress" | "warning" | "error">; className?: string }) {
  if (state.status === "ready") {
    if (!state.warning) return null;
    return (
      <span className={cn(chip, "bg-amber-100 text-amber-900 ring-amber-600/30 dark:bg-amber-950/60 dark:text-amber-200 dark:ring-amber-400/30", className)} title={state.warning}>
        <AlertTriangle aria-hidden />
        Warning
      </span>
    );
  }
  const failed = state.status === "failed";
  return (
    <span
      className={cn(
        chip,
        failed
          ? "bg-red-100 text-red-800 ring-red-600/20 dark:bg-red-950/60 dark:text-red-300 dark:ring-red-400/30"
          : "bg-indigo-50 text-indigo-800 ring-indigo-600/20 dark:bg-indigo-950/60 dark:text-indigo-200 dark:ring-indigo-400/30",
        className,
      )}
      title={failed ? (state.error ?? undefined) : undefined}
      data-testid="status-chip"
    >
      {failed ? <CircleAlert aria-hidden /> : state.status === "queued" ? <Clock aria-hidden /> : <Spinner />}
      {statusLabel(state)}
    </span>
  );
}
