/**
 * Responsiveness, end to end: a real server process (both roles) processes heavy documents while a client asks
 * `GET /api/health` at a fixed rate (open loop: a slow answer does not delay the next question, so a freeze shows
 * in full) and lists the documents now and then. Then the documents are exported and deleted, still under watch.
 * Reports latencies, the server's peak memory and each document's outcome. Used by `npm run bench responsiveness`
 * (a 20 MB text, a 5 MB one-word text and a 10,000-page PDF) and by responsiveness.test.ts (a smaller form).
 */
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { percentile } from "../../bench/support.ts";
import { startChildServer, waitForHealthy } from "./child-server.ts";
import { createAccountOverHttp } from "./http-accounts.ts";
import { memoryOf } from "./load-run.ts";

export interface HeavyDocument {
  fileName: string;
  bytes: Buffer;
}

export interface ResponsivenessOptions {
  port: number;
  /** PGlite data directory; with `databaseUrl` the server uses PostgreSQL instead. */
  dataDir: string;
  databaseUrl?: string;
  documents: HeavyDocument[];
  /** Milliseconds between two health questions. */
  intervalMs?: number;
  /** Give up waiting for the documents after this long. */
  timeoutMs?: number;
  env?: Record<string, string>;
}

export interface Latencies {
  requests: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface ResponsivenessResult {
  database: "pglite" | "postgres";
  /** While the documents were processed. */
  processing: { seconds: number; health: Latencies; list: Latencies };
  /** While the account was exported (the whole file read) and the documents deleted (until their rows are gone). */
  exportAndDelete: {
    seconds: number;
    /** While the export was read, then while the documents were deleted (until their rows are gone). */
    health: Latencies;
    healthWhileDeleting: Latencies;
    exportMb: number;
    deleteResponseMs: number[];
  };
  documents: Array<{ fileName: string; status: string; seconds: number; warning: string | null; error: string | null }>;
  startRssMb: number;
  peakRssMb: number;
}

/** Asks `path` every `intervalMs` without waiting for the previous answer, until stopped; returns the latencies. */
function watch(base: string, path: string, intervalMs: number, headers: Record<string, string> = {}) {
  const times: number[] = [];
  let errors = 0;
  const pending = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const started = performance.now();
    const request = fetch(`${base}${path}`, { headers, signal: AbortSignal.timeout(60_000) })
      .then(async (response) => {
        await response.arrayBuffer();
        if (!response.ok) errors++;
        times.push(performance.now() - started);
      })
      .catch(() => {
        errors++;
        times.push(performance.now() - started);
      })
      .finally(() => pending.delete(request));
    pending.add(request);
  }, intervalMs);
  return async (): Promise<Latencies> => {
    clearInterval(timer);
    await Promise.all(pending);
    return {
      requests: times.length,
      errors,
      p50Ms: percentile(times, 50),
      p99Ms: percentile(times, 99),
      maxMs: Math.round(Math.max(0, ...times)),
    };
  };
}

export async function responsivenessRun(options: ResponsivenessOptions): Promise<ResponsivenessResult> {
  const base = `http://127.0.0.1:${options.port}`;
  const server = startChildServer({ ...options, env: { MNEMO_MAX_UPLOAD_MB: "100", ...options.env } });
  const interval = options.intervalMs ?? 50;
  try {
    await waitForHealthy(base, 120_000);
    const { cookie } = await createAccountOverHttp(base, {
      firstName: "Bench",
      email: `responsive-${Date.now()}@example.com`,
      password: "bench-password",
    });
    const headers = { cookie };
    // Warm up the worker (its threads load their models on the first document) so the run measures processing.
    await fetch(`${base}/api/documents`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({
        title: "Warm-up",
        content: "Photosynthesis converts light into chemical energy.",
        type: "note",
      }),
    });
    await waitForAll(base, headers, 1, 120_000);
    const startRssMb = memoryOf(server.pid!).rssMb;

    const stopHealth = watch(base, "/api/health", interval);
    const stopList = watch(base, "/api/documents", 500, headers);
    const started = Date.now();
    const ids = await Promise.all(
      options.documents.map(async (doc) => {
        const form = new FormData();
        form.append("file", new Blob([new Uint8Array(doc.bytes)]), doc.fileName);
        const response = await fetch(`${base}/api/documents/upload`, { method: "POST", headers, body: form });
        if (response.status !== 201)
          throw new Error(`upload of ${doc.fileName} refused: ${response.status} ${await response.text()}`);
        return ((await response.json()) as { id: string }).id;
      }),
    );
    const finished = await waitForAll(
      base,
      headers,
      options.documents.length + 1,
      options.timeoutMs ?? 30 * 60_000,
      ids,
    );
    const processing = {
      seconds: Math.round((Date.now() - started) / 1000),
      health: await stopHealth(),
      list: await stopList(),
    };

    const stopHealthAgain = watch(base, "/api/health", interval);
    const cleanupStarted = Date.now();
    const exported = await fetch(`${base}/api/export-data`, { headers });
    const exportMb = Math.round(((await exported.arrayBuffer()).byteLength / 1048576) * 10) / 10;
    const duringExport = await stopHealthAgain();
    const stopHealthWhileDeleting = watch(base, "/api/health", interval);
    const deleteResponseMs: number[] = [];
    for (const id of ids) {
      const at = performance.now();
      await (
        await fetch(`${base}/api/documents/${id}`, { method: "DELETE", headers: { ...headers, origin: base } })
      ).arrayBuffer();
      deleteResponseMs.push(Math.round(performance.now() - at));
    }
    await waitForIdle(server.pid!);
    const exportAndDelete = {
      seconds: Math.round((Date.now() - cleanupStarted) / 1000),
      health: duringExport,
      healthWhileDeleting: await stopHealthWhileDeleting(),
      exportMb,
      deleteResponseMs,
    };

    return {
      database: options.databaseUrl ? "postgres" : "pglite",
      processing,
      exportAndDelete,
      documents: ids.map((id, i) => ({
        fileName: options.documents[i]!.fileName,
        ...finished.get(id)!,
        seconds: finished.get(id)!.seconds,
      })),
      startRssMb,
      peakRssMb: memoryOf(server.pid!).peakMb,
    };
  } finally {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await once(server, "exit");
    }
  }
}

type Outcome = { status: string; seconds: number; warning: string | null; error: string | null };

/** Waits until `count` documents are ready or failed; the outcome of each of `ids`, with when it was seen done. */
async function waitForAll(
  base: string,
  headers: Record<string, string>,
  count: number,
  timeoutMs: number,
  ids: string[] = [],
): Promise<Map<string, Outcome>> {
  const started = Date.now();
  const outcomes = new Map<string, Outcome>();
  for (;;) {
    const list = (await (await fetch(`${base}/api/documents`, { headers })).json()) as Array<{
      id: string;
      status: string;
      warning: string | null;
      error: string | null;
    }>;
    for (const doc of list) {
      if (ids.includes(doc.id) && !outcomes.has(doc.id) && (doc.status === "ready" || doc.status === "failed")) {
        outcomes.set(doc.id, {
          status: doc.status,
          seconds: Math.round((Date.now() - started) / 1000),
          warning: doc.warning,
          error: doc.error,
        });
      }
    }
    if (list.filter((d) => d.status === "ready" || d.status === "failed").length >= count) return outcomes;
    if (Date.now() - started > timeoutMs)
      throw new Error(
        `documents still processing after ${timeoutMs / 1000} s: ${JSON.stringify(list.map((d) => d.status))}`,
      );
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** CPU seconds the process has used (Linux: utime + stime of /proc/<pid>/stat, in clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8")
    .replace(/^.*\) /, "")
    .split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Waits until the background deletions have run, seen from outside: the server's process uses under a tenth of a
 * core for three seconds in a row (the rows are gone from every view at once, so the API cannot tell).
 */
async function waitForIdle(pid: number, timeoutMs = 30 * 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  let last = cpuSeconds(pid);
  while (Date.now() < deadline && quiet < 3) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuSeconds(pid);
    quiet = now - last < 0.1 ? quiet + 1 : 0;
    last = now;
  }
}
