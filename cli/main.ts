import { parseArgs } from "node:util";
import { MnemoApiError, MnemoNetworkError } from "./api-client.ts";
import { defaultUrl, UsageError } from "./config.ts";

export const usage = `mnemo: the Mnemo command line

Usage:
  mnemo import <folder> [--project NAME] [--concurrency N] [--state FILE]
      Upload every .md, .markdown, .txt and .pdf file under <folder> (an Obsidian vault works as it is).
      Files imported before are skipped, so an interrupted import continues where it stopped.
  mnemo mcp
      Run an MCP server on stdin/stdout that lets an AI assistant search your Mnemo knowledge.
  mnemo --help

Options:
  --url URL        The Mnemo server (env MNEMO_URL, default ${defaultUrl})
  --token TOKEN    A personal API token from Settings > API tokens (env MNEMO_TOKEN)
  --project NAME   import: put the documents in this project (created when missing)
  --concurrency N  import: uploads at once, 1 to 8 (default 3)
  --state FILE     import: where to remember imported files (default: in your user state folder)

Exit codes: 0 success, 1 failures (the summary lists them), 2 wrong usage or configuration.
`;

const options = {
  url: { type: "string" },
  token: { type: "string" },
  project: { type: "string" },
  concurrency: { type: "string" },
  state: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

export type Flags = ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>["values"];

/** Runs one command and gives its exit code; never calls process.exit itself, so tests can call it. */
export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  try {
    const { values, positionals } = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
    const [command, ...rest] = positionals;
    if (values.help || command === "help" || !command) {
      // Asked for: the help is the output. Not asked for (no command): it explains an error, so stderr and exit 2.
      const asked = Boolean(command || values.help);
      (asked ? process.stdout : process.stderr).write(usage);
      return asked ? 0 : 2;
    }
    if (command === "import") {
      const { runImport } = await import("./import/command.ts");
      return await runImport(rest, values, env);
    }
    if (command === "mcp") {
      if (rest.length) throw new UsageError(`mnemo mcp takes no arguments (got "${rest.join(" ")}").`);
      const { runMcp } = await import("./mcp/command.ts");
      return await runMcp(values, env);
    }
    throw new UsageError(`Unknown command "${command}".`);
  } catch (error) {
    return report(error);
  }
}

/** One readable sentence on stderr for anything that ends a command; stack traces only for real bugs. */
export function report(error: unknown): number {
  if (error instanceof UsageError || (error as { code?: string })?.code?.startsWith("ERR_PARSE_ARGS")) {
    process.stderr.write(`mnemo: ${(error as Error).message}\nRun "mnemo --help" for the commands and options.\n`);
    return 2;
  }
  if (error instanceof MnemoApiError && error.status === 401) {
    process.stderr.write(
      `mnemo: ${error.message} Check --token or MNEMO_TOKEN: tokens are created in Mnemo under Settings > API tokens.\n`,
    );
    return 2;
  }
  if (error instanceof MnemoApiError || error instanceof MnemoNetworkError) {
    process.stderr.write(`mnemo: ${error.message}\n`);
    return 1;
  }
  process.stderr.write(
    `mnemo: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  return 1;
}
