import { FileText, X } from "lucide-react";
import { Button } from "@web/components/ui/button.tsx";
import { formatKb } from "@web/features/documents/format.ts";
import { fileKey } from "../files.ts";

/** The files picked but not sent yet: name, size in KB (one decimal) and a remove button each. */
export function PendingFiles({ files, disabled, onRemove }: { files: readonly File[]; disabled: boolean; onRemove: (file: File) => void }) {
  if (files.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label="Files to upload">
      {files.map((file) => (
        <li key={fileKey(file)} className="flex items-center gap-3 rounded-lg border bg-surface py-2 pr-2 pl-3" data-testid="pending-file">
          <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span className="min-w-0 flex-1 truncate text-sm font-medium" title={file.name}>
            {file.name}
          </span>
          <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{formatKb(file.size)}</span>
          <Button variant="ghost" size="icon" className="size-8" disabled={disabled} aria-label={`Remove ${file.name}`} onClick={() => onRemove(file)}>
            <X aria-hidden />
          </Button>
        </li>
      ))}
    </ul>
  );
}
