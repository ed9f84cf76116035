// Sample documents for web tests, typed by the shared contract.
import type { Document, DocumentDetail } from "@contract/documents.ts";

let counter = 0;

/** A document with sensible defaults; ids are valid UUIDs. */
export function makeDocument(overrides: Partial<Document> = {}): Document {
  counter += 1;
  const id = `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`;
  return {
    id,
    status: "ready",
    progress: 100,
    warning: null,
    error: null,
    title: `Document ${counter}`,
    content: "Some text about memory.",
    contentTruncated: false,
    type: "text",
    uploadedAt: "2026-03-14T09:30:00.000Z",
    projectId: null,
    pageCount: null,
    original: null,
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<DocumentDetail> = {}): DocumentDetail {
  return { ...makeDocument(), concepts: [], blocks: [], pageStarts: null, tags: [], ...overrides };
}
