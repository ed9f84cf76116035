// Starts the real server (`node scripts/start.mjs`) on a free port with a fresh data directory, waits for
// GET /api/health to answer 200, and stops it with SIGTERM. MNEMO_E2E_SERVER_ARGS (node arguments separated by
// spaces, e.g. "--import tsx server/main.ts") runs another entry point instead.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { repoRoot } from "./paths.ts";

export interface RunningServer {
  /** e.g. `http://localhost:41234` */
  baseUrl: string;
  dataDir: string;
  /** Everything the server printed so far (for failure messages). */
  output: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((r) => child.once("exit", () => r()));
}

async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer yet";
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${output()}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (res.status === 200) return;
      last = `${res.status}: ${await res.text()}`;
    } catch (err) {
      last = String(err);
    }
    await sleep(250);
  }
  throw new Error(`The server was not healthy within ${timeoutMs} ms (last: ${last}):\n${output()}`);
}

export async function startServer(
  options: { env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), "mnemo-e2e-data-"));
  const baseUrl = `http://localhost:${port}`;
  let log = "";
  const nodeArgs = process.env.MNEMO_E2E_SERVER_ARGS?.split(" ").filter(Boolean) ?? ["scripts/start.mjs"];
  const child = spawn(process.execPath, nodeArgs, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      MNEMO_DATA_DIR: dataDir,
      MNEMO_SKIP_WEB_BUILD: "1",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const append = (chunk: Buffer) => {
    log += chunk.toString();
    if (log.length > 200_000) log = log.slice(-100_000);
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  const output = () => log;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const done = await Promise.race([exited(child).then(() => true), sleep(15_000).then(() => false)]);
      if (!done) {
        console.warn("The server did not stop within 15 s of SIGTERM; killing it.");
        child.kill("SIGKILL");
        await exited(child);
      }
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, output, options.timeoutMs ?? 120_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, dataDir, output, stop };
}
