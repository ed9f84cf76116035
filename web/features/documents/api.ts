// HTTP calls of the documents area. Types come from the shared contract (type-only imports: no zod in the bundle).
import type { CreateDocumentRequest, Document, DocumentDetail, ReadingProgress } from "@contract/documents.ts";
import { apiUrl, getJson, getJsonUrl, HttpError, sendJson, withQuery } from "@web/lib/api.ts";

export const documentPaths = {
  documents: "/api/documents",
  upload: "/api/documents/upload",
  events: "/api/documents/events",
  reread: "/api/documents/reread",
  reading: "/api/documents/reading",
} as const;

/** `GET /api/documents?projectId=`: newest first; `content` is a prefix (see `contentTruncated`). */
export function fetchDocuments(projectId: string | null): Promise<Document[]> {
  return getJsonUrl<Document[]>(withQuery(documentPaths.documents, { projectId }));
}

/** `GET /api/documents/{id}`: the whole content and the concepts, most salient first. */
export function fetchDocument(id: string): Promise<DocumentDetail> {
  return getJson<DocumentDetail>(documentPaths.documents, id);
}

/** `POST /api/documents` (the JSON call of PRODUCT.md section 7): used for notes. Answers at once with `status: queued`. */
export function createDocument(body: CreateDocumentRequest): Promise<Document> {
  return sendJson<Document>("POST", documentPaths.documents, body);
}

/** `PATCH /api/documents/{id}`: a new title, the user's from then on. */
export function renameDocument(id: string, title: string): Promise<Document> {
  return sendJson<Document>("PATCH", apiUrl(documentPaths.documents, id), { title });
}

/** `POST /api/documents/reread`: every document read again by the current pipeline. */
export function rereadDocuments(): Promise<{ queued: number }> {
  return sendJson<{ queued: number }>("POST", documentPaths.reread, {});
}

/** `POST /api/documents/{id}/reread`: one document read again (a failed one, say); 409 while it is being read. */
export function rereadDocument(id: string): Promise<{ queued: number }> {
  return sendJson<{ queued: number }>("POST", `${apiUrl(documentPaths.documents, id)}/reread`, {});
}

/** `GET /api/documents/reading`: how many documents are queued or being read, of how many. */
export function fetchReadingProgress(): Promise<ReadingProgress> {
  return getJsonUrl<ReadingProgress>(documentPaths.reading);
}

/** `DELETE /api/documents/{id}`. */
export function deleteDocument(id: string): Promise<{ id: string; title: string }> {
  return sendJson<{ id: string; title: string }>("DELETE", apiUrl(documentPaths.documents, id));
}

/** Where the uploaded file of a document can be downloaded. */
export function originalUrl(id: string): string {
  return `${apiUrl(documentPaths.documents, id)}/original`;
}

/** The server-sent events stream of these documents' processing states. */
export function documentEventsUrl(ids: readonly string[]): string {
  return withQuery(documentPaths.events, { ids: ids.join(",") });
}

/** A refused upload; `retryAfterMs` is set when the server said when to try again (429, the upload rate limit). */
export class UploadError extends HttpError {
  readonly retryAfterMs: number | null;

  constructor(status: number, body: string, statusText: string, retryAfter: string | null) {
    super(status, body, statusText);
    const seconds = retryAfter === null ? NaN : Number(retryAfter);
    this.retryAfterMs = Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null;
  }
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * `POST /api/documents/upload` (multipart: the file is streamed, not base64-encoded). XMLHttpRequest rather than
 * fetch because only it reports upload progress. Failures throw like every other call (`HttpError`, so
 * `readableError` finds the server's message); a network failure throws a sentence.
 */
export function uploadDocumentFile(
  file: File,
  options: { projectId: string | null; onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal },
): Promise<Document> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    if (options.projectId) form.append("projectId", options.projectId);
    form.append("file", file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", documentPaths.upload);
    xhr.withCredentials = true;
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      options.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as Document);
        } catch {
          reject(new Error("The server's answer could not be read."));
        }
      } else {
        reject(
          new UploadError(xhr.status, xhr.responseText, xhr.statusText, xhr.getResponseHeader?.("Retry-After") ?? null),
        );
      }
    };
    xhr.onerror = () =>
      reject(new Error("The upload could not reach the server. Check your connection and try again."));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
