import { memo } from "react";
import { Link } from "wouter";
import { CircleAlert, CircleCheck, Clock, X } from "lucide-react";
import { Button } from "@web/components/ui/button.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { formatKb } from "@web/features/documents/format.ts";
import { readableError } from "@web/lib/api.ts";
import { documentPath } from "@web/lib/routes.ts";
import type { UploadItem } from "../upload-queue.ts";

function StateText({ item }: { item: UploadItem }) {
  switch (item.state) {
    case "waiting":
      return <span className="text-muted-foreground">Waiting</span>;
    case "uploading":
      return (
        <span className="text-muted-foreground tabular-nums">
          {item.file.size > 0 ? Math.round((item.loaded / item.file.size) * 100) : 0}%
        </span>
      );
    case "saved":
      return item.document ? (
        <Link
          href={documentPath(item.document.id)}
          className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          Saved
        </Link>
      ) : (
        <span>Saved</span>
      );
    default:
      return <span className="text-red-700 dark:text-red-300">Failed</span>;
  }
}

const icons = {
  waiting: <Clock className="size-4 shrink-0 text-muted-foreground" aria-hidden />,
  uploading: <Spinner className="shrink-0 text-primary" />,
  saved: <CircleCheck className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />,
  failed: <CircleAlert className="size-4 shrink-0 text-red-600 dark:text-red-400" aria-hidden />,
} as const;

/** One file: name, size in KB (one decimal), its state, the reason it failed, and a remove button while it can go. */
const UploadFileRow = memo(function UploadFileRow({
  item,
  onRemove,
}: {
  item: UploadItem;
  onRemove: (key: string) => void;
}) {
  const removable = item.state === "waiting" || item.state === "failed";
  return (
    <li
      className="grid gap-1 rounded-lg border bg-surface py-2 pr-2 pl-3"
      data-testid="pending-file"
      data-state={item.state}
    >
      <div className="flex min-w-0 items-center gap-3">
        {icons[item.state]}
        <span className="min-w-0 flex-1 truncate text-sm font-medium" title={item.file.name}>
          {item.file.name}
        </span>
        <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{formatKb(item.file.size)}</span>
        <span className="w-14 shrink-0 text-right text-xs">
          <StateText item={item} />
        </span>
        {removable ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Remove ${item.file.name}`}
            onClick={() => onRemove(item.key)}
          >
            <X aria-hidden />
          </Button>
        ) : (
          <span className="size-8 shrink-0" aria-hidden />
        )}
      </div>
      {item.state === "failed" ? (
        <p className="pl-7 text-xs text-red-700 [overflow-wrap:anywhere] dark:text-red-300">
          {readableError(item.error, "Failed to upload document")}
        </p>
      ) : null}
    </li>
  );
});

/** The files of the upload, one row each (rows only re-render when their own file changes). */
export function UploadFileList({ items, onRemove }: { items: readonly UploadItem[]; onRemove: (key: string) => void }) {
  return (
    <ul className="grid max-h-96 gap-2 overflow-y-auto" aria-label="Files to upload" id="upload-files">
      {items.map((item) => (
        <UploadFileRow key={item.key} item={item} onRemove={onRemove} />
      ))}
    </ul>
  );
}
