import { CircleCheck, CircleSlash, RotateCcw } from "lucide-react";
import type { Contradiction } from "@contract/contradictions.ts";
import { Button } from "@web/components/ui/button.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { dismissReasonLabels, formatDay, resolutionLabels } from "../model.ts";

/** How a resolved contradiction was settled, the reader's note and 'Reopen'. */
export function ResolutionSummary({
  contradiction,
  busy,
  onReopen,
}: {
  contradiction: Contradiction;
  busy: boolean;
  onReopen: () => void;
}) {
  const { resolution, resolutionNote, resolvedAt, dismissReason } = contradiction;
  const dismissed = resolution === "dismissed";
  const Icon = dismissed ? CircleSlash : CircleCheck;
  const day = formatDay(resolvedAt);
  return (
    <div
      className="flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-start sm:justify-between"
      data-testid="resolution"
    >
      <div className="grid min-w-0 gap-1.5 text-sm">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Icon
            className={dismissed ? "size-4 text-muted-foreground" : "size-4 text-emerald-600 dark:text-emerald-400"}
            aria-hidden
          />
          <span className="font-medium">
            {dismissed
              ? dismissReason
                ? `Dismissed: ${dismissReasonLabels[dismissReason]}`
                : "Dismissed"
              : resolution
                ? `Resolved: ${resolutionLabels[resolution]}`
                : "Resolved"}
          </span>
          {day ? (
            <span className="text-muted-foreground">
              on <time dateTime={resolvedAt ?? undefined}>{day}</time>
            </span>
          ) : null}
        </p>
        {resolutionNote ? (
          <p className="break-words whitespace-pre-line text-muted-foreground" data-testid="resolution-note">
            <span className="font-medium text-foreground">Note: </span>
            {resolutionNote}
          </p>
        ) : null}
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={onReopen}
        disabled={busy}
        aria-busy={busy || undefined}
        className="self-start"
      >
        {busy ? <Spinner /> : <RotateCcw aria-hidden />}
        Reopen
      </Button>
    </div>
  );
}
