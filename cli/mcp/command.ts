import { readFile } from "node:fs/promises";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { currentUserSchema } from "../../contract/auth.ts";
import { ApiClient, MnemoApiError } from "../api-client.ts";
import { resolveConnection } from "../config.ts";
import type { Flags } from "../main.ts";
import { Links } from "./format.ts";
import { createMcpServer } from "./server.ts";

/** stdout is the protocol channel: every word for people goes to stderr, which MCP clients keep as the server log. */
function log(message: string): void {
  process.stderr.write(`mnemo mcp: ${message}\n`);
}

async function packageVersion(): Promise<string> {
  const text = await readFile(new URL("../../package.json", import.meta.url), "utf8");
  return (JSON.parse(text) as { version: string }).version;
}

/**
 * `mnemo mcp`: serves until stdin closes (the client quit) or a signal comes. A bad token or a server that is not
 * up yet does not stop it: the check is logged, and each tool call answers with the reason, where the user sees it.
 */
export async function runMcp(flags: Flags, env: NodeJS.ProcessEnv): Promise<number> {
  const connection = resolveConnection(flags, env);
  // An assistant waits for the answer: fewer, shorter retries than the importer, within the client's time-out.
  const client = new ApiClient({
    baseUrl: connection.url,
    token: connection.token,
    maxAttempts: 3,
    maxRetryAfterMs: 10_000,
    timeoutMs: 60_000,
    // Said to the assistant, which passes it on: the fix is in the MCP client's configuration, not in the chat.
    unauthorizedHint:
      "Ask the user to create a token in Mnemo under Settings > API tokens and set it as MNEMO_TOKEN in this MCP server's configuration.",
  });
  const server = createMcpServer({ client, links: new Links(connection.url) }, await packageVersion());

  const closed = new Promise<void>((resolve) => {
    server.server.onclose = () => resolve();
  });
  const stop = () => void server.close();
  process.stdin.on("end", stop);
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);

  await server.connect(new StdioServerTransport());
  log(`serving ${connection.url} over stdio`);
  client
    .get("/api/auth/user", currentUserSchema)
    .then((user) => log(`signed in as ${user.email ?? user.id}`))
    .catch((error: unknown) => {
      const why =
        error instanceof MnemoApiError && error.status === 401
          ? "The server refused the API token."
          : (error as Error).message;
      log(`warning: ${why} Tool calls will fail until this is fixed.`);
    });

  await closed;
  return 0;
}
