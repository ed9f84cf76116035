import { useDropzone, type FileRejection } from "react-dropzone";
import { CloudUpload } from "lucide-react";
import { cn } from "@web/lib/utils.ts";
import { acceptedFiles, dropZoneHint, validateFile } from "../files.ts";

/**
 * Drag and drop, or click (or Enter/Space on its button) to browse. 'Drop files here' while dragging; the hint 'PDF,
 * TXT, MD, DOCX, HTML, EPUB files supported' otherwise, and that uploading starts at once. Accepted and rejected files go to the
 * parent.
 */
export function FileDropZone({
  disabled = false,
  onFiles,
}: {
  disabled?: boolean;
  onFiles: (accepted: File[], rejected: FileRejection[]) => void;
}) {
  const { getRootProps, getInputProps, isDragActive, isDragReject } = useDropzone({
    accept: acceptedFiles,
    validator: validateFile,
    multiple: true,
    disabled,
    // The button inside is the control for keyboards; a click anywhere on the zone (the button's included, by
    // bubbling) opens the file dialog.
    noKeyboard: true,
    onDrop: (accepted, rejected) => onFiles(accepted, rejected),
  });
  // The file input is kept out of the page and the accessibility tree. The button's name starts with its visible
  // words (what speech users say) and ends with what it does; the hint describes it.
  return (
    <>
      <input {...getInputProps({ style: { display: "none" } })} />
      <div
        {...getRootProps()}
        className={cn(
          "flex cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors",
          "hover:border-primary/60 hover:bg-primary/5 has-[button:focus-visible]:ring-2 has-[button:focus-visible]:ring-ring has-[button:focus-visible]:ring-offset-2 has-[button:focus-visible]:ring-offset-background",
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
        <button
          type="button"
          className="rounded-sm text-base font-medium outline-none"
          aria-describedby="drop-zone-hint"
          disabled={disabled}
        >
          {isDragActive ? (
            "Drop files here"
          ) : (
            <>
              Drag and drop files here, or <span className="text-primary underline underline-offset-4">browse</span>
              <span className="sr-only"> to choose files to upload</span>
            </>
          )}
        </button>
        <p id="drop-zone-hint" className="grid gap-0.5 text-sm text-muted-foreground">
          <span>{dropZoneHint}</span>
          <span className="text-xs">
            Uploading starts as soon as you choose or drop them. You can drop a whole folder.
          </span>
        </p>
      </div>
    </>
  );
}
