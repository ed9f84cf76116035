import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";
import pg from "pg";
import { databaseUrl, templateDatabase } from "./template.ts";

export { freePort, waitForHealthy } from "./child-server.ts";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

export interface LogLine {
  level?: number;
  msg?: string;
  event?: string;
  jobId?: string;
  [key: string]: unknown;
}

/** A real `server/main.ts` process, with its JSON log lines collected as they arrive. */
export interface ServerProcess {
  child: ChildProcess;
  logs: LogLine[];
  stderr: () => string;
  exited: Promise<number | null>;
  waitForLog(predicate: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
}

export function spawnServer(env: Record<string, string>, args: string[] = []): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts", ...args], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: "info", MNEMO_SKIP_WEB_BUILD: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: LogLine[] = [];
  const waiters = new Set<() => void>();
  let stderr = "";
  let buffered = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.trim()) continue;
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        logs.push({ msg: line });
      }
    }
    for (const wake of waiters) wake();
  });
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  // "close", not "exit": it comes after stdout has been read to the end, so `logs` then holds every line the process
  // wrote (a killed process's last lines can still be in the pipe when "exit" fires).
  const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  return {
    child,
    logs,
    stderr: () => stderr,
    exited,
    waitForLog(predicate, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = logs.find(predicate);
          if (!found) return false;
          cleanup();
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(
              `Timed out waiting for a log line. Last lines:\n${logs
                .slice(-5)
                .map((l) => JSON.stringify(l))
                .join("\n")}\n${stderr}`,
            ),
          );
        }, timeoutMs);
        const onExit = () => {
          if (check()) return;
          cleanup();
          reject(new Error(`The server exited before the expected log line.\n${stderr}`));
        };
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
          child.off("close", onExit);
        };
        if (check()) return;
        waiters.add(check);
        child.on("close", onExit);
      });
    },
  };
}

/**
 * Environment for a child server on the database under test: a fresh PostgreSQL database copied from the
 * template when the suite runs on PostgreSQL, else nothing (the caller passes MNEMO_DATA_DIR for PGlite).
 */
export async function childDatabaseEnv(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const serverUrl = inject("postgresServerUrl");
  if (!serverUrl) return { env: {}, drop: async () => {} };
  const name = `mnemo_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDatabase(serverUrl)}`);
  await admin.end();
  return {
    env: { DATABASE_URL: databaseUrl(serverUrl, name) },
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
