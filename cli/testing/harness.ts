import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { createdApiTokenSchema } from "../../contract/api-tokens.ts";
import { documentListSchema, type Document } from "../../contract/documents.ts";
import { asUser, createTestApp, signUpUser, type TestApp, type TestUser } from "../../server/testing/harness.ts";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
export const mnemoBin = fileURLToPath(new URL("../mnemo.mjs", import.meta.url));

export interface CliTestServer {
  test: TestApp;
  url: string;
  user: TestUser;
  /** A real personal API token of `user`, made through POST /api/tokens with the user's session. */
  token: string;
  /** The user's documents, read with the session (not the CLI's token). */
  documents(): Promise<Document[]>;
  /** Waits until every document of the user is ready or failed. */
  waitUntilProcessed(timeoutMs?: number): Promise<Document[]>;
}

/** The whole app (both roles, a fresh database) listening on a loopback port, with a signed-up user and a token. */
export async function startCliTestServer(env: Record<string, string> = {}): Promise<CliTestServer> {
  const test = await createTestApp(env);
  const url = (await test.app.listen({ port: 0, host: "127.0.0.1" })).replace("0.0.0.0", "127.0.0.1");
  const user = await signUpUser(test.app);
  const created = await asUser(test.app, user, {
    method: "POST",
    url: "/api/tokens",
    payload: { name: "command line test" },
  });
  if (created.statusCode !== 201) throw new Error(`token creation failed: ${created.statusCode} ${created.body}`);
  const token = createdApiTokenSchema.parse(created.json()).token;

  const documents = async () =>
    documentListSchema.parse((await asUser(test.app, user, { method: "GET", url: "/api/documents" })).json());
  const waitUntilProcessed = async (timeoutMs = 90_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const list = await documents();
      if (list.every((d) => d.status === "ready" || d.status === "failed")) return list;
      if (Date.now() > deadline)
        throw new Error(`not processed in time: ${JSON.stringify(list.map((d) => [d.title, d.status]))}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  return { test, url, user, token, documents, waitUntilProcessed };
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Starts the real `mnemo` command in a child process. Asynchronous on purpose: the server answering it lives in this
 * process, so a synchronous spawn would wait for an answer that can never come.
 */
export function startCli(
  args: string[],
  env: Record<string, string>,
  timeoutMs = 120_000,
): { child: ChildProcess; result: Promise<CliRun> } {
  const child = spawn(process.execPath, [mnemoBin, ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const result = new Promise<CliRun>((resolve, reject) => {
    let stdout = "";
    let stderr = "";
    child.stdout!.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr!.on("data", (c: Buffer) => (stderr += c.toString()));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`mnemo ${args.join(" ")} did not finish in ${timeoutMs} ms\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
  return { child, result };
}

export function runCli(args: string[], env: Record<string, string>, timeoutMs?: number): Promise<CliRun> {
  return startCli(args, env, timeoutMs).result;
}
