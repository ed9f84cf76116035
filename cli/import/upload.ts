import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { documentSchema, type Document } from "../../contract/documents.ts";
import { fileTypeOf } from "../../contract/file-types.ts";
import type { ApiClient } from "../api-client.ts";
import type { FoundFile } from "./walk.ts";

/** An upload may take long on a slow link (the server's limit is 50 MB by default); one attempt gets 10 minutes. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** What the server receives for one file: the file itself, under its own name. */
export interface PreparedUpload {
  fileName: string;
  bytes: Uint8Array<ArrayBuffer>;
  sha256: string;
  /** True when there is nothing to import (an empty note, a placeholder created by clicking a link). */
  empty: boolean;
}

// A YAML block at the very start of a note ("---" ... "---" or "..."); a byte-order mark may come first.
const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n(?:[\s\S]*?\r?\n)?(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;

/** A note with nothing but front matter and blank lines: what Obsidian leaves when a link is clicked. */
export function isEmptyNote(text: string): boolean {
  return text.replace(FRONT_MATTER, "").trim() === "";
}

/**
 * Reads a file to upload. Every file goes as it is: the server reads it (front matter, Obsidian links, PDF layout)
 * exactly as it reads the same file uploaded in the browser, and names the document after its own title.
 */
export async function prepareUpload(file: FoundFile): Promise<PreparedUpload> {
  const raw = await readFile(file.path);
  const sha256 = createHash("sha256").update(raw).digest("hex");
  const fileName = basename(file.path);
  // Binary kinds (PDF, Word, EPUB) are never empty notes; text kinds are, when they hold nothing but white space.
  const text = fileTypeOf(file.type)?.jsonContent === "base64" ? null : raw.toString("utf8");
  const empty =
    raw.length === 0 || (text !== null && (file.type === "markdown" ? isEmptyNote(text) : text.trim() === ""));
  return { fileName, bytes: raw, sha256, empty };
}

/**
 * `POST /api/documents/upload` (multipart): files stream to the server without base64, and the limit that applies
 * is exactly the server's file limit (413 otherwise). The file part's extension tells the server the type.
 */
export function uploadDocument(client: ApiClient, upload: PreparedUpload, projectId: string | null): Promise<Document> {
  const form = new FormData();
  if (projectId) form.set("projectId", projectId);
  form.set("file", new Blob([upload.bytes]), upload.fileName);
  return client.request("POST", "/api/documents/upload", {
    form,
    schema: documentSchema,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}
