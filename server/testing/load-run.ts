/**
 * Load, end to end: a real server process on loopback and N simulated users at once, each signing in, uploading a
 * note, searching, opening the graph and listing documents in a loop (signing in again every fifth round). The server runs in its own process so its
 * memory is its own and the clients do not share its event loop. Used by `npm run bench load` (50 users, 60 s, on
 * PGlite and PostgreSQL) and by load.test.ts (a short form in CI).
 */
import { once } from "node:events";
import { startChildServer, waitForHealthy } from "./child-server.ts";
import { readFileSync } from "node:fs";
import { percentile } from "../../bench/support.ts";

export interface LoadRunOptions {
  users: number;
  seconds: number;
  port: number;
  /** PGlite data directory; with `databaseUrl` the server uses PostgreSQL instead. */
  dataDir: string;
  databaseUrl?: string;
  texts: string[];
  queries: string[];
}

export interface RouteTimings {
  route: string;
  requests: number;
  p50Ms: number;
  p95Ms: number;
}

export interface LoadRunResult {
  database: "pglite" | "postgres";
  users: number;
  seconds: number;
  requests: number;
  routes: RouteTimings[];
  /** "route status-or-message" -> count. Any entry is a failure of the run. */
  errors: Record<string, number>;
  /** The server process's resident memory: after start-up, and the peak (VmHWM) at the end. */
  startRssMb: number;
  peakRssMb: number;
}

/** Resident and peak resident memory of a process, in MiB (Linux). */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb("VmRSS") / 1024), peakMb: Math.round(kb("VmHWM") / 1024) };
}

/** Rounds between two sign-ins of a simulated user. */
const SIGN_IN_EVERY = 5;

export async function loadRun(options: LoadRunOptions): Promise<LoadRunResult> {
  const base = `http://127.0.0.1:${options.port}`;
  const server = startChildServer(options);
  const timings = new Map<string, number[]>();
  const errors: Record<string, number> = {};
  const fail = (key: string) => (errors[key] = (errors[key] ?? 0) + 1);

  async function call(route: string, path: string, init: RequestInit = {}): Promise<Response | undefined> {
    const started = performance.now();
    try {
      const response = await fetch(`${base}${path}`, init);
      await response.arrayBuffer();
      if (!response.ok) fail(`${route} ${response.status}`);
      if (!timings.has(route)) timings.set(route, []);
      timings.get(route)!.push(performance.now() - started);
      return response;
    } catch (error) {
      fail(`${route} ${(error as Error).message}`);
      return undefined;
    }
  }

  try {
    await waitForHealthy(base, 120_000);
    const startRssMb = memoryOf(server.pid!).rssMb;
    const json = { "content-type": "application/json" };
    const startedAt = Date.now();
    const deadline = startedAt + options.seconds * 1000;
    await Promise.all(
      Array.from({ length: options.users }, async (_, u) => {
        const email = `load-${u}-${startedAt}@example.com`;
        const password = "load-test-password";
        await call("POST /api/auth/sign-up", "/api/auth/sign-up", {
          method: "POST",
          headers: json,
          body: JSON.stringify({ firstName: `User${u}`, email, password }),
        });
        let headers: Record<string, string> = json;
        for (let round = 0; Date.now() < deadline; round++) {
          // A new sign-in every few rounds, not every round: each one is a deliberately slow password hash, and
          // people sign in once per session, then work.
          if (round % SIGN_IN_EVERY === 0) {
            const signIn = await call("POST /api/auth/sign-in", "/api/auth/sign-in", {
              method: "POST",
              headers: json,
              body: JSON.stringify({ email, password }),
            });
            headers = {
              ...json,
              cookie: (signIn?.headers.getSetCookie() ?? []).map((c) => c.split(";")[0]).join("; "),
            };
          }
          const text = options.texts[(u * 997 + round * 31) % options.texts.length]!;
          const query = options.queries[(u + round) % options.queries.length]!;
          await call("POST /api/documents", "/api/documents", {
            method: "POST",
            headers,
            body: JSON.stringify({ title: `Load ${u}.${round}`, content: text, type: "note", projectId: null }),
          });
          await call("POST /api/search", "/api/search", { method: "POST", headers, body: JSON.stringify({ query }) });
          await call("GET /api/graph", "/api/graph", { headers });
          await call("GET /api/documents", "/api/documents", { headers });
          await call("GET /api/stats", "/api/stats", { headers });
        }
      }),
    );
    const seconds = (Date.now() - startedAt) / 1000;
    const routes = [...timings]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([route, list]) => ({
        route,
        requests: list.length,
        p50Ms: percentile(list, 50),
        p95Ms: percentile(list, 95),
      }));
    return {
      database: options.databaseUrl ? "postgres" : "pglite",
      users: options.users,
      seconds: Math.round(seconds),
      requests: routes.reduce((n, r) => n + r.requests, 0),
      routes,
      errors,
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
