// Responsiveness: a server in its own process (both roles) processes a 20 MB text of real papers, a 5 MB text of one
// word (one per line), a 10,000-page PDF, a 200 MB decompression bomb and notes of 5,000 and 100,000 links at once,
// while /api/health is asked every 50 ms (open loop) and the document list every 500 ms; then everything is exported
// and deleted, still under watch.
// Goals: /api/health p99 < 100 ms and max < 1 s while they process; server memory < 1.5 GB.
// `npm run bench responsiveness [-- --text-mb 20 --word-mb 5 --pages 10000]`; PGlite, then PostgreSQL when
// DATABASE_URL is set (a database you can lose: the run creates an account in it).
import { existsSync, mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../server/testing/child-server.ts";
import { decompressionBombPdf, linkHeavyNote, manyPagesPdf, oneWordText } from "../server/testing/hostile-files.ts";
import { responsivenessRun, type HeavyDocument } from "../server/testing/responsiveness-run.ts";
import { printResult } from "./support.ts";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};

/** Real text: the full papers of ../shared/eval/real when present, else this repository's own documentation. */
function realText(bytes: number): string {
  const real = join(import.meta.dirname, "..", "..", "shared", "eval", "real");
  const sources = existsSync(real)
    ? readdirSync(real)
        .filter((f) => f.startsWith("papers-") && f.endsWith(".jsonl"))
        .flatMap((f) =>
          readFileSync(join(real, f), "utf8")
            .split("\n")
            .filter(Boolean)
            .map((l) => (JSON.parse(l) as { text: string }).text),
        )
    : [
        join(import.meta.dirname, "..", "README.md"),
        ...readdirSync(join(import.meta.dirname, "..", "docs")).map((f) => join(import.meta.dirname, "..", "docs", f)),
      ].map((f) => readFileSync(f, "utf8"));
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < bytes; i++) {
    const text = sources[i % sources.length]!;
    parts.push(text);
    length += Buffer.byteLength(text) + 2;
  }
  return parts.join("\n\n");
}

const documents: HeavyDocument[] = [
  { fileName: "papers.txt", bytes: Buffer.from(realText(arg("text-mb", 20) * 1024 * 1024)) },
  { fileName: "one-word.txt", bytes: Buffer.from(oneWordText(arg("word-mb", 5) * 1024 * 1024)) },
  { fileName: "pages.pdf", bytes: manyPagesPdf(arg("pages", 10_000)) },
  { fileName: "bomb.pdf", bytes: await decompressionBombPdf(200 * 1024 * 1024) },
  // A vault's index notes: 5,000 links (each a concept and a relationship), and 100,000 (past the limit per note).
  { fileName: "hub-5000.md", bytes: Buffer.from(linkHeavyNote(5000)) },
  { fileName: "hub-100000.md", bytes: Buffer.from(linkHeavyNote(100_000)) },
];
for (const doc of documents) console.log(`${doc.fileName}: ${(doc.bytes.length / 1048576).toFixed(2)} MB`);

const databases = [{ name: "pglite", url: undefined as string | undefined }];
if (process.env.DATABASE_URL) databases.push({ name: "postgres", url: process.env.DATABASE_URL });
for (const database of databases) {
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
  const result = await responsivenessRun({
    port: await freePort(),
    dataDir: mkdtempSync(join(tmpdir(), "mnemo-responsive-")),
    databaseUrl: database.url,
    documents,
  });
  const { processing, exportAndDelete } = result;
  printResult("processing", {
    database: result.database,
    seconds: processing.seconds,
    health_requests: processing.health.requests,
    health_errors: processing.health.errors,
    health_p50_ms: processing.health.p50Ms,
    health_p99_ms: processing.health.p99Ms,
    health_max_ms: processing.health.maxMs,
    list_p50_ms: processing.list.p50Ms,
    list_p99_ms: processing.list.p99Ms,
    list_max_ms: processing.list.maxMs,
  });
  printResult("export+delete", {
    database: result.database,
    seconds: exportAndDelete.seconds,
    export_mb: exportAndDelete.exportMb,
    delete_response_ms: exportAndDelete.deleteResponseMs.join("/"),
    export_health_p99_ms: exportAndDelete.health.p99Ms,
    export_health_max_ms: exportAndDelete.health.maxMs,
    delete_health_p99_ms: exportAndDelete.healthWhileDeleting.p99Ms,
    delete_health_max_ms: exportAndDelete.healthWhileDeleting.maxMs,
  });
  for (const doc of result.documents)
    printResult(doc.fileName, {
      status: doc.status,
      seconds: doc.seconds,
      note: JSON.stringify((doc.error ?? doc.warning ?? "").slice(0, 160)),
    });
  printResult("memory", {
    database: result.database,
    server_rss_start_mb: result.startRssMb,
    server_rss_peak_mb: result.peakRssMb,
    load_average_before: JSON.stringify(load),
    load_average_after: JSON.stringify(
      loadavg()
        .map((l) => l.toFixed(2))
        .join(" "),
    ),
  });
  const met =
    processing.health.p99Ms < 100 &&
    processing.health.maxMs < 1000 &&
    result.peakRssMb < 1536 &&
    processing.health.errors === 0;
  console.log(`goals (health p99 < 100 ms, max < 1 s, peak memory < 1.5 GB): ${met ? "met" : "NOT met"}`);
}
