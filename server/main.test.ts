import { request } from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, inject, it } from "vitest";
import { childDatabaseEnv, freePort, spawnServer, waitForHealthy, type ServerProcess } from "./testing/processes.ts";

const onPglite = !inject("postgresServerUrl");
const running: ServerProcess[] = [];
const cleanups: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
    await server.exited;
  }
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function startServer(env: Record<string, string>): Promise<{ server: ServerProcess; baseUrl: string }> {
  const port = await freePort();
  const server = spawnServer({ PORT: String(port), HOST: "127.0.0.1", ...env });
  running.push(server);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealthy(baseUrl);
  return { server, baseUrl };
}

async function databaseEnv(): Promise<Record<string, string>> {
  const db = await childDatabaseEnv();
  cleanups.push(db.drop);
  return { MNEMO_DATA_DIR: mkdtempSync(join(tmpdir(), "mnemo-data-")), ...db.env };
}

const json = (body: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

describe("the mnemo binary", () => {
  it.runIf(onPglite)("refuses to start a second server on the same PGlite data directory", async () => {
    const env = await databaseEnv();
    await startServer(env);
    const second = spawnServer({ ...env, PORT: String(await freePort()) });
    running.push(second);
    expect(await second.exited).toBe(3);
    expect(second.stderr()).toContain("Another Mnemo server");
    expect(second.stderr()).toContain(env.MNEMO_DATA_DIR);
  });

  it("keeps committed data through a kill -9 and takes over the stale lock on restart", async () => {
    const env = await databaseEnv();
    const first = await startServer(env);
    const credentials = { email: "survivor@example.com", password: "kill-nine-proof" };
    const signUp = await fetch(`${first.baseUrl}/api/auth/sign-up`, json({ firstName: "Sur", ...credentials }));
    expect(signUp.status).toBe(200);

    first.server.child.kill("SIGKILL");
    await first.server.exited;

    const second = await startServer(env);
    const signIn = await fetch(`${second.baseUrl}/api/auth/sign-in`, json(credentials));
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({ email: credentials.email, firstName: "Sur" });
  });

  it("on SIGTERM stops accepting, finishes the request in flight, then exits 0", async () => {
    const env = await databaseEnv();
    const { server, baseUrl } = await startServer(env);
    const port = Number(new URL(baseUrl).port);
    const body = JSON.stringify({ email: "slow@example.com", password: "whatever-it-is" });

    // A request whose body arrives slowly is in flight when the signal comes.
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/auth/sign-in",
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        },
        (res) => {
          let text = "";
          res.on("data", (c: Buffer) => (text += c.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill("SIGTERM");
        setTimeout(async () => {
          // The listener is closed by now: a new connection is refused.
          await expect(fetch(`${baseUrl}/api/health`)).rejects.toThrow();
          req.end(body.slice(10));
        }, 500);
      }, 200);
    });

    const result = await answer;
    expect(result.status).toBe(401);
    expect(JSON.parse(result.body)).toMatchObject({ code: "INVALID_CREDENTIALS" });
    expect(await server.exited).toBe(0);
    expect(server.logs.some((l) => l.msg === "Mnemo stopped")).toBe(true);
  });

  it("rejects unknown roles with a clear message", async () => {
    const server = spawnServer({}, ["--roles=web,cook"]);
    running.push(server);
    expect(await server.exited).toBe(2);
    expect(server.stderr()).toContain("Unknown role(s)");
  });
});
