// Link-heavy notes: a server in its own process (both roles) reads a vault's index notes, one of 5,000 links (each a
// concept and a relationship) and one of 100,000 (past the limit per note, MNEMO_MAX_LINKS_PER_NOTE), while
// /api/health is asked every 50 ms (open loop) and the document list every 500 ms; then they are exported and deleted.
// Goals: /api/health max < 1 s and p99 < 100 ms while they process; each note ready within a minute.
// `npm run bench link-heavy [-- --links 5000,100000]`; PGlite, then PostgreSQL when DATABASE_URL is set (a database
// you can lose: the run creates an account in it).
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../server/testing/child-server.ts";
import { linkHeavyNote } from "../server/testing/hostile-files.ts";
import { responsivenessRun } from "../server/testing/responsiveness-run.ts";
import { printResult } from "./support.ts";

const at = process.argv.indexOf("--links");
const links = (at > 0 ? process.argv[at + 1]! : "5000,100000").split(",").map(Number);
const documents = links.map((n) => ({ fileName: `hub-${n}.md`, bytes: Buffer.from(linkHeavyNote(n)) }));
for (const doc of documents) console.log(`${doc.fileName}: ${(doc.bytes.length / 1048576).toFixed(2)} MB`);

const databases = [{ name: "pglite", url: undefined as string | undefined }];
if (process.env.DATABASE_URL) databases.push({ name: "postgres", url: process.env.DATABASE_URL });
for (const database of databases) {
  const load = loadavg()[0]!.toFixed(2);
  const result = await responsivenessRun({
    port: await freePort(),
    dataDir: mkdtempSync(join(tmpdir(), "mnemo-links-")),
    databaseUrl: database.url,
    documents,
  });
  const { processing, exportAndDelete } = result;
  printResult("processing", {
    database: result.database,
    seconds: processing.seconds,
    health_p50_ms: processing.health.p50Ms,
    health_p99_ms: processing.health.p99Ms,
    health_max_ms: processing.health.maxMs,
    health_errors: processing.health.errors,
    list_p99_ms: processing.list.p99Ms,
    load_average_before: load,
  });
  printResult("export+delete", {
    database: result.database,
    delete_response_ms: exportAndDelete.deleteResponseMs.join("/"),
    export_health_max_ms: exportAndDelete.health.maxMs,
    delete_health_p99_ms: exportAndDelete.healthWhileDeleting.p99Ms,
    delete_health_max_ms: exportAndDelete.healthWhileDeleting.maxMs,
  });
  for (const doc of result.documents)
    printResult(doc.fileName, {
      status: doc.status,
      seconds: doc.seconds,
      note: JSON.stringify((doc.error ?? doc.warning ?? "").slice(-120)),
    });
  printResult("memory", { database: result.database, server_rss_peak_mb: result.peakRssMb });
  const met =
    processing.health.p99Ms < 100 &&
    processing.health.maxMs < 1000 &&
    processing.health.errors === 0 &&
    result.documents.every((d) => d.status === "ready" && d.seconds < 60);
  console.log(`goals (health p99 < 100 ms, max < 1 s, every note ready within a minute): ${met ? "met" : "NOT met"}`);
}
