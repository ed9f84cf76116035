import { AlertTriangle, CircleAlert, RefreshCw } from "lucide-react";
import type { DocumentState } from "@contract/documents.ts";
import { Alert } from "@web/components/ui/alert.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { ProgressBar } from "@web/components/ui/progress-bar.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { useRereadDocument } from "../queries.ts";
import { statusLabel } from "../status.ts";

/**
 * The live processing state on the document page: progress while queued or processing (updated by the live status
 * stream), the error when it failed (with "Read again": a failed document is read again only when its user asks),
 * the warning when it was saved with one. Nothing for a plain ready document.
 */
export function DocumentStatusPanel({
  state,
  title,
}: {
  state: Pick<DocumentState, "id" | "status" | "progress" | "warning" | "error">;
  title: string;
}) {
  const reread = useRereadDocument();
  const working = state.status === "queued" || state.status === "processing";
  return (
    <div className="grid gap-3 empty:hidden" data-testid="document-status" data-status={state.status}>
      {working ? (
        <div className="grid gap-2 rounded-lg border bg-surface p-4" role="status">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
            <span className="flex items-center gap-2 font-medium">
              <Spinner className="text-primary" />
              {statusLabel(state)}
            </span>
            <span className="text-muted-foreground">Extracting concepts; this page updates by itself.</span>
          </div>
          <ProgressBar
            label="Processing progress"
            value={state.status === "queued" ? 0 : state.progress}
            fillClassName="duration-500"
          />
        </div>
      ) : null}
      {state.status === "failed" ? (
        <Alert variant="destructive" role="alert" className="flex-wrap">
          <CircleAlert aria-hidden />
          <span className="min-w-0 flex-1">
            <strong className="font-semibold">Processing failed.</strong>{" "}
            {state.error || "The document could not be processed."}
          </span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="ml-auto"
            disabled={reread.isPending}
            aria-busy={reread.isPending || undefined}
            onClick={() => reread.mutate({ id: state.id, title })}
          >
            {reread.isPending ? <Spinner /> : <RefreshCw aria-hidden />}
            Read again
          </Button>
        </Alert>
      ) : null}
      {state.warning ? (
        <Alert
          className="border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800/60 dark:bg-amber-950/40 dark:text-amber-100"
          data-testid="document-warning"
        >
          <AlertTriangle aria-hidden className="text-amber-600 dark:text-amber-300" />
          <span>{state.warning}</span>
        </Alert>
      ) : null}
    </div>
  );
}
