// One account holding every document of ../shared/eval/real/ that the answers set is about, uploaded as
// ../shared/eval/answers/README.md says: PDFs as their bytes through the multipart upload, notes as
// `POST /api/documents {title, content, type: "markdown", fileName}`.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createAccountOverHttp } from "../../server/testing/http-accounts.ts";
import { join } from "node:path";
import type { Document } from "../../contract/documents.ts";

export interface RealDocument {
  /** The record id in ../shared/eval/real/ (what questions name as `doc`). */
  id: string;
  fileName: string;
  /** The reference text (pdftotext output for PDFs, the raw Markdown for notes). */
  text: string;
  kind: "pdf" | "note";
  /** PDFs: the file under the real/ folder. */
  file?: string;
}

const readJsonl = (path: string): Record<string, unknown>[] =>
  readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Record<string, unknown>);

export function loadRealDocuments(realDir: string): RealDocument[] {
  const pdfs = readJsonl(join(realDir, "pdfs.jsonl")).map((r) => ({
    id: String(r.id),
    fileName: String(r.fileName),
    text: String(r.text ?? ""),
    kind: "pdf" as const,
    file: String(r.file),
  }));
  const notes = readJsonl(join(realDir, "vault-zettelkasten.jsonl")).map((r) => ({
    id: String(r.id),
    fileName: String(r.fileName),
    text: String(r.text ?? ""),
    kind: "note" as const,
  }));
  return [...pdfs, ...notes];
}

export interface Account {
  cookie: string;
  /** Record id → Mnemo document id. */
  ids: Map<string, string>;
  ingestSeconds: number | null;
}

interface SavedAccount {
  email: string;
  ids: Array<[string, string]>;
  ingestSeconds: number;
}

const password = "eval-answers-password";

async function session(base: string, email: string, existing: boolean): Promise<string> {
  // A sign-up signs nobody in (it answers a taken e-mail the same way): a new account then signs in like the web app.
  if (!existing) return (await createAccountOverHttp(base, { firstName: "Eval", email, password })).cookie;
  const response = await fetch(`${base}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function upload(base: string, cookie: string, realDir: string, doc: RealDocument): Promise<string> {
  let response: Response;
  if (doc.kind === "pdf") {
    const form = new FormData();
    form.append(
      "file",
      new Blob([new Uint8Array(readFileSync(join(realDir, doc.file!)))], { type: "application/pdf" }),
      doc.fileName,
    );
    response = await fetch(`${base}/api/documents/upload`, { method: "POST", headers: { cookie }, body: form });
  } else {
    const body = {
      title: doc.fileName.replace(/\.md$/i, ""),
      content: doc.text,
      type: "markdown",
      fileName: doc.fileName,
    };
    response = await fetch(`${base}/api/documents`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  }
  if (response.status !== 201)
    throw new Error(`upload of ${doc.fileName} refused: ${response.status} ${await response.text()}`);
  return ((await response.json()) as Document).id;
}

export async function getJson<T>(base: string, cookie: string, path: string): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function waitUntilProcessed(base: string, cookie: string, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  let shown = started;
  for (;;) {
    const list = await getJson<Document[]>(base, cookie, "/api/documents");
    const busy = list.filter((d) => d.status === "queued" || d.status === "processing").length;
    if (busy === 0) {
      const failed = list.filter((d) => d.status === "failed");
      if (failed.length)
        log(`  ${failed.length} documents failed: ${failed.map((d) => `${d.title}: ${d.error}`).join("; ")}`);
      return;
    }
    if (Date.now() - shown > 10_000) {
      shown = Date.now();
      log(`  ${list.length - busy}/${list.length} processed (${Math.round((Date.now() - started) / 1000)} s)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * Signs up a fresh account and uploads every document (4 uploads in flight), or signs in to the account kept in
 * `statePath` by an earlier run; either way waits until nothing is being processed.
 */
export async function openAccount(
  base: string,
  realDir: string,
  docs: readonly RealDocument[],
  statePath: string | undefined,
  log: (line: string) => void = console.log,
): Promise<Account> {
  const saved =
    statePath && existsSync(statePath) ? (JSON.parse(readFileSync(statePath, "utf8")) as SavedAccount) : undefined;
  if (saved) {
    const cookie = await session(base, saved.email, true);
    await waitUntilProcessed(base, cookie, log);
    return { cookie, ids: new Map(saved.ids), ingestSeconds: saved.ingestSeconds };
  }
  const email = `eval-answers-${Date.now()}@example.com`;
  const cookie = await session(base, email, false);
  const ids = new Map<string, string>();
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < docs.length) {
        const doc = docs[next++]!;
        ids.set(doc.id, await upload(base, cookie, realDir, doc));
      }
    }),
  );
  await waitUntilProcessed(base, cookie, log);
  const ingestSeconds = (performance.now() - started) / 1000;
  if (statePath)
    writeFileSync(statePath, JSON.stringify({ email, ids: [...ids], ingestSeconds } satisfies SavedAccount));
  return { cookie, ids, ingestSeconds };
}
