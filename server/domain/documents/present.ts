import type { Document, DocumentState } from "../../../contract/documents.ts";
import { limits } from "../../../contract/constants.ts";
import type { documentFiles, documents } from "../../db/schema.ts";

export type DocumentRow = typeof documents.$inferSelect;
export type OriginalInfo = Pick<typeof documentFiles.$inferSelect, "fileName" | "mimeType" | "sizeBytes" | "sourceUrl">;

export function presentState(
  row: Pick<DocumentRow, "id" | "status" | "progress" | "warning" | "error">,
): DocumentState {
  return {
    id: row.id,
    status: row.status as DocumentState["status"],
    progress: row.progress,
    warning: row.warning,
    error: row.error,
  };
}

/** The columns the API's document is made of; a list reads only these, with the content's prefix and length. */
export type PresentedRow = Pick<
  DocumentRow,
  | "id"
  | "status"
  | "progress"
  | "warning"
  | "error"
  | "title"
  | "content"
  | "type"
  | "uploadedAt"
  | "projectId"
  | "pageCount"
> & { contentLength?: number };

/** The API's document; lists send a prefix of the content (enough for previews and the client-side filter). */
export function presentDocument(
  row: PresentedRow,
  original: OriginalInfo | null,
  options: { truncate: boolean },
): Document {
  const truncated = options.truncate && (row.contentLength ?? row.content.length) > limits.listContentChars;
  return {
    ...presentState(row),
    title: row.title,
    content: truncated ? row.content.slice(0, limits.listContentChars) : row.content,
    contentTruncated: truncated,
    type: row.type as Document["type"],
    uploadedAt: row.uploadedAt.toISOString(),
    projectId: row.projectId,
    pageCount: row.pageCount,
    original: original?.fileName
      ? {
          fileName: original.fileName,
          mimeType: original.mimeType,
          sizeBytes: original.sizeBytes,
          sourceUrl: original.sourceUrl ?? null,
        }
      : null,
  };
}

/** The tags the reading layer found (a note's front matter), from the stored structure; none before it existed. */
export function documentTags(structure: unknown): string[] {
  const tags = (structure as { metadata?: { tags?: unknown } } | null)?.metadata?.tags;
  return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === "string") : [];
}
