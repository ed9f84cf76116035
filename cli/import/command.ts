import { realpath, stat } from "node:fs/promises";
import { resolve } from "node:path";
import { currentUserSchema } from "../../contract/auth.ts";
import { documentLimitsSchema } from "../../contract/documents.ts";
import { ApiClient } from "../api-client.ts";
import { resolveConnection, UsageError } from "../config.ts";
import type { Flags } from "../main.ts";
import { findOrCreateProject } from "../projects.ts";
import { Progress } from "./progress.ts";
import { importFiles } from "./run-import.ts";
import { defaultStatePath, ImportState } from "./state.ts";
import { formatSummary } from "./summary.ts";
import { findFiles } from "./walk.ts";

/** Small: the server's upload rate limit (300 a minute by default) and its worker set the pace, not the client. */
const DEFAULT_CONCURRENCY = 3;

function parseConcurrency(value: string | undefined): number {
  if (value === undefined) return DEFAULT_CONCURRENCY;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 8)
    throw new UsageError(`--concurrency must be a whole number from 1 to 8 (got "${value}").`);
  return n;
}

async function folderOf(args: string[]): Promise<string> {
  if (args.length !== 1)
    throw new UsageError(
      args.length
        ? `mnemo import takes one folder (got ${args.length} arguments).`
        : "mnemo import needs the folder to import.",
    );
  const path = resolve(args[0]!);
  const info = await stat(path).catch(() => null);
  if (!info?.isDirectory()) throw new UsageError(`${args[0]} is not a folder.`);
  return realpath(path);
}

/** `mnemo import <folder> [--project NAME]`: the exit code is 1 when any file failed or the import stopped early. */
export async function runImport(args: string[], flags: Flags, env: NodeJS.ProcessEnv): Promise<number> {
  const folder = await folderOf(args);
  const concurrency = parseConcurrency(flags.concurrency);
  const connection = resolveConnection(flags, env);
  const progress = new Progress(process.stderr);

  // One notice per quiet spell: three parallel uploads hitting the rate limit need not say so three times.
  let lastRetryNote = 0;
  const client = new ApiClient({
    baseUrl: connection.url,
    token: connection.token,
    onRetry: ({ reason, waitMs }) => {
      if (Date.now() - lastRetryNote < 10_000) return;
      lastRetryNote = Date.now();
      progress.note(`mnemo: the server answered ${reason}; trying again in ${Math.ceil(waitMs / 1000)} s.`);
    },
  });

  // Checks the token before anything else, and names the account the state belongs to.
  const user = await client.get("/api/auth/user", currentUserSchema);
  let projectId: string | null = null;
  if (flags.project !== undefined) {
    if (!flags.project.trim()) throw new UsageError("--project needs a name.");
    const { project, created } = await findOrCreateProject(client, flags.project);
    projectId = project.id;
    process.stderr.write(
      created
        ? `mnemo: created the project "${project.name}".\n`
        : `mnemo: importing into the project "${project.name}".\n`,
    );
  }

  // The server's upload limit, so a file above it fails without being read (a server before it was published: none).
  const limits = await client.get("/api/documents/limits", documentLimitsSchema).catch(() => null);
  const target = { server: connection.url, userId: user.id, projectId, folder };
  const statePath = flags.state ? resolve(flags.state) : defaultStatePath(target, env);
  const state = await ImportState.load(statePath, target);
  const files = await findFiles(folder);
  process.stderr.write(`mnemo: ${files.length} files to consider in ${folder}.\n`);

  let interrupted = false;
  const onSigint = () => {
    if (interrupted) process.exit(130); // a second Ctrl-C: the user means it
    interrupted = true;
    progress.note("mnemo: stopping after the uploads in progress (Ctrl-C again to quit at once).");
  };
  process.on("SIGINT", onSigint);
  try {
    const outcome = await importFiles(files, {
      client,
      state,
      progress,
      projectId,
      concurrency,
      interrupted: () => interrupted,
      maxUploadBytes: limits?.maxUploadBytes,
    });
    process.stdout.write(formatSummary(outcome, state.path));
    return outcome.failed.length || outcome.stopped ? 1 : 0;
  } finally {
    process.off("SIGINT", onSigint);
  }
}
