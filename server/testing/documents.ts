import type { FastifyInstance } from "fastify";
import type { Document, DocumentDetail } from "../../contract/documents.ts";
import { asUser, type TestUser } from "./harness.ts";

/** Creates a document through the JSON call `POST /api/documents` (PRODUCT.md section 7) and returns the answer. */
export async function postDocument(app: FastifyInstance, user: TestUser, payload: Record<string, unknown>) {
  return asUser(app, user, { method: "POST", url: "/api/documents", payload });
}

export async function createNote(
  app: FastifyInstance,
  user: TestUser,
  title: string,
  content: string,
  projectId: string | null = null,
): Promise<Document> {
  const response = await postDocument(app, user, { title, content, type: "note", projectId });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json<Document>();
}

/** Polls the document until its processing has finished (ready or failed). */
export async function waitUntilProcessed(
  app: FastifyInstance,
  user: TestUser,
  id: string,
  timeoutMs = 60_000,
): Promise<DocumentDetail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await asUser(app, user, { method: "GET", url: `/api/documents/${id}` });
    const doc = response.json<DocumentDetail>();
    if (doc.status === "ready" || doc.status === "failed") return doc;
    if (Date.now() > deadline) throw new Error(`document ${id} still ${doc.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A note created through the API and read: its detail once processing has finished. */
export async function createProcessedNote(
  app: FastifyInstance,
  user: TestUser,
  title: string,
  content: string,
  projectId: string | null = null,
): Promise<DocumentDetail> {
  const note = await createNote(app, user, title, content, projectId);
  return waitUntilProcessed(app, user, note.id);
}

/** A multipart/form-data body with one file and some text fields. */
export function multipartBody(
  file: { name: string; bytes: Uint8Array; type?: string },
  fields: Record<string, string> = {},
) {
  const boundary = `----mnemo${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
