import { useEffect, useState } from "react";
import type { FileRejection } from "react-dropzone";
import { useQueryClient } from "@tanstack/react-query";
import { CircleAlert, FileUp, NotebookPen } from "lucide-react";
import { Alert } from "@web/components/ui/alert.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs.tsx";
import { useSelectedProject } from "@web/features/projects/queries.ts";
import { fileKey, rejectionMessage } from "../files.ts";
import { announceSaved, announceUploadFailed, type UploadOrigin } from "../notices.ts";
import { uploadQueue, useUploadQueue } from "../upload-queue.ts";
import { useSaveNote } from "../use-upload.ts";
import { FileDropZone } from "./file-drop-zone.tsx";
import { NoteForm, type NoteDraft } from "./note-form.tsx";
import { UploadBatch } from "./upload-batch.tsx";

const emptyNote: NoteDraft = { title: "", content: "" };

/** Rejected files listed by name (a dropped folder may hold hundreds of images); the rest are counted. */
const rejectedShown = 5;

/**
 * 'Upload Content': the 'Upload Files' and 'Write Note' tabs, shared by Home and the Upload page. Chosen or
 * dropped files start uploading at once (../upload-queue.ts), into the selected project. `onSaved` runs when
 * everything this panel's kind of page sent was saved (the Upload page then leaves for /documents); the toasts
 * are the app shell's (see ../notices.ts).
 */
export function UploadPanel({ origin, onSaved }: { origin: UploadOrigin; onSaved?: () => void }) {
  const client = useQueryClient();
  const { id: projectId, project } = useSelectedProject();
  const [rejected, setRejected] = useState<FileRejection[]>([]);
  const [note, setNote] = useState<NoteDraft>(emptyNote);
  const [savedNotice, setSavedNotice] = useState("");
  const upload = useUploadQueue();
  const saveNote = useSaveNote();

  useEffect(
    () =>
      uploadQueue.onBatchSettled((batch) => {
        if (batch.saved.length > 0)
          setSavedNotice(
            batch.saved.length === 1 ? `Saved "${batch.saved[0]!.title}".` : `Saved ${batch.saved.length} documents.`,
          );
        if (batch.origin === origin && batch.failed.length === 0 && batch.saved.length > 0) onSaved?.();
      }),
    [origin, onSaved],
  );

  const pick = (accepted: File[], rejections: FileRejection[]) => {
    setRejected(rejections);
    setSavedNotice("");
    uploadQueue.add(accepted, { projectId, client, origin });
  };

  const sendNote = () => {
    if (saveNote.isPending) return;
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
            <FileDropZone onFiles={pick} />
            {rejected.length > 0 ? (
              <Alert variant="destructive" role="alert">
                <CircleAlert aria-hidden />
                <ul className="grid gap-1 [overflow-wrap:anywhere]" aria-label="Files not added">
                  {rejected.slice(0, rejectedShown).map((r) => (
                    <li key={fileKey(r.file)}>
                      <span className="font-medium">{r.file.name}</span>: {rejectionMessage(r)}
                    </li>
                  ))}
                  {rejected.length > rejectedShown ? (
                    <li>and {rejected.length - rejectedShown} more files that were not added.</li>
                  ) : null}
                </ul>
              </Alert>
            ) : null}
            <UploadBatch
              batch={upload.batch}
              items={upload.items}
              onRetry={() => uploadQueue.retryFailed(origin)}
              onRemove={(key) => uploadQueue.remove(key)}
            />
          </TabsContent>
          <TabsContent value="note">
            <NoteForm draft={note} onChange={setNote} onSubmit={sendNote} busy={saveNote.isPending} />
          </TabsContent>
        </Tabs>
        <p className={savedNotice ? "mt-3 text-sm text-muted-foreground" : "sr-only"} role="status">
          {savedNotice}
        </p>
      </CardContent>
    </Card>
  );
}
