// Load: 50 users at once for 60 s on loopback, each signing in, uploading a note, searching, opening the graph and
// listing documents in a loop. Reports errors, p50/p95 per route and the server's peak memory.
// `npm run bench load [-- --users 50 --seconds 60]`; set DATABASE_URL to run it on PostgreSQL.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { startBenchServer } from "./bench-server.ts";
import { percentile, printResult } from "./support.ts";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const users = arg("users", 50);
const seconds = arg("seconds", 60);
const texts = readFileSync(join(import.meta.dirname, "..", "..", "shared", "eval", "search-citint-corpus.jsonl"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((l) => (JSON.parse(l) as { text: string }).text)
  .filter((t) => t.trim());
const queries = ["cell proliferation and apoptosis", "tumor growth", "gene expression in cancer", "immune response", "clinical trial outcomes"];

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
const { runtime, base } = await startBenchServer();
const timings = new Map<string, number[]>();
const errors = new Map<string, number>();

async function call(route: string, url: string, init: RequestInit = {}): Promise<Response | undefined> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${url}`, init);
    await response.arrayBuffer();
    if (!response.ok) errors.set(`${route} ${response.status}`, (errors.get(`${route} ${response.status}`) ?? 0) + 1);
    if (!timings.has(route)) timings.set(route, []);
    timings.get(route)!.push(performance.now() - started);
    return response;
  } catch (error) {
    errors.set(`${route} ${(error as Error).message}`, (errors.get(`${route} ${(error as Error).message}`) ?? 0) + 1);
    return undefined;
  }
}

const json = { "content-type": "application/json" };
try {
  const deadline = Date.now() + seconds * 1000;
  const startedAt = Date.now();
  await Promise.all(
    Array.from({ length: users }, async (_, u) => {
      const email = `load-${u}-${Date.now()}@example.com`;
      const password = "load-test-password";
      await call("POST /api/auth/sign-up", "/api/auth/sign-up", { method: "POST", headers: json, body: JSON.stringify({ firstName: `User${u}`, email, password }) });
      let round = 0;
      while (Date.now() < deadline) {
        const signIn = await call("POST /api/auth/sign-in", "/api/auth/sign-in", { method: "POST", headers: json, body: JSON.stringify({ email, password }) });
        const cookie = (signIn?.headers.getSetCookie() ?? []).map((c) => c.split(";")[0]).join("; ");
        const headers = { ...json, cookie };
        const text = texts[(u * 997 + round * 31) % texts.length]!;
        await call("POST /api/documents", "/api/documents", { method: "POST", headers, body: JSON.stringify({ title: `Load ${u}.${round}`, content: text, type: "note", projectId: null }) });
        await call("POST /api/search", "/api/search", { method: "POST", headers, body: JSON.stringify({ query: queries[(u + round) % queries.length] }) });
        await call("GET /api/graph", "/api/graph", { headers });
        await call("GET /api/documents", "/api/documents", { headers });
        await call("GET /api/stats", "/api/stats", { headers });
        round++;
      }
    }),
  );
  const elapsed = (Date.now() - startedAt) / 1000;
  for (const [route, list] of [...timings].sort()) {
    printResult(route, { database: runtime.ctx.database.driver, requests: list.length, p50_ms: percentile(list, 50), p95_ms: percentile(list, 95) });
  }
  const total = [...timings.values()].reduce((n, l) => n + l.length, 0);
  printResult("load", {
    database: runtime.ctx.database.driver,
    users,
    seconds: Math.round(elapsed),
    requests: total,
    requests_per_s: Math.round(total / elapsed),
    errors: [...errors.values()].reduce((a, b) => a + b, 0),
    peak_rss_mb: Math.round(peakRss / 1024 / 1024),
  });
  for (const [kind, count] of errors) console.log(`error: ${kind} x${count}`);
} finally {
  clearInterval(sampler);
  await runtime.stop();
}
