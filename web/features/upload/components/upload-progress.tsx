import { ProgressBar } from "@web/components/ui/progress-bar.tsx";
import type { BatchProgress } from "../use-upload.ts";

/** The byte progress of an upload batch. */
export function UploadProgress({ progress }: { progress: BatchProgress }) {
  const percent = Math.min(100, Math.round((progress.loaded / progress.total) * 100));
  return (
    <div className="grid gap-1.5" data-testid="upload-progress">
      <div className="flex items-center justify-between gap-3 text-xs text-muted-foreground">
        <span className="min-w-0 truncate">
          {progress.count > 1 ? `Sending ${progress.current} of ${progress.count}: ` : "Sending "}
          {progress.fileName}
        </span>
        <span className="shrink-0 tabular-nums">{percent}%</span>
      </div>
      <ProgressBar label="Upload progress" value={percent} fillClassName="duration-200" />
    </div>
  );
}
