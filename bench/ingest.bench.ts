// Ingest speed: `npm run bench ingest [-- --case papers|corpus|workers|growth --papers 60 --runs 3]`
// (`--database pglite|postgres`: only that one of the two).
//   papers  (default) the first N full papers (SemEval-2010 first) read in this process without a database, then
//           uploaded as files through the API of a fresh server (PGlite; and PostgreSQL when DATABASE_URL is set),
//           median of `--runs`, with /api/health timed every 100 ms meanwhile.
//   corpus  the texts of ../shared/eval/search-citint-corpus.jsonl as notes through the API (`--limit N`: the first N).
//   workers one web process and 1, 2 and 4 worker processes (`--roles=worker`) on one PostgreSQL (DATABASE_URL).
//   growth  each document's write time in an account of 10 papers and in one grown to `--grow` documents.
// Every server is the real binary in child processes (bench/ingest-servers.ts), on a fresh database.
import { loadCorpus, uploadNotes } from "../scripts/eval-search.ts";
import {
  loadPapers,
  median,
  megabytes,
  noteInput,
  paperInput,
  readInProcess,
  sampleHealth,
  uploadPapers,
  waitUntilRead,
  type Paper,
} from "./ingest-support.ts";
import { startIngestServer } from "./ingest-servers.ts";
import { printResult } from "./support.ts";

const option = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const benchCase = option("case", "papers");
const runs = Number(option("runs", "3"));
const paperCount = Number(option("papers", "60"));
const postgres = process.env.DATABASE_URL;
/** The databases the API cases run on: PGlite, and PostgreSQL when DATABASE_URL is set (`--database` picks one). */
const databases = (postgres ? ["pglite", "postgres"] : ["pglite"]).filter((d) =>
  [d, "both"].includes(option("database", "both")),
);

/** Uploads the papers to a fresh server and waits until every one is read: seconds, health latencies, write times. */
async function ingestThroughApi(papers: Paper[], server: { postgresServer?: string; workers?: number }) {
  const mnemo = await startIngestServer(server);
  try {
    const { cookie, headers } = await mnemo.signUp("ingest");
    const stopHealth = sampleHealth(mnemo.base);
    const started = performance.now();
    await uploadPapers(mnemo.base, cookie, papers);
    const failed = await waitUntilRead(mnemo.base, headers);
    const seconds = (performance.now() - started) / 1000;
    return { seconds, failed, health: await stopHealth(), writeMs: mnemo.written.map((w) => w.writeMs) };
  } finally {
    await mnemo.stop();
  }
}

async function papersCase() {
  const papers = loadPapers(paperCount);
  const mb = megabytes(papers);
  const inProcess: number[] = [];
  for (let run = 0; run < runs; run++) inProcess.push(await readInProcess(papers.map(paperInput)));
  const base = median(inProcess);
  printResult("ingest in-process", {
    papers: papers.length,
    megabytes: mb.toFixed(2),
    runs,
    median_s: base.toFixed(1),
    s_per_mb: (base / mb).toFixed(1),
  });
  for (const database of databases) {
    const results = [];
    for (let run = 0; run < runs; run++)
      results.push(await ingestThroughApi(papers, { postgresServer: database === "postgres" ? postgres : undefined }));
    const seconds = median(results.map((r) => r.seconds));
    const health = results.map((r) => r.health);
    printResult(`ingest api ${database}`, {
      papers: papers.length,
      runs,
      median_s: seconds.toFixed(1),
      s_per_mb: (seconds / mb).toFixed(1),
      x_in_process: (seconds / base).toFixed(2),
      failed: results.reduce((n, r) => n + r.failed, 0),
      write_ms_median: median(results.flatMap((r) => r.writeMs)),
      health_p50_ms: median(health.map((h) => h.health_p50_ms)),
      health_p99_ms: median(health.map((h) => h.health_p99_ms)),
      health_max_ms: Math.max(...health.map((h) => h.health_max_ms)),
    });
  }
}

async function corpusCase() {
  const texts = loadCorpus()
    .filter((t) => t.text.trim())
    .slice(0, Number(option("limit", "Infinity")));
  const mb = texts.reduce((n, t) => n + Buffer.byteLength(t.text), 0) / 1024 / 1024;
  const inProcess = await readInProcess(texts.map(noteInput));
  printResult("ingest corpus in-process", {
    documents: texts.length,
    total_s: inProcess.toFixed(1),
    docs_per_s: (texts.length / inProcess).toFixed(1),
  });
  for (const database of databases) {
    const mnemo = await startIngestServer({ postgresServer: database === "postgres" ? postgres : undefined });
    try {
      const { headers } = await mnemo.signUp("corpus");
      const stopHealth = sampleHealth(mnemo.base);
      const started = performance.now();
      await uploadNotes(mnemo.base, headers, texts);
      const failed = await waitUntilRead(mnemo.base, headers, 1000);
      const seconds = (performance.now() - started) / 1000;
      printResult(`ingest corpus ${database}`, {
        documents: texts.length,
        megabytes: mb.toFixed(2),
        total_s: seconds.toFixed(1),
        docs_per_s: (texts.length / seconds).toFixed(1),
        x_in_process: (seconds / inProcess).toFixed(2),
        failed,
        ...(await stopHealth()),
      });
    } finally {
      await mnemo.stop();
    }
  }
}

async function workersCase() {
  if (!postgres) throw new Error("--case workers needs DATABASE_URL (a PostgreSQL server)");
  const papers = loadPapers(paperCount);
  const mb = megabytes(papers);
  let one = 0;
  for (const workers of [1, 2, 4]) {
    const seconds = median(
      await sequential(
        runs,
        async () => (await ingestThroughApi(papers, { postgresServer: postgres, workers })).seconds,
      ),
    );
    one ||= seconds;
    printResult(`ingest workers=${workers}`, {
      papers: papers.length,
      median_s: seconds.toFixed(1),
      mb_per_min: ((mb / seconds) * 60).toFixed(2),
      x_one_worker: (one / seconds).toFixed(2),
    });
  }
}

/** The same 10 probe papers written into a new account and into one grown to `--grow` documents first. */
async function growthCase() {
  const grow = Number(option("grow", "1000"));
  const all = loadPapers(Infinity);
  const probe = all.slice(0, 10);
  const papers = all.slice(10, grow);
  const notes = loadCorpus()
    .filter((t) => t.text.trim())
    .slice(0, Math.max(0, grow - 10 - papers.length));
  const mnemo = await startIngestServer({ postgresServer: postgres });
  const writeMsPerKb = (ids: string[]) =>
    median(mnemo.written.filter((w) => ids.includes(w.documentId)).map((w) => w.writeMs / (w.chars / 1024)));
  try {
    const fresh = await mnemo.signUp("fresh");
    const freshIds = await uploadPapers(mnemo.base, fresh.cookie, probe);
    // Polled every 2 s in both accounts: listing 1,000 documents every 250 ms was a load of its own on the writes.
    await waitUntilRead(mnemo.base, fresh.headers, 2000);
    const grown = await mnemo.signUp("grown");
    const started = performance.now();
    await uploadPapers(mnemo.base, grown.cookie, papers);
    await uploadNotes(mnemo.base, grown.headers, notes);
    await waitUntilRead(mnemo.base, grown.headers, 2000);
    const growSeconds = (performance.now() - started) / 1000;
    const grownIds = await uploadPapers(mnemo.base, grown.cookie, probe);
    await waitUntilRead(mnemo.base, grown.headers, 2000);
    const atTen = writeMsPerKb(freshIds);
    const atGrown = writeMsPerKb(grownIds);
    printResult("ingest growth", {
      database: postgres ? "postgres" : "pglite",
      grown_documents: papers.length + notes.length + probe.length,
      grow_s: growSeconds.toFixed(0),
      write_ms_per_kb_at_10: atTen.toFixed(1),
      write_ms_per_kb_grown: atGrown.toFixed(1),
      ratio: (atGrown / atTen).toFixed(2),
    });
  } finally {
    await mnemo.stop();
  }
}

async function sequential<T>(times: number, work: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < times; i++) results.push(await work());
  return results;
}

const cases: Record<string, () => Promise<void>> = {
  papers: papersCase,
  corpus: corpusCase,
  workers: workersCase,
  growth: growthCase,
};
if (!cases[benchCase]) throw new Error(`unknown --case ${benchCase}: choose ${Object.keys(cases).join(", ")}`);
await cases[benchCase]();
