import { useDropzone, type FileRejection } from "react-dropzone";
import { CloudUpload } from "lucide-react";
import { cn } from "@web/lib/utils.ts";
import { acceptedFiles, dropZoneHint, validateFile } from "../files.ts";

/**
 * Drag and drop, or click (or Enter/Space) to browse. 'Drop files here' while dragging; the hint 'PDF, TXT, MD,
 * DOCX, HTML, EPUB files supported' otherwise. Accepted and rejected files go to the parent.
 */
export function FileDropZone({
  disabled,
  onFiles,
}: {
  disabled: boolean;
  onFiles: (accepted: File[], rejected: FileRejection[]) => void;
}) {
  const { getRootProps, getInputProps, isDragActive, isDragReject } = useDropzone({
    accept: acceptedFiles,
    validator: validateFile,
    multiple: true,
    disabled,
    onDrop: (accepted, rejected) => onFiles(accepted, rejected),
  });
  // The zone is the control (role button, keyboard and click open the file dialog); its file input is kept out of
  // the page and the accessibility tree, since a control inside a button is nested interaction.
  return (
    <>
      <input {...getInputProps({ style: { display: "none" } })} />
      <div
        {...getRootProps({
          role: "button",
          "aria-label": "Choose files to upload",
          "aria-describedby": "drop-zone-hint",
          "aria-disabled": disabled || undefined,
        })}
        className={cn(
          "flex cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors outline-none",
          "hover:border-primary/60 hover:bg-primary/5 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
          isDragActive && "border-primary bg-primary/10",
          isDragReject && "border-destructive bg-destructive/10",
          disabled && "cursor-not-allowed opacity-60",
        )}
        data-testid="drop-zone"
        data-state={isDragActive ? (isDragReject ? "reject" : "active") : "idle"}
      >
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <CloudUpload className="size-6" aria-hidden />
        </span>
        {isDragActive ? (
          <p className="text-base font-medium">Drop files here</p>
        ) : (
          <p className="text-base font-medium">
            Drag and drop files here, or <span className="text-primary underline underline-offset-4">browse</span>
          </p>
        )}
        <p id="drop-zone-hint" className="text-sm text-muted-foreground">
          {dropZoneHint}
        </p>
      </div>
    </>
  );
}
