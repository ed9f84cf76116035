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

export interface StatusCounts {
  total: number;
  queued: number;
  processing: number;
  ready: number;
  failed: number;
}

/** How many documents are in each state. */
export function statusCounts(documents: readonly Pick<DocumentState, "status">[]): StatusCounts {
  const counts: StatusCounts = { total: documents.length, queued: 0, processing: 0, ready: 0, failed: 0 };
  for (const d of documents) counts[d.status] += 1;
  return counts;
}
