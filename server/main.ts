/**
 * The one Mnemo binary. `--roles=web,worker` (the default) serves the app and processes jobs in one process;
 * `--roles=web` and `--roles=worker` split them across processes that share one PostgreSQL.
 */
import { loadConfig } from "./config/env.ts";
import { DataDirLockedError } from "./db/data-dir-lock.ts";
import type { Role } from "./http/context.ts";
import { createLogger, startupMessage } from "./logging/logger.ts";
import { startRuntime } from "./runtime.ts";

export function parseRoles(argv: string[]): Role[] {
  const arg = argv.find((a) => a.startsWith("--roles="));
  if (!arg) return ["web", "worker"];
  const roles = arg
    .slice("--roles=".length)
    .split(",")
    .map((r) => r.trim())
    .filter(Boolean);
  const unknown = roles.filter((r) => r !== "web" && r !== "worker");
  if (unknown.length || roles.length === 0) {
    throw new Error(`Unknown role(s) in ${arg}: use --roles=web, --roles=worker or --roles=web,worker.`);
  }
  return [...new Set(roles)] as Role[];
}

async function main(): Promise<void> {
  let config;
  let roles: Role[];
  try {
    config = loadConfig();
    roles = parseRoles(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const logger = createLogger(config);

  let runtime;
  try {
    runtime = await startRuntime(config, roles, logger);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(3);
    }
    logger.fatal({ err: error }, "Mnemo could not start");
    process.exit(1);
  }
  if (!config.databaseUrl && !roles.includes("worker")) {
    logger.warn(
      "This process has no worker role and uses embedded PGlite, which no other process can share: uploaded documents will wait until a process with the worker role runs on this data directory.",
    );
  }
  logger.info(
    { roles, address: runtime.address, database: runtime.ctx.database.driver, vectors: runtime.ctx.vectorMode },
    startupMessage(config, Boolean(runtime.address)),
  );

  let signals = 0;
  const shutdown = (signal: NodeJS.Signals) => {
    signals += 1;
    if (signals > 1) {
      logger.warn(`${signal} again: exiting without waiting`);
      process.exit(130);
    }
    logger.info(`${signal} received: finishing in-flight requests and jobs`);
    const force = setTimeout(() => {
      logger.error("Shutdown took too long: exiting");
      process.exit(1);
    }, config.shutdownTimeoutMs + 5_000);
    force.unref();
    runtime.stop().then(
      () => {
        logger.info("Mnemo stopped");
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, "error while stopping");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

void main();
