import type { DocumentState, DocumentStatus } from "@contract/documents.ts";

/** Still being worked on: the UI follows it live. */
export function isInProgress(status: DocumentStatus): boolean {
  return status === "queued" || status === "processing";
}

/** Finished, one way or the other. */
export function isSettled(state: Pick<DocumentState, "status">): boolean {
  return !isInProgress(state.status);
}

/** Words for a status, with the progress while processing. */
export function statusLabel(state: Pick<DocumentState, "status" | "progress">): string {
  switch (state.status) {
    case "queued":
      return "Queued";
    case "processing":
      return `Processing ${state.progress}%`;
    case "failed":
      return "Failed";
    default:
      return "Ready";
  }
}
