// The upload toasts of SPEC section 8 and when they appear.
//
// Saving is quick but extraction runs afterwards in the worker, so the texts say only what is true when shown:
// - the Upload page confirms the save at once ('Document uploaded', with a sentence saying extraction is running)
//   because it leaves for /documents after 1.5 s, where the live status carries on;
// - Home shows 'Document uploaded successfully' / 'Your document has been processed and concepts have been
//   extracted.' when the live status says every document of that upload is ready, which is when it is true;
// - a warning arriving with the ready state gives 'Document saved with warning' (destructive on Home), a failed
//   processing 'Upload failed' with the error, wherever the reader is by then.
import { useEffect } from "react";
import type { QueryClient } from "@tanstack/react-query";
import type { Document } from "@contract/documents.ts";
import { statsKeys } from "@web/features/dashboard/keys.ts";
import { documentKeys } from "@web/features/documents/keys.ts";
import { followDocuments, onDocumentEvent, type DocumentEvent } from "@web/features/documents/live-status.ts";
import { isSettled } from "@web/features/documents/status.ts";
import { readableError } from "@web/lib/api.ts";
import { toast } from "@web/lib/toast.ts";

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

interface Batch {
  origin: UploadOrigin;
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
  if (warnings.length > 0) toast({ title: uploadMessages.warningTitle, description: warnings.join(" "), variant: origin === "home" ? "destructive" : "default" });
  else if (origin === "upload") toast({ title: uploadMessages.uploadSuccessTitle, description: savedText(documents) });
  const pending = documents.filter((d) => !isSettled(d));
  if (pending.length === 0) return;
  batches.push({ origin, pending: new Set(pending.map((d) => d.id)), warnings: [], errors: [] });
  followDocuments(pending.map((d) => d.id));
}

/** 'Upload failed' with the readable message; the documents and stats caches are refreshed anyway. */
export function announceUploadFailed(client: QueryClient, error: unknown, fileName?: string): void {
  const message = readableError(error, uploadMessages.failedFallback);
  toast({ title: uploadMessages.failedTitle, description: fileName ? `${fileName}: ${message}` : message, variant: "destructive" });
  void client.invalidateQueries({ queryKey: documentKeys.all });
  void client.invalidateQueries({ queryKey: statsKeys.all });
}

function finish(batch: Batch): void {
  if (batch.errors.length > 0) {
    toast({ title: uploadMessages.failedTitle, description: batch.errors.join(" "), variant: "destructive" });
  } else if (batch.warnings.length > 0) {
    toast({ title: uploadMessages.warningTitle, description: batch.warnings.join(" "), variant: batch.origin === "home" ? "destructive" : "default" });
  } else if (batch.origin === "home") {
    toast({ title: uploadMessages.homeSuccessTitle, description: uploadMessages.homeSuccessText });
  }
}

/** Applies one live event to the watched uploads; toasts for each upload whose documents have all settled. */
export function handleUploadEvent(event: DocumentEvent): void {
  const id = event.type === "state" ? event.state.id : event.id;
  for (const batch of [...batches]) {
    if (!batch.pending.has(id)) continue;
    if (event.type === "state") {
      if (!isSettled(event.state)) continue;
      if (event.state.status === "failed") batch.errors.push(event.state.error || "The document could not be processed.");
      else if (event.state.warning) batch.warnings.push(event.state.warning);
    }
    batch.pending.delete(id);
    if (batch.pending.size === 0) {
      batches.splice(batches.indexOf(batch), 1);
      finish(batch);
    }
  }
}

/** Mount once (the app shell): turns the live status of this tab's uploads into their toasts. */
export function useUploadNotifications(): void {
  useEffect(() => onDocumentEvent(handleUploadEvent), []);
}
