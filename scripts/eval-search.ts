// Search quality on the Citation-Integrity set (../shared/eval/search-citint-*.jsonl): uploads the 3,063 cited
// texts as notes of a fresh account through the HTTP API (the real ingest: chunks, vectors, concepts), then sends
// the 1,530 claim queries to POST /api/search and scores the document results: Recall@3 and MRR@10, overall and on
// the odd and even lines (how much the figure moves between halves). PGlite by default; DATABASE_URL selects
// PostgreSQL (vectors as real[] when it has no pgvector).
//   npm run eval:search [-- --limit-docs N --limit-queries N --keep DIR --ablations]
// --keep DIR keeps (or reuses) the PGlite data directory and account, to iterate without ingesting again.
// --ablations also ranks with the lexical signal alone, the vector signal alone and other vector weights (same
// code, called in-process).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startBenchServer } from "../bench/bench-server.ts";
import type { SearchResponse } from "../contract/search.ts";
import { searchKnowledge, type SearchOptions } from "../server/domain/search/search.ts";
import { maintainSearchTablesIfStale } from "../server/jobs/processors/reembed.ts";

/** The published BM25 baseline of this set (../shared/eval/README.md). */
export const bm25Baseline = { recallAt3: 0.662, mrrAt10: 0.565 };

const evalDir = join(import.meta.dirname, "..", "..", "shared", "eval");

export interface CorpusText {
  id: string;
  text: string;
}
export interface EvalQuery {
  query: string;
  relevant: string[];
}

const readJsonl = <T>(file: string): T[] =>
  readFileSync(join(evalDir, file), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);

export const loadCorpus = (limit = Infinity): CorpusText[] =>
  readJsonl<CorpusText>("search-citint-corpus.jsonl").slice(0, limit);
export const loadQueries = (limit = Infinity): EvalQuery[] =>
  readJsonl<EvalQuery>("search-citint-queries.jsonl").slice(0, limit);

type Headers = Record<string, string>;

/** Uploads the texts as notes, 8 requests in flight; returns document id → text id. */
export async function uploadNotes(base: string, headers: Headers, texts: CorpusText[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const usable = texts.filter((t) => t.text.trim()); // a few texts are empty: the API rightly refuses them
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < usable.length) {
        const item = usable[next++]!;
        const response = await fetch(`${base}/api/documents`, {
          method: "POST",
          headers,
          body: JSON.stringify({ title: `Citation ${item.id}`, content: item.text, type: "note", projectId: null }),
        });
        if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
        ids.set(((await response.json()) as { id: string }).id, item.id);
      }
    }),
  );
  return ids;
}

/** Waits until none of the account's documents is queued or being read; returns how many failed. */
export async function waitUntilRead(base: string, headers: Headers, pollMs = 1000): Promise<{ failed: number }> {
  for (;;) {
    const list = (await (await fetch(`${base}/api/documents`, { headers })).json()) as Array<{ status: string }>;
    if (!list.some((d) => d.status === "queued" || d.status === "processing"))
      return { failed: list.filter((d) => d.status === "failed").length };
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/** Uploads the texts as notes and waits until all are read; returns document id → text id. */
export async function ingestCorpus(base: string, headers: Headers, texts: CorpusText[]): Promise<Map<string, string>> {
  const ids = await uploadNotes(base, headers, texts);
  await waitUntilRead(base, headers);
  return ids;
}

/** Recall@3 and MRR@10 of ranked text ids against each query's relevant ids. */
export function score(rankings: string[][], queries: EvalQuery[]): { recallAt3: number; mrrAt10: number } {
  let hits = 0;
  let reciprocal = 0;
  rankings.forEach((ranked, i) => {
    const relevant = new Set(queries[i]!.relevant);
    if (ranked.slice(0, 3).some((id) => relevant.has(id))) hits++;
    const rank = ranked.slice(0, 10).findIndex((id) => relevant.has(id));
    if (rank >= 0) reciprocal += 1 / (rank + 1);
  });
  return { recallAt3: hits / Math.max(1, rankings.length), mrrAt10: reciprocal / Math.max(1, rankings.length) };
}

const fmt = (s: { recallAt3: number; mrrAt10: number }) =>
  `Recall@3=${s.recallAt3.toFixed(3)} MRR@10=${s.mrrAt10.toFixed(3)}`;

function report(name: string, rankings: string[][], queries: EvalQuery[]): void {
  const half = (parity: number) =>
    score(
      rankings.filter((_, i) => i % 2 === parity),
      queries.filter((_, i) => i % 2 === parity),
    );
  console.log(
    `${name.padEnd(28)} ${fmt(score(rankings, queries))}   odd lines ${fmt(half(1))}   even lines ${fmt(half(0))}`,
  );
}

async function main(): Promise<void> {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const keep = arg("keep");
  const corpus = loadCorpus(Number(arg("limit-docs") ?? Infinity));
  const queries = loadQueries(Number(arg("limit-queries") ?? Infinity));
  if (keep) mkdirSync(keep, { recursive: true });
  const statePath = keep ? join(keep, "eval-search.json") : undefined;
  const saved =
    statePath && existsSync(statePath)
      ? (JSON.parse(readFileSync(statePath, "utf8")) as { email: string; ids: Array<[string, string]> })
      : undefined;

  const { runtime, base } = await startBenchServer(keep && !process.env.DATABASE_URL ? { MNEMO_DATA_DIR: keep } : {});
  try {
    const email = saved?.email ?? `eval-search-${Date.now()}@example.com`;
    const auth = await fetch(`${base}/api/auth/${saved ? "sign-in" : "sign-up"}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ firstName: "Eval", email, password: "eval-search-password" }),
    });
    if (!auth.ok) throw new Error(`${saved ? "sign-in" : "sign-up"} failed: ${auth.status} ${await auth.text()}`);
    const headers = {
      cookie: auth.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; "),
      "content-type": "application/json",
    };
    const userId = ((await auth.json()) as { id: string }).id;

    let ids: Map<string, string>;
    if (saved) ids = new Map(saved.ids);
    else {
      const started = performance.now();
      ids = await ingestCorpus(base, headers, corpus);
      console.log(
        `ingested ${ids.size} texts in ${((performance.now() - started) / 1000).toFixed(0)} s (${runtime.ctx.database.driver}, vectors: ${runtime.ctx.vectorMode})`,
      );
      if (statePath) writeFileSync(statePath, JSON.stringify({ email, ids: [...ids] }));
    }
    // The worker refreshes planner statistics within a minute of a bulk load; do it now instead of waiting.
    await maintainSearchTablesIfStale(runtime.ctx.database.db);

    const rankings: string[][] = [];
    const times: number[] = [];
    for (const q of queries) {
      const started = performance.now();
      const response = await fetch(`${base}/api/search`, {
        method: "POST",
        headers,
        body: JSON.stringify({ query: q.query }),
      });
      times.push(performance.now() - started);
      if (!response.ok) throw new Error(`search failed: ${response.status} ${await response.text()}`);
      const body = (await response.json()) as SearchResponse;
      rankings.push(body.results.filter((r) => r.type === "document").map((r) => ids.get(r.id) ?? r.id));
    }
    times.sort((a, b) => a - b);
    console.log(
      `\n${queries.length} queries over ${ids.size} texts; latency p50 ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(1)} ms\n`,
    );
    console.log(`${"BM25 baseline (eval README)".padEnd(28)} ${fmt(bm25Baseline)}`);
    report("Mnemo POST /api/search", rankings, queries);

    if (process.argv.includes("--ablations")) {
      const deps = runtime.ctx.services.search;
      const variants: Array<[string, SearchOptions]> = [
        ["lexical only", { lexicalOnly: true }],
        ["vectors only", { vectorOnly: true }],
        ...[0, 0.25, 0.75, 1].map((w): [string, SearchOptions] => [`vector weight ${w}`, { vectorWeight: w }]),
      ];
      for (const [name, options] of variants) {
        const ranked: string[][] = [];
        for (const q of queries) {
          const body = await searchKnowledge(deps, userId, { query: q.query }, options);
          ranked.push(body.results.filter((r) => r.type === "document").map((r) => ids.get(r.id) ?? r.id));
        }
        report(name, ranked, queries);
      }
    }
  } finally {
    await runtime.stop();
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await main();
