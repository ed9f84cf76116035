import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { documentSchema, type Document } from "../../contract/documents.ts";
import type { ApiClient } from "../api-client.ts";
import { markdownDocument, titleFromFileName } from "./markdown.ts";
import type { FoundFile } from "./walk.ts";

/** An upload may take long on a slow link (the server's limit is 50 MB by default); one attempt gets 10 minutes. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** What the server receives for one file: its title and the bytes of the file part. */
export interface PreparedUpload {
  title: string;
  fileName: string;
  bytes: Uint8Array<ArrayBuffer>;
  sha256: string;
  /** True when there is nothing to import (an empty note, a placeholder created by clicking a link). */
  empty: boolean;
}

/**
 * Reads a file and turns it into what is uploaded. Markdown is converted (front matter, Obsidian links); text and
 * PDF files go as they are, so the server's own checks (UTF-8, PDF structure) judge them. A Markdown file that is
 * not UTF-8 is also sent unchanged, so the failure carries the server's reason.
 */
export async function prepareUpload(file: FoundFile): Promise<PreparedUpload> {
  const raw = await readFile(file.path);
  const sha256 = createHash("sha256").update(raw).digest("hex");
  const fileName = basename(file.path);
  if (file.type === "markdown") {
    let text: string | null = null;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(raw);
    } catch {
      // not UTF-8: uploaded unchanged below
    }
    if (text !== null) {
      const doc = markdownDocument(text, fileName);
      return { title: doc.title, fileName, bytes: Buffer.from(doc.content, "utf8"), sha256, empty: doc.content.trim() === "" };
    }
  }
  const empty = file.type === "text" && raw.toString("latin1").trim() === "";
  return { title: titleFromFileName(fileName), fileName, bytes: raw, sha256, empty: empty || raw.length === 0 };
}

/**
 * `POST /api/documents/upload` (multipart): files stream to the server without base64, and the limit that applies
 * is exactly the server's file limit (413 otherwise). The file part's extension tells the server the type.
 */
export function uploadDocument(client: ApiClient, upload: PreparedUpload, projectId: string | null): Promise<Document> {
  const form = new FormData();
  form.set("title", upload.title);
  if (projectId) form.set("projectId", projectId);
  form.set("file", new Blob([upload.bytes]), upload.fileName);
  return client.request("POST", "/api/documents/upload", { form, schema: documentSchema, timeoutMs: UPLOAD_TIMEOUT_MS });
}
