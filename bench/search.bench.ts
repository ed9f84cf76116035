// POST /api/search latency over HTTP on loopback, one request at a time, on two collections of one account each:
// 1. the Citation-Integrity corpus (3,063 texts) uploaded through the API and processed by the worker;
// 2. a generated collection of 100,000 passages (10,000 documents of 10 passages, ~950 characters each, made of
//    the corpus's sentences in random order, vectors from the configured embedder) and 10,000 concepts, written
//    straight into the database (the extractor would take hours); the HNSW index is built after the load.
// Queries: every 5th claim of search-citint-queries.jsonl (306), after 20 warm-up queries.
// `npm run bench search` (or `node --import tsx bench/search.bench.ts [--chunks N] [--skip-corpus] [--keep DIR]`);
// DATABASE_URL selects PostgreSQL. --keep DIR keeps the PGlite data directory and reuses the collections already in
// it (the 100,000-passage one takes minutes to write and index), so a second run only measures.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { ensureChunkVectorIndex, vectorSql } from "../server/db/vectors.ts";
import { maintainSearchTablesIfStale } from "../server/jobs/processors/reembed.ts";
import { ingestCorpus, loadCorpus, loadQueries } from "../scripts/eval-search.ts";
import { seededRandom } from "../server/domain/graph/seeded-random.mjs";
import { startBenchServer } from "./bench-server.ts";
import { percentile, printResult } from "./support.ts";

const option = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const arg = (name: string, fallback: number) => Number(option(name) ?? fallback);
const keep = option("keep");
const CHUNKS = arg("chunks", 100_000);
const PER_DOCUMENT = 10;
const CONCEPTS = 10_000;
const queries = loadQueries()
  .filter((_, i) => i % 5 === 0)
  .map((q) => q.query);

if (keep) mkdirSync(keep, { recursive: true });
const statePath = keep ? join(keep, "search-bench.json") : undefined;
/** Accounts (email and password) whose collections are already in the kept directory. */
const state: Record<string, { email: string; password: string; figures: Record<string, string | number> }> =
  statePath && existsSync(statePath) ? JSON.parse(readFileSync(statePath, "utf8")) : {};
const saveState = () => statePath && writeFileSync(statePath, JSON.stringify(state));

const { runtime, base, signUp } = await startBenchServer(
  keep && !process.env.DATABASE_URL ? { MNEMO_DATA_DIR: keep } : {},
);
const { database } = runtime.ctx;
const vectors = vectorSql(runtime.ctx.vectorMode);
const embedder = runtime.ctx.services.embedder;

async function measure(name: string, headers: Record<string, string>, figures: Record<string, string | number>) {
  const send = (query: string) =>
    fetch(`${base}/api/search`, { method: "POST", headers, body: JSON.stringify({ query }) });
  for (const query of queries.slice(0, 20)) await (await send(query)).arrayBuffer();
  const times: number[] = [];
  const cpu: number[] = [];
  let results = 0;
  const load = loadavg()[0]!;
  for (const query of queries) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const response = await send(query);
    const body = (await response.json()) as { results: unknown[] };
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpuStarted);
    cpu.push((used.user + used.system) / 1000);
    if (!response.ok) throw new Error(`search failed: ${response.status}`);
    results += body.results.length;
  }
  // On the embedded database the whole search runs in this process, so its CPU time per request (every thread:
  // server, PGlite, client, garbage collector) tells the search's own cost apart from time spent waiting for a CPU
  // on a shared machine (wall time well above CPU time).
  printResult(name, {
    database: database.driver,
    vectors: runtime.ctx.vectorMode,
    ...figures,
    queries: times.length,
    p50_ms: percentile(times, 50),
    p95_ms: percentile(times, 95),
    p99_ms: percentile(times, 99),
    cpu_p50_ms: percentile(cpu, 50),
    cpu_p95_ms: percentile(cpu, 95),
    mean_results: (results / times.length).toFixed(1),
    load_before: load.toFixed(1),
    load_after: loadavg()[0]!.toFixed(1),
  });
}

/** Writes the generated collection for one user; returns the seconds it took. */
async function generate(userId: string): Promise<number> {
  const started = performance.now();
  const random = seededRandom(11); // every run measures the same collection
  const sentences = loadCorpus()
    .flatMap((t) => t.text.split(/(?<=[.!?])\s+(?=[A-Z(])/))
    .filter((s) => s.length > 20);
  const pick = () => sentences[Math.floor(random() * sentences.length)]!;
  const cast = vectors.mode === "pgvector" ? "vector" : "real[]";
  // Without the vector index during the load (it is built once afterwards, much faster than row by row).
  await database.query(`DROP INDEX IF EXISTS chunks_embedding_hnsw_${embedder.dims}`);
  for (let first = 0; first < CHUNKS / PER_DOCUMENT; first += 100) {
    const docs = Array.from({ length: Math.min(100, CHUNKS / PER_DOCUMENT - first) }, (_, d) => {
      const passages = Array.from({ length: PER_DOCUMENT }, () => {
        let text = pick();
        while (text.length < 900) text += ` ${pick()}`;
        return text;
      });
      return { id: randomUUID(), title: `Generated ${first + d + 1}`, passages };
    });
    await database.query(
      `INSERT INTO documents (id, user_id, title, type, content, status, progress, processed_at) SELECT d.id, $1, d.title, 'note', d.content, 'ready', 100, now() FROM unnest($2::uuid[], $3::text[], $4::text[]) AS d(id, title, content)`,
      [userId, docs.map((d) => d.id), docs.map((d) => d.title), docs.map((d) => d.passages.join("\n\n"))],
    );
    const rows = docs.flatMap((d) => {
      let at = 0;
      return d.passages.map((text, ordinal) => {
        const row = { documentId: d.id, ordinal, start: at, end: at + text.length, text };
        at += text.length + 2;
        return row;
      });
    });
    const embedded = await embedder.embed(rows.map((r) => r.text));
    await database.query(
      `INSERT INTO chunks (user_id, document_id, ordinal, char_start, char_end, text, embedding, embedding_model, embedding_dims)
       SELECT $1, c.doc, c.ordinal, c.s, c.e, c.text, c.v::${cast}, $8, $9 FROM unnest($2::uuid[], $3::int[], $4::int[], $5::int[], $6::text[], $7::text[]) AS c(doc, ordinal, s, e, text, v)`,
      [
        userId,
        rows.map((r) => r.documentId),
        rows.map((r) => r.ordinal),
        rows.map((r) => r.start),
        rows.map((r) => r.end),
        rows.map((r) => r.text),
        embedded.map((v) => vectors.encode(Array.from(v))),
        embedder.model,
        embedder.dims,
      ],
    );
  }
  // Concepts named by two-word phrases of the corpus, a tenth of them with a definition sentence.
  const words = sentences.flatMap((s) => s.toLowerCase().match(/[a-z]{4,}/g) ?? []);
  const names = new Set<string>();
  while (names.size < CONCEPTS)
    names.add(`${words[Math.floor(random() * words.length)]} ${words[Math.floor(random() * words.length)]}`);
  const list = [...names];
  await database.query(
    `INSERT INTO concepts (user_id, name, normalized_key, definition) SELECT $1, n, n, d FROM unnest($2::text[], $3::text[]) AS c(n, d)`,
    [userId, list, list.map((_, i) => (i % 10 === 0 ? pick() : null))],
  );
  await ensureChunkVectorIndex(database.db, vectors, embedder.dims);
  await database.db.execute(sql`ANALYZE`);
  return (performance.now() - started) / 1000;
}

/** Signs in to a kept account, or signs up a new one and builds its collection with `build`. */
async function account(
  name: string,
  build: (headers: Record<string, string>, userId: string) => Promise<Record<string, string | number>>,
) {
  const kept = state[name];
  if (kept) {
    const response = await fetch(`${base}/api/auth/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: kept.email, password: kept.password }),
    });
    if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
    return {
      headers: {
        cookie: response.headers
          .getSetCookie()
          .map((c) => c.split(";")[0])
          .join("; "),
        "content-type": "application/json",
      },
      figures: kept.figures,
    };
  }
  const headers = await signUp(name);
  const [user] = await database.query<{ id: string; email: string }>(
    "SELECT id, email FROM users ORDER BY created_at DESC LIMIT 1",
  );
  const figures = await build(headers, user!.id);
  state[name] = { email: user!.email, password: "bench-password", figures };
  saveState();
  return { headers, figures };
}

try {
  if (!process.argv.includes("--skip-corpus")) {
    const { headers, figures } = await account("search-corpus", async (headers) => {
      const started = performance.now();
      const ids = await ingestCorpus(base, headers, loadCorpus());
      const ingestSeconds = (performance.now() - started) / 1000;
      await maintainSearchTablesIfStale(database.db);
      const [{ n = 0 } = {}] = await database.query<{ n: number }>("SELECT count(*)::int AS n FROM chunks");
      return { documents: ids.size, chunks: n, ingest_s: ingestSeconds.toFixed(0) };
    });
    await measure("search-corpus", headers, figures);
  }
  const { headers, figures } = await account("search-generated", async (_headers, userId) => {
    const seconds = await generate(userId);
    return { chunks: CHUNKS, concepts: CONCEPTS, load_s: seconds.toFixed(0) };
  });
  await measure("search-generated", headers, figures);
} finally {
  await runtime.stop();
}
