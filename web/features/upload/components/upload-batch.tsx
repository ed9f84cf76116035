import { useState } from "react";
import { ChevronDown, Upload } from "lucide-react";
import { Button } from "@web/components/ui/button.tsx";
import { ProgressBar } from "@web/components/ui/progress-bar.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { formatTimeLeft, type BatchSummary, type UploadItem } from "../upload-queue.ts";
import { UploadFileList } from "./upload-file-list.tsx";

const fmt = (n: number) => n.toLocaleString("en-US");

/** Above this many files the per-file list starts folded away: the summary says what matters. */
export const listFoldedAbove = 3;

function summaryLine(batch: BatchSummary): string {
  const done = batch.saved + batch.failed;
  const parts: string[] = [];
  if (batch.running) {
    parts.push(batch.total === 1 ? "Uploading 1 file" : `Uploading: ${fmt(done)} of ${fmt(batch.total)} files done`);
    if (batch.secondsLeft !== null) parts.push(formatTimeLeft(batch.secondsLeft));
  } else {
    parts.push(
      batch.failed === 0
        ? `${fmt(batch.saved)} ${batch.saved === 1 ? "file" : "files"} uploaded`
        : `${fmt(batch.saved)} of ${fmt(batch.total)} files uploaded`,
    );
  }
  if (batch.failed > 0) parts.push(`${fmt(batch.failed)} failed`);
  return parts.join(" · ");
}

/**
 * The upload's summary: one bar for the batch (files done of total, failed, time left), the per-file list behind
 * "Show files" once there are more than a few, and the button of PRODUCT.md section 2: 'Processing...' while files are being sent,
 * 'Upload N file(s)' to send the failed ones again.
 */
export function UploadBatch({
  batch,
  items,
  onRetry,
  onRemove,
}: {
  batch: BatchSummary | null;
  items: readonly UploadItem[];
  onRetry: () => void;
  onRemove: (key: string) => void;
}) {
  const [open, setOpen] = useState<boolean | null>(null);
  if (!batch && items.length === 0) return null;
  const failed = items.filter((i) => i.state === "failed").length;
  const running = batch?.running ?? false;
  const expanded = open ?? items.length <= listFoldedAbove;
  return (
    <div className="grid gap-3" data-testid="upload-batch">
      {batch ? (
        <div className="grid gap-1.5" data-testid="upload-progress">
          <p className="text-sm" role="status">
            {summaryLine(batch)}
          </p>
          {running ? <ProgressBar label="Upload progress" value={batch.percent} fillClassName="duration-200" /> : null}
        </div>
      ) : null}
      {items.length > 0 ? (
        <>
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-start px-2"
            aria-expanded={expanded}
            aria-controls="upload-files"
            onClick={() => setOpen(!expanded)}
          >
            <ChevronDown
              className={expanded ? "rotate-180 transition-transform" : "transition-transform"}
              aria-hidden
            />
            {expanded ? "Hide files" : `Show files (${fmt(items.length)})`}
          </Button>
          {expanded ? <UploadFileList items={items} onRemove={onRemove} /> : null}
        </>
      ) : null}
      {running ? (
        <Button className="justify-self-start" disabled aria-busy>
          <Spinner />
          Processing...
        </Button>
      ) : failed > 0 ? (
        <Button className="justify-self-start" onClick={onRetry}>
          <Upload aria-hidden />
          {`Upload ${failed} file(s)`}
        </Button>
      ) : null}
    </div>
  );
}
