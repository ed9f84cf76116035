// Mnemo as the ingest benchmark runs it: the real binary (server/main.ts) in child processes, one with both roles or
// one web process and N worker processes on one PostgreSQL, each on a fresh database; their log lines are kept so
// the benchmark can read each document's write time.
import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync } from "node:fs";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { freePort, waitForHealthy } from "../server/testing/child-server.ts";
import { createAccountOverHttp } from "../server/testing/http-accounts.ts";
import { databaseUrl } from "../server/testing/template.ts";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));

export interface IngestServer {
  base: string;
  /** The `document-written` log events of every process: each document's write time and size. */
  written: Array<{ writeMs: number; chars: number; documentId: string }>;
  signUp(name: string): Promise<{ cookie: string; headers: Record<string, string> }>;
  stop(): Promise<void>;
}

/** A fresh, empty PostgreSQL database on the server DATABASE_URL names (dropped again by `stop`). */
async function freshPostgres(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `mnemo_bench_${Date.now()}_${Math.random().toString(16).slice(2, 8)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  return { url: databaseUrl(serverUrl, name), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

function startProcess(roles: string, env: Record<string, string>, written: IngestServer["written"]): ChildProcess {
  const { DATABASE_URL: _callers, ...callerEnv } = process.env;
  // BENCH_SERVER_NODE_FLAGS: flags for the servers' node (a profile: "--cpu-prof --cpu-prof-dir=/tmp/profile").
  const flags = process.env.BENCH_SERVER_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...flags, "--import", "tsx", "server/main.ts", `--roles=${roles}`], {
    cwd: repoRoot,
    env: {
      ...callerEnv,
      MNEMO_SKIP_WEB_BUILD: "1",
      MNEMO_SIGNIN_RATE_LIMIT: "100000",
      MNEMO_UPLOAD_RATE_LIMIT: "100000",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let buffered = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    buffered += chunk.toString("utf8");
    const lines = buffered.split("\n");
    buffered = lines.pop()!;
    // BENCH_SERVER_LOG: a file that keeps the servers' log lines, to see where a run's time went.
    if (process.env.BENCH_SERVER_LOG) appendFileSync(process.env.BENCH_SERVER_LOG, lines.map((l) => `${l}\n`).join(""));
    for (const line of lines) {
      if (!line.includes('"document-written"')) continue;
      const event = JSON.parse(line) as { writeMs: number; chars: number; documentId: string };
      written.push({ writeMs: event.writeMs, chars: event.chars, documentId: event.documentId });
    }
  });
  return child;
}

/**
 * Starts Mnemo on a fresh database: PGlite in a temporary directory, or a new database on the PostgreSQL server
 * `postgresServer` names. `workers` > 0 runs one web process and that many worker processes (PostgreSQL only).
 */
export async function startIngestServer(options: {
  postgresServer?: string;
  workers?: number;
  env?: Record<string, string>;
}): Promise<IngestServer> {
  const port = await freePort();
  const written: IngestServer["written"] = [];
  const database = options.postgresServer ? await freshPostgres(options.postgresServer) : null;
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: "127.0.0.1",
    MNEMO_DATA_DIR: mkdtempSync(join(tmpdir(), "mnemo-ingest-")),
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  };
  const workers = options.workers ?? 0;
  if (workers > 0 && !database) throw new Error("separate worker processes need PostgreSQL (DATABASE_URL)");
  const children = [startProcess(workers > 0 ? "web" : "web,worker", env, written)];
  const base = `http://127.0.0.1:${port}`;
  await waitForHealthy(base, 120_000);
  // Worker processes after the web process has migrated the database (they would wait for its lock anyway).
  for (let i = 0; i < workers; i++) children.push(startProcess("worker", { ...env, PORT: "0" }, written));
  return {
    base,
    written,
    async signUp(name) {
      const { cookie } = await createAccountOverHttp(base, {
        firstName: "Bench",
        email: `${name}-${Date.now()}-${Math.random().toString(16).slice(2)}@example.com`,
        password: "bench-password",
      });
      return { cookie, headers: { cookie, "content-type": "application/json" } };
    },
    async stop() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once("exit", () => resolve());
              child.kill("SIGTERM");
            }),
        ),
      );
      await database?.drop();
    },
  };
}
