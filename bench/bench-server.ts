import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { loadConfig } from "../server/config/env.ts";
import type { Role } from "../server/http/context.ts";
import { createAccountOverHttp } from "../server/testing/http-accounts.ts";
import { startRuntime } from "../server/runtime.ts";

/** A whole Mnemo (both roles unless told) in this process on a free loopback port, on a fresh data directory. */
export async function startBenchServer(env: Record<string, string> = {}, roles: Role[] = ["web", "worker"]) {
  const config = loadConfig({
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    MNEMO_DATA_DIR: mkdtempSync(join(tmpdir(), "mnemo-bench-")),
    MNEMO_SIGNIN_RATE_LIMIT: "100000",
    MNEMO_UPLOAD_RATE_LIMIT: "100000",
    ...env,
  });
  const runtime = await startRuntime(config, roles, pino({ level: "silent" }));
  const base = runtime.address!.replace("0.0.0.0", "127.0.0.1");
  /** Signs up a new account: its user id and session cookie. */
  const createAccount = (name = "bench") =>
    createAccountOverHttp(base, {
      firstName: "Bench",
      email: `${name}-${Date.now()}-${Math.random().toString(16).slice(2)}@example.com`,
      password: "bench-password",
    });
  /** Signs up a new account and returns the headers of its JSON requests (session cookie included). */
  const signUp = async (name = "bench") => ({
    cookie: (await createAccount(name)).cookie,
    "content-type": "application/json",
  });
  return { runtime, base, createAccount, signUp };
}
