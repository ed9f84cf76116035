/**
 * Crash safety, end to end: a real server process ingests documents through the HTTP API while it is killed with
 * SIGKILL at random moments and restarted; afterwards every document must be ready exactly once and the
 * knowledge must hold no duplicates. Used by `npm run test:crash` (full size) and by crash.test.ts (short form).
 */
import { once } from "node:events";
import { startChildServer, waitForHealthy } from "./child-server.ts";
import { createAccountOverHttp } from "./http-accounts.ts";
import { openDatabase, type Database } from "../db/client.ts";

export interface CrashRunOptions {
  texts: string[];
  kills: number;
  port: number;
  /** PGlite data directory, or a PostgreSQL URL in `databaseUrl`. */
  dataDir: string;
  databaseUrl?: string;
  log?: (line: string) => void;
}

export interface CrashRunResult {
  documents: number;
  ready: number;
  distinctTitles: number;
  kills: number;
  duplicates: Record<string, number>;
}

/** SQL that counts rows that should be unique but are not. */
const duplicateChecks: Record<string, string> = {
  // Documents the user has: an upload cut between its hidden draft and its reveal leaves a draft, never shown, that
  // the reconciler deletes (ingestDocument); the upload sent again is the document.
  documents: "SELECT count(*) - count(DISTINCT title) AS n FROM documents WHERE deleted_at IS NULL",
  chunks: "SELECT count(*) - count(DISTINCT (document_id, ordinal)) AS n FROM chunks",
  concepts: "SELECT count(*) - count(DISTINCT (user_id, normalized_key)) AS n FROM concepts",
  "concept created twice":
    "SELECT count(*) - count(DISTINCT concept_id) AS n FROM concept_versions WHERE change_type = 'created'",
  mentions: "SELECT count(*) - count(DISTINCT (document_id, concept_id, char_start)) AS n FROM mentions",
  relationships:
    "SELECT count(*) - count(DISTINCT (user_id, source_concept_id, target_concept_id, type)) AS n FROM relationships",
  "document concepts": "SELECT count(*) - count(DISTINCT (document_id, concept_id)) AS n FROM document_concepts",
  statements: "SELECT count(*) - count(DISTINCT (document_id, char_start)) AS n FROM statements",
};

export async function crashRun(options: CrashRunOptions): Promise<CrashRunResult> {
  const base = `http://127.0.0.1:${options.port}`;
  const log = options.log ?? (() => {});
  let server = startChildServer({ ...options, env: { MNEMO_QUEUE_SUPERVISE_SECONDS: "1" } });
  await waitForHealthy(base, 120_000);
  const { cookie } = await createAccountOverHttp(base, {
    firstName: "Crash",
    email: `crash-${Date.now()}@example.com`,
    password: "crash-password",
  });
  const headers = { cookie, "content-type": "application/json" };
  const titles = options.texts.map((_, i) => `Document ${String(i + 1).padStart(4, "0")}`);

  const listTitles = async () =>
    (await (await fetch(`${base}/api/documents`, { headers })).json()) as Array<{ title: string; status: string }>;
  /** Uploads what is not stored yet; an upload cut by a kill is found missing (or present) on the next pass. */
  const uploadMissing = async () => {
    const present = new Set((await listTitles()).map((d) => d.title));
    const missing = titles.map((title, i) => ({ title, text: options.texts[i]! })).filter((d) => !present.has(d.title));
    let next = 0;
    // allSettled: every sender has stopped (at its first failed request) before the caller goes on. With Promise.all
    // the first failure let the caller restart the server while the other senders still posted, and the next pass
    // sent the same documents again.
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, async () => {
        while (next < missing.length) {
          const doc = missing[next++]!;
          await fetch(`${base}/api/documents`, {
            method: "POST",
            headers,
            body: JSON.stringify({ title: doc.title, content: doc.text, type: "note", projectId: null }),
          });
        }
      }),
    );
    const failed = results.find((r) => r.status === "rejected");
    if (failed) throw failed.reason;
  };

  let kills = 0;
  while (kills < options.kills) {
    const uploading = uploadMissing().catch(() => {}); // requests fail once the process is killed
    await new Promise((r) => setTimeout(r, 300 + Math.random() * 2500));
    server.kill("SIGKILL");
    await once(server, "exit");
    kills++;
    log(`kill ${kills}`);
    await uploading;
    server = startChildServer({ ...options, env: { MNEMO_QUEUE_SUPERVISE_SECONDS: "1" } });
    await waitForHealthy(base, 120_000);
  }
  await uploadMissing();
  const deadline = Date.now() + 10 * 60_000;
  let docs = await listTitles();
  while (docs.some((d) => d.status === "queued" || d.status === "processing") && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    docs = await listTitles();
  }
  server.kill("SIGTERM");
  await once(server, "exit");

  const database: Database = options.databaseUrl
    ? await openDatabase({ kind: "postgres", url: options.databaseUrl })
    : await openDatabase({ kind: "pglite", dataDir: options.dataDir });
  const duplicates: Record<string, number> = {};
  try {
    for (const [name, query] of Object.entries(duplicateChecks))
      duplicates[name] = Number((await database.query<{ n: number }>(query))[0]!.n);
  } finally {
    await database.close();
  }
  return {
    documents: docs.length,
    ready: docs.filter((d) => d.status === "ready").length,
    distinctTitles: new Set(docs.map((d) => d.title)).size,
    kills,
    duplicates,
  };
}
