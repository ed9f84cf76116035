// Load: 50 users at once for 60 s on loopback, each signing in, uploading a note, searching, opening the graph and
// listing documents in a loop, against a server in its own process. Reports errors, p50/p95 per route and the
// server's memory. `npm run bench load [-- --users 50 --seconds 60]`; PGlite, then PostgreSQL when DATABASE_URL is
// set (the database must be empty or disposable: the run creates 50 accounts in it).
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../server/testing/child-server.ts";
import { loadRun } from "../server/testing/load-run.ts";
import { printResult, serverDatabases } from "./support.ts";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const corpus = join(import.meta.dirname, "..", "..", "shared", "eval", "search-citint-corpus.jsonl");
const texts = existsSync(corpus)
  ? readFileSync(corpus, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => (JSON.parse(l) as { text: string }).text)
      .filter((t) => t.trim())
  : [
      "Cell proliferation and apoptosis balance tissue growth. Tumor growth depends on gene expression and the immune response.",
    ];
const queries = [
  "cell proliferation and apoptosis",
  "tumor growth",
  "gene expression in cancer",
  "immune response",
  "clinical trial outcomes",
];

for (const database of serverDatabases()) {
  const result = await loadRun({
    users: arg("users", 50),
    seconds: arg("seconds", 60),
    port: await freePort(),
    dataDir: mkdtempSync(join(tmpdir(), "mnemo-load-")),
    databaseUrl: database.url,
    texts,
    queries,
  });
  for (const route of result.routes)
    printResult(route.route, {
      database: result.database,
      requests: route.requests,
      p50_ms: route.p50Ms,
      p95_ms: route.p95Ms,
    });
  const errors = Object.values(result.errors).reduce((a, b) => a + b, 0);
  printResult("load", {
    database: result.database,
    users: result.users,
    seconds: result.seconds,
    requests: result.requests,
    requests_per_s: Math.round(result.requests / result.seconds),
    errors,
    server_rss_start_mb: result.startRssMb,
    server_rss_peak_mb: result.peakRssMb,
  });
  for (const [kind, count] of Object.entries(result.errors)) console.log(`error: ${kind} x${count}`);
}
