// The upload toasts of PRODUCT.md section 8 and when they appear.
//
// Saving is quick but extraction runs afterwards in the worker, so the texts say only what is true when shown:
// - the Upload page confirms the save at once ('Document uploaded', with a sentence saying extraction is running)
//   because it leaves for /documents after 1.5 s, where the live status carries on;
// - Home shows 'Document uploaded successfully' / 'Your document has been processed and concepts have been
//   extracted.' when the live status says every document of that upload is ready, which is when it is true;
// - a warning arriving with the ready state gives 'Document saved with warning' (destructive on Home), a failed
//   processing 'Upload failed' with the error, wherever the reader is by then.
import { useEffect } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { Document } from "@contract/documents.ts";
import { statsKeys } from "@web/features/dashboard/keys.ts";
import { documentKeys } from "@web/features/documents/keys.ts";
import { followDocuments, onDocumentEvent, type DocumentEvent } from "@web/features/documents/live-status.ts";
import { isSettled } from "@web/features/documents/status.ts";
import { readableError } from "@web/lib/api.ts";
import { documentPath, routes } from "@web/lib/routes.ts";
import { toast, type ToastData } from "@web/lib/toast.ts";
import { uploadQueue, type SettledBatch } from "./upload-queue.ts";

export type UploadOrigin = "home" | "upload";

export const uploadMessages = {
  failedTitle: "Upload failed",
  failedFallback: "Failed to upload document",
  warningTitle: "Document saved with warning",
  homeSuccessTitle: "Document uploaded successfully",
  homeSuccessText: "Your document has been processed and concepts have been extracted.",
  uploadSuccessTitle: "Document uploaded",
} as const;

/** The Upload page's sentence after 'Document uploaded'. */
export function savedText(documents: readonly Pick<Document, "title">[]): string {
  return documents.length === 1
    ? `"${documents[0]!.title}" is saved. Mnemo is extracting its concepts now.`
    : `${documents.length} documents are saved. Mnemo is extracting their concepts now.`;
}

/** The toast's link: to the one document saved (a note: "Open note"), or to the documents. */
export function savedAction(documents: readonly Pick<Document, "id" | "type">[]): NonNullable<ToastData["action"]> {
  if (documents.length === 1) {
    const [document] = documents;
    return { label: document!.type === "note" ? "Open note" : "Open document", href: documentPath(document!.id) };
  }
  return { label: "View documents", href: routes.documents };
}

interface Batch {
  origin: UploadOrigin;
  documents: Array<Pick<Document, "id" | "type">>;
  pending: Set<string>;
  warnings: string[];
  errors: string[];
}

const batches: Batch[] = [];

/** Forgets every watched upload (tests). */
export function resetUploadWatch(): void {
  batches.length = 0;
}

/**
 * Right after saving: the Upload page's confirmation (or the warning, should the answer already carry one), and
 * the documents are followed until they settle, for the toasts that depend on the outcome.
 */
export function announceSaved(documents: readonly Document[], origin: UploadOrigin): void {
  if (documents.length === 0) return;
  const warnings = documents.map((d) => d.warning).filter((w): w is string => Boolean(w));
  const action = savedAction(documents);
  if (warnings.length > 0)
    toast({
      title: uploadMessages.warningTitle,
      description: warnings.join(" "),
      variant: origin === "home" ? "destructive" : "default",
      action,
    });
  else if (origin === "upload")
    toast({ title: uploadMessages.uploadSuccessTitle, description: savedText(documents), action });
  const pending = documents.filter((d) => !isSettled(d));
  if (pending.length === 0) return;
  batches.push({
    origin,
    documents: documents.map(({ id, type }) => ({ id, type })),
    pending: new Set(pending.map((d) => d.id)),
    warnings: [],
    errors: [],
  });
  followDocuments(pending.map((d) => d.id));
}

/**
 * 'Upload failed' with the readable message (of the first failure, with its file's name when the upload had
 * several files, and how many failed when more than one did); the documents and stats caches are refreshed anyway.
 */
export function announceUploadFailed(client: QueryClient, error: unknown, fileName?: string, failedCount = 1): void {
  const message = readableError(error, uploadMessages.failedFallback);
  const first = fileName ? `${fileName}: ${message}` : message;
  toast({
    title: uploadMessages.failedTitle,
    description: failedCount > 1 ? `${failedCount} files could not be uploaded. ${first}` : first,
    variant: "destructive",
  });
  void client.invalidateQueries({ queryKey: documentKeys.all });
  void client.invalidateQueries({ queryKey: statsKeys.all });
}

/** The toasts of a finished batch of file uploads: saved (and followed until read), then any failure. */
export function announceBatch(client: QueryClient, batch: SettledBatch): void {
  announceSaved(batch.saved, batch.origin);
  const [first] = batch.failed;
  if (first)
    announceUploadFailed(client, first.error, batch.total > 1 ? first.file.name : undefined, batch.failed.length);
}

/** One message, or how many there are and the first: a batch of a hundred files must not make a wall of text. */
export function summariseMessages(messages: readonly string[], noun: string): string {
  if (messages.length <= 2) return messages.join(" ");
  return `${messages.length} ${noun}. The first: ${messages[0]}`;
}

function finish(batch: Batch): void {
  const action = savedAction(batch.documents);
  if (batch.errors.length > 0) {
    toast({
      title: uploadMessages.failedTitle,
      description: summariseMessages(batch.errors, "documents could not be read"),
      variant: "destructive",
      action,
    });
  } else if (batch.warnings.length > 0) {
    const description = summariseMessages(batch.warnings, "documents were saved with a warning");
    toast({
      title: uploadMessages.warningTitle,
      description,
      variant: batch.origin === "home" ? "destructive" : "default",
      action,
    });
  } else if (batch.origin === "home") {
    toast({ title: uploadMessages.homeSuccessTitle, description: uploadMessages.homeSuccessText, action });
  }
}

/** Applies one live event to the watched uploads; toasts for each upload whose documents have all settled. */
export function handleUploadEvent(event: DocumentEvent): void {
  const id = event.type === "state" ? event.state.id : event.id;
  for (const batch of [...batches]) {
    if (!batch.pending.has(id)) continue;
    if (event.type === "state") {
      if (!isSettled(event.state)) continue;
      if (event.state.status === "failed")
        batch.errors.push(event.state.error || "The document could not be processed.");
      else if (event.state.warning) batch.warnings.push(event.state.warning);
    }
    batch.pending.delete(id);
    if (batch.pending.size === 0) {
      batches.splice(batches.indexOf(batch), 1);
      finish(batch);
    }
  }
}

/** Mount once (the app shell): turns this tab's finished uploads and their live status into their toasts. */
export function useUploadNotifications(): void {
  const client = useQueryClient();
  useEffect(() => onDocumentEvent(handleUploadEvent), []);
  useEffect(() => uploadQueue.onBatchSettled((batch) => announceBatch(client, batch)), [client]);
}
