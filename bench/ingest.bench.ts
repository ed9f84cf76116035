// Ingest speed: uploads the texts of ../shared/eval/search-citint-corpus.jsonl through the HTTP API (as notes,
// 8 requests in flight) and waits until every document is processed: concepts, relationships, vectors.
// Reports wall time, documents/s, MB/s and the process's peak memory. `npm run bench:ingest [-- --limit N]`.
import { loadCorpus, uploadNotes, waitUntilRead } from "../scripts/eval-search.ts";
import { startBenchServer } from "./bench-server.ts";
import { printResult } from "./support.ts";

const limitArg = process.argv.indexOf("--limit");
const limit = limitArg > 0 ? Number(process.argv[limitArg + 1]) : Infinity;
const texts = loadCorpus()
  .filter((item) => item.text.trim()) // a few corpus entries are empty; the API rightly refuses those
  .slice(0, limit);
const megabytes = texts.reduce((n, t) => n + Buffer.byteLength(t.text), 0) / 1024 / 1024;

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
const { runtime, base, signUp } = await startBenchServer();
try {
  const headers = await signUp("ingest");

  const started = performance.now();
  await uploadNotes(base, headers, texts);
  const uploaded = performance.now();
  const { failed } = await waitUntilRead(base, headers, 500);
  if (failed) console.warn(`${failed} documents failed`);
  const seconds = (performance.now() - started) / 1000;
  const stats = (await (await fetch(`${base}/api/stats`, { headers })).json()) as Record<string, number>;
  printResult("ingest", {
    database: runtime.ctx.database.driver,
    documents: texts.length,
    megabytes: megabytes.toFixed(2),
    upload_s: ((uploaded - started) / 1000).toFixed(1),
    total_s: seconds.toFixed(1),
    docs_per_s: (texts.length / seconds).toFixed(1),
    s_per_mb: (seconds / megabytes).toFixed(1),
    peak_rss_mb: Math.round(peakRss / 1024 / 1024),
    concepts: stats.conceptCount ?? 0,
    relationships: stats.relationshipCount ?? 0,
  });
} finally {
  clearInterval(sampler);
  await runtime.stop();
}
