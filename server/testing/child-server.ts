/**
 * A real `server/main.ts` child process for the long-running checks (crash, load) and their scripts. Free of
 * vitest, so `npm run test:crash` and `npm run bench load` can use it too.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/** A loopback port that was free a moment ago (for a child server process to listen on). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export async function waitForHealthy(baseUrl: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${baseUrl} did not become healthy in ${timeoutMs} ms`);
}

export interface ChildServerOptions {
  port: number;
  /** PGlite data directory; with `databaseUrl` the server uses PostgreSQL instead. */
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}

/** Both roles on 127.0.0.1:port, warnings on stderr; one loopback address stands for many people, so no rate limits. */
export function startChildServer(options: ChildServerOptions): ChildProcess {
  // The caller's own DATABASE_URL must not turn a PGlite server into a PostgreSQL one.
  const { DATABASE_URL: _callers, ...callerEnv } = process.env;
  return spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: repoRoot,
    env: {
      ...callerEnv,
      PORT: String(options.port),
      HOST: "127.0.0.1",
      MNEMO_DATA_DIR: options.dataDir,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      MNEMO_SKIP_WEB_BUILD: "1",
      MNEMO_SIGNIN_RATE_LIMIT: "100000",
      MNEMO_UPLOAD_RATE_LIMIT: "100000",
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}
