import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Document, DocumentDetail } from "../../contract/documents.ts";
import type { ConceptDetail } from "../../contract/concepts.ts";
import type { ConceptRelationship } from "../../contract/relationships.ts";
import type { Contradiction } from "../../contract/contradictions.ts";
import { createAccountOverHttp } from "../../server/testing/http-accounts.ts";
import { uploadFileOf, type UploadFile } from "./sets.ts";
import type { Collector, DocResult, IngestStats, RealRecord, SetName } from "./types.ts";

const UPLOADS_IN_FLIGHT = 4;
// Short against a set of small notes (a few seconds in all): the wait for the next poll is part of the time measured.
const POLL_MS = 250;
const PROGRESS_EVERY_MS = 10_000;
// A set whose processing has not moved for this long is measured as it stands (its stuck documents count as not ready).
const STALL_MS = 30 * 60_000;
const PASSWORD = "eval-realdocs-password";
// The in-process server can stall for minutes while a heavy document is processed on its thread; requests sent
// meanwhile may find their connection closed once it wakes up.
const NETWORK_ATTEMPTS = 5;

export interface HttpCollectorOptions {
  /** The server's base URL. */
  base: string;
  /** The folder of the set folders (`../shared/eval`). */
  evalRoot: string;
  /** `--keep DIR`: where each set's account and record → document ids are kept, to measure again without uploading. */
  stateDir?: string;
  log?: (line: string) => void;
}

interface SavedSet {
  email: string;
  /** Record id → document id. */
  ids: Array<[string, string]>;
  /** The ingest that uploaded them, reported again when a later run reuses them. */
  ingest?: IngestStats;
}

async function runConcurrently<T>(
  items: readonly T[],
  inFlight: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(inFlight, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** Signs up (or, for a kept account, in) and returns the session cookie. */
async function session(base: string, email: string, existing: boolean): Promise<string> {
  if (!existing) return (await createAccountOverHttp(base, { firstName: "Eval", email, password: PASSWORD })).cookie;
  const response = await fetch(`${base}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** fetch rejects with a TypeError when the connection fails; HTTP error statuses resolve. */
const isNetworkError = (error: unknown): boolean => error instanceof TypeError;

async function getJson<T>(base: string, cookie: string, path: string): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(`${base}${path}`, { headers: { cookie } });
      if (!response.ok) throw new Error(`GET ${path} failed: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    } catch (error) {
      if (!isNetworkError(error) || attempt >= NETWORK_ATTEMPTS) throw error;
      await sleep(2000 * attempt);
    }
  }
}

/** The web app's upload: one multipart `file` part with the original name, no title, no other field. */
async function postUpload(base: string, cookie: string, file: UploadFile): Promise<{ id: string } | { error: string }> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.mimeType }), file.fileName);
  const response = await fetch(`${base}/api/documents/upload`, { method: "POST", headers: { cookie }, body: form });
  if (response.status !== 201) return { error: `upload refused: ${response.status} ${await response.text()}` };
  return { id: ((await response.json()) as Document).id };
}

/**
 * Uploads once, or again after a dropped connection, unless the server stored the file before the connection
 * dropped: then that document is taken (file names are unique within a set), so nothing is uploaded twice.
 */
async function uploadOne(
  base: string,
  cookie: string,
  file: UploadFile,
  taken: ReadonlySet<string>,
  log: (line: string) => void,
): Promise<{ id: string } | { error: string }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await postUpload(base, cookie, file);
    } catch (error) {
      if (!isNetworkError(error) || attempt >= NETWORK_ATTEMPTS) throw error;
      log(
        `  upload of ${file.fileName} lost its connection (${String((error as Error).cause ?? error)}); checking and retrying`,
      );
      await sleep(2000 * attempt);
      const stored = (await getJson<Document[]>(base, cookie, "/api/documents")).filter(
        (d) => d.original?.fileName === file.fileName && !taken.has(d.id),
      );
      if (stored.length === 1) return { id: stored[0]!.id };
    }
  }
}

/** Polls the document list until none of ours is queued or processing (or nothing has moved for STALL_MS). */
async function waitUntilProcessed(
  base: string,
  cookie: string,
  ids: ReadonlySet<string>,
  label: string,
  log: (line: string) => void,
): Promise<void> {
  const started = Date.now();
  let lastProgress = started;
  let lastDone = -1;
  let lastMoved = started;
  for (;;) {
    const list = await getJson<Document[]>(base, cookie, "/api/documents");
    const ours = list.filter((d) => ids.has(d.id));
    const done = ours.filter((d) => d.status !== "queued" && d.status !== "processing").length;
    if (done === ours.length) return;
    const now = Date.now();
    if (done !== lastDone) {
      lastDone = done;
      lastMoved = now;
    } else if (now - lastMoved > STALL_MS) {
      log(
        `  ${label}: no progress for ${STALL_MS / 60_000} min; measuring with ${ours.length - done} documents unfinished`,
      );
      return;
    }
    if (now - lastProgress >= PROGRESS_EVERY_MS) {
      lastProgress = now;
      log(`  ${label}: ${done}/${ours.length} processed (${((now - started) / 1000).toFixed(0)} s)`);
    }
    await sleep(POLL_MS);
  }
}

const toResult = (recordId: string, detail: DocumentDetail): DocResult => ({
  recordId,
  status: detail.status,
  error: detail.error,
  title: detail.title,
  content: detail.content,
  concepts: detail.concepts.map((c) => ({ name: c.name, category: c.category, definition: c.definition })),
});

/** Which of the document's first 20 concepts have a relationship the graph shows with evidence in this document. */
async function relatedOfFirst20(base: string, cookie: string, detail: DocumentDetail): Promise<Set<string>> {
  const related = new Set<string>();
  for (const concept of detail.concepts.slice(0, 20)) {
    const listed = await getJson<ConceptRelationship[]>(base, cookie, `/api/concepts/${concept.id}/relationships`);
    if (listed.some((r) => r.evidence.some((e) => e.documentId === detail.id))) related.add(concept.name);
  }
  return related;
}

const withRelated = (doc: DocResult, related: Set<string>): DocResult => ({
  ...doc,
  concepts: doc.concepts.map((c, i) => (i < 20 ? { ...c, related: related.has(c.name) } : c)),
});

/** Each concept's other names as the account holds them (its merges, from every document). */
async function withAliases(base: string, cookie: string, doc: DocResult, detail: DocumentDetail): Promise<DocResult> {
  const aliases = await Promise.all(
    detail.concepts.map(async (c) => (await getJson<ConceptDetail>(base, cookie, `/api/concepts/${c.id}`)).aliases),
  );
  return { ...doc, concepts: doc.concepts.map((c, i) => ({ ...c, aliases: aliases[i] ?? [] })) };
}

/**
 * Results through the HTTP API, as a user gets them: one fresh account per set, every record uploaded like the
 * web app's upload panel, then each document's detail once processing has finished.
 */
export function httpCollector({ base, evalRoot, stateDir, log = console.log }: HttpCollectorOptions): Collector {
  return async (set: SetName, records: RealRecord[]) => {
    const statePath = stateDir ? join(stateDir, `realdocs-${set}.json`) : undefined;
    const saved =
      statePath && existsSync(statePath) ? (JSON.parse(readFileSync(statePath, "utf8")) as SavedSet) : undefined;
    const email = saved?.email ?? `eval-realdocs-${set}-${Date.now()}@example.com`;
    const cookie = await session(base, email, saved !== undefined);
    const ids = new Map<string, string>(saved?.ids ?? []);
    const refused = new Map<string, string>();

    const toUpload = records.filter((r) => !ids.has(r.id));
    let ingest: IngestStats | null = saved?.ingest ? { ...saved.ingest, kept: true } : null;
    if (toUpload.length > 0) {
      const started = performance.now();
      let bytes = 0;
      await runConcurrently(toUpload, UPLOADS_IN_FLIGHT, async (record) => {
        const file = uploadFileOf(evalRoot, set, record);
        bytes += file.bytes.length;
        const answer = await uploadOne(base, cookie, file, new Set(ids.values()), log);
        if ("id" in answer) ids.set(record.id, answer.id);
        else refused.set(record.id, answer.error);
      });
      // Saved before waiting, so an interrupted run can still reuse what was uploaded.
      if (statePath) writeFileSync(statePath, JSON.stringify({ email, ids: [...ids] } satisfies SavedSet));
      await waitUntilProcessed(base, cookie, new Set(ids.values()), set, log);
      ingest = { documents: toUpload.length, seconds: (performance.now() - started) / 1000, bytes, kept: false };
      if (statePath) writeFileSync(statePath, JSON.stringify({ email, ids: [...ids], ingest } satisfies SavedSet));
    } else {
      // Kept documents may still be processing if the earlier run stopped early.
      await waitUntilProcessed(base, cookie, new Set(ids.values()), set, log);
    }

    const docs: DocResult[] = [];
    await runConcurrently(records, UPLOADS_IN_FLIGHT, async (record) => {
      const id = ids.get(record.id);
      if (id) {
        const detail = await getJson<DocumentDetail>(base, cookie, `/api/documents/${id}`);
        const result = withRelated(toResult(record.id, detail), await relatedOfFirst20(base, cookie, detail));
        docs.push(await withAliases(base, cookie, result, detail));
      } else
        docs.push({
          recordId: record.id,
          status: "not uploaded",
          error: refused.get(record.id) ?? null,
          title: "",
          content: "",
          concepts: [],
        });
    });
    await logContradictions(base, cookie, set, log);
    return { docs, ingest };
  };
}

/**
 * The sets hold no planted contradiction, so every flag here is one to read and judge by hand (issue 31): how many,
 * and the statements of the first ten.
 */
async function logContradictions(base: string, cookie: string, set: SetName, log: (line: string) => void) {
  const flags = await getJson<Contradiction[]>(base, cookie, "/api/contradictions");
  log(`  ${set}: ${flags.length} contradiction(s) flagged (the set has none planted; read them)`);
  for (const f of flags.slice(0, 10))
    log(
      `  - [${f.kind}] ${f.reason}\n      1 (${f.source1.documentTitle}): ${f.statement1.slice(0, 180)}\n      2 (${f.source2.documentTitle}): ${f.statement2.slice(0, 180)}`,
    );
}
