import { useState } from "react";
import type { FileRejection } from "react-dropzone";
import { useQueryClient } from "@tanstack/react-query";
import { CircleAlert, FileUp, NotebookPen, Upload } from "lucide-react";
import { Alert } from "@web/components/ui/alert.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs.tsx";
import { useSelectedProject } from "@web/features/projects/queries.ts";
import { addPendingFiles, fileKey, rejectionMessage } from "../files.ts";
import { announceSaved, announceUploadFailed, type UploadOrigin } from "../notices.ts";
import { useSaveNote, useUploadFiles } from "../use-upload.ts";
import { FileDropZone } from "./file-drop-zone.tsx";
import { NoteForm, type NoteDraft } from "./note-form.tsx";
import { PendingFiles } from "./pending-files.tsx";
import { UploadProgress } from "./upload-progress.tsx";

const emptyNote: NoteDraft = { title: "", content: "" };

/**
 * 'Upload Content': the 'Upload Files' and 'Write Note' tabs, shared by Home and the Upload page. New documents go
 * to the selected project. `onSaved` runs after everything sent was saved (the Upload page then leaves for
 * /documents); which toasts appear depends on `origin` (see ../notices.ts).
 */
export function UploadPanel({ origin, onSaved }: { origin: UploadOrigin; onSaved?: () => void }) {
  const client = useQueryClient();
  const { id: projectId, project } = useSelectedProject();
  const [files, setFiles] = useState<File[]>([]);
  const [rejected, setRejected] = useState<FileRejection[]>([]);
  const [note, setNote] = useState<NoteDraft>(emptyNote);
  const [savedNotice, setSavedNotice] = useState("");
  const upload = useUploadFiles();
  const saveNote = useSaveNote();
  const busy = upload.isPending || saveNote.isPending;

  const pick = (accepted: File[], rejections: FileRejection[]) => {
    setFiles((current) => addPendingFiles(current, accepted));
    setRejected(rejections);
    setSavedNotice("");
  };

  const sendFiles = async () => {
    if (files.length === 0 || busy) return;
    setSavedNotice("");
    const { saved, failed } = await upload.mutateAsync({ files, projectId });
    const failedKeys = new Set(failed.map(({ file }) => fileKey(file)));
    setFiles((current) => current.filter((f) => failedKeys.has(fileKey(f))));
    announceSaved(saved, origin);
    if (saved.length > 0) setSavedNotice(saved.length === 1 ? `Saved "${saved[0]!.title}".` : `Saved ${saved.length} documents.`);
    if (failed.length > 0) {
      const [first] = failed;
      announceUploadFailed(client, first!.error, files.length > 1 ? first!.file.name : undefined);
    } else if (saved.length > 0) {
      onSaved?.();
    }
  };

  const sendNote = () => {
    if (busy) return;
    setSavedNotice("");
    saveNote.mutate(
      { ...note, projectId },
      {
        onSuccess: (document) => {
          setNote(emptyNote);
          announceSaved([document], origin);
          setSavedNotice(`Saved "${document.title}".`);
          onSaved?.();
        },
        onError: (error) => announceUploadFailed(client, error),
      },
    );
  };

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle as="h2">Upload Content</CardTitle>
        <CardDescription>
          New documents go to <span className="font-medium text-foreground">{project?.name ?? "All Documents"}</span>
          {project ? " (the selected project)" : ""}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="files">
          <TabsList className="w-full sm:w-auto">
            <TabsTrigger value="files">
              <FileUp className="size-4" aria-hidden />
              Upload Files
            </TabsTrigger>
            <TabsTrigger value="note">
              <NotebookPen className="size-4" aria-hidden />
              Write Note
            </TabsTrigger>
          </TabsList>
          <TabsContent value="files" className="grid gap-4">
            <FileDropZone disabled={busy} onFiles={pick} />
            {rejected.length > 0 ? (
              <Alert variant="destructive" role="alert">
                <CircleAlert aria-hidden />
                <ul className="grid gap-1" aria-label="Files not added">
                  {rejected.map((r) => (
                    <li key={fileKey(r.file)}>
                      <span className="font-medium">{r.file.name}</span>: {rejectionMessage(r)}
                    </li>
                  ))}
                </ul>
              </Alert>
            ) : null}
            <PendingFiles files={files} disabled={busy} onRemove={(file) => setFiles((current) => current.filter((f) => f !== file))} />
            {upload.progress ? <UploadProgress progress={upload.progress} /> : null}
            {files.length > 0 ? (
              <Button className="justify-self-start" onClick={() => void sendFiles()} disabled={busy} aria-busy={busy || undefined}>
                {busy ? <Spinner /> : <Upload aria-hidden />}
                {busy ? "Processing..." : `Upload ${files.length} file(s)`}
              </Button>
            ) : null}
          </TabsContent>
          <TabsContent value="note">
            <NoteForm draft={note} onChange={setNote} onSubmit={sendNote} busy={busy} />
          </TabsContent>
        </Tabs>
        <p className={savedNotice ? "mt-3 text-sm text-muted-foreground" : "sr-only"} role="status">
          {savedNotice}
        </p>
      </CardContent>
    </Card>
  );
}
