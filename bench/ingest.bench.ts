// Ingest speed: uploads the texts of ../shared/eval/search-citint-corpus.jsonl through the HTTP API (as notes,
// 8 requests in flight) and waits until every document is processed: concepts, relationships, vectors.
// Reports wall time, documents/s, MB/s and the process's peak memory. `npm run bench:ingest [-- --limit N]`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { startBenchServer } from "./bench-server.ts";
import { printResult } from "./support.ts";

const limitArg = process.argv.indexOf("--limit");
const limit = limitArg > 0 ? Number(process.argv[limitArg + 1]) : Infinity;
const corpusPath = join(import.meta.dirname, "..", "..", "shared", "eval", "search-citint-corpus.jsonl");
const texts = readFileSync(corpusPath, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { id: string; text: string })
  .filter((item) => item.text.trim()) // a few corpus entries are empty; the API rightly refuses those
  .slice(0, limit);
const megabytes = texts.reduce((n, t) => n + Buffer.byteLength(t.text), 0) / 1024 / 1024;

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
const { runtime, base, signUp } = await startBenchServer();
try {
  const headers = await signUp("ingest");

  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < texts.length) {
        const item = texts[next++]!;
        const response = await fetch(`${base}/api/documents`, {
          method: "POST",
          headers,
          body: JSON.stringify({ title: `Citation ${item.id}`, content: item.text, type: "note", projectId: null }),
        });
        if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
      }
    }),
  );
  const uploaded = performance.now();
  for (;;) {
    const list = (await (await fetch(`${base}/api/documents`, { headers })).json()) as Array<{ status: string }>;
    const pending = list.filter((d) => d.status === "queued" || d.status === "processing").length;
    if (pending === 0) {
      const failed = list.filter((d) => d.status === "failed").length;
      if (failed) console.warn(`${failed} documents failed`);
      break;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
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
