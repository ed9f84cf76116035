import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import type { Logger } from "pino";
import type { AppConfig } from "./config/env.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { applyMigrations } from "./db/migrate.ts";
import { detectVectorMode } from "./db/vectors.ts";
import { createAuth } from "./domain/accounts/auth.ts";
import { resolveAuthSecret } from "./domain/accounts/auth-secret.ts";
import { buildApp } from "./http/app.ts";
import type { AppContext, Role } from "./http/context.ts";
import { startQueue } from "./jobs/queue.ts";
import { createProcessingDeps } from "./jobs/processing-deps.ts";
import { startWorkers } from "./jobs/worker.ts";
import { stopOcr } from "./pipeline/sources/ocr-engine.ts";

export const version: string = (
  JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }
).version;

export interface Runtime {
  ctx: AppContext;
  /** Present when the web role runs. */
  app: FastifyInstance | undefined;
  /** The address the web role listens on, e.g. http://127.0.0.1:5000. */
  address: string | undefined;
  /** Graceful stop: no new requests or jobs, in-flight ones finish, then the database closes. */
  stop(): Promise<void>;
}

export function openConfiguredDatabase(config: AppConfig): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: "postgres", url: config.databaseUrl })
    : openDatabase({ kind: "pglite", dataDir: config.dataDir });
}

export interface RuntimeOptions {
  /** An already open database (tests); by default the configured one is opened. */
  database?: Database;
  /** Listen on the configured port (default); tests use `app.inject` instead. */
  listen?: boolean;
}

/** Starts one Mnemo process with the given roles. */
export async function startRuntime(
  config: AppConfig,
  roles: Role[],
  logger: Logger,
  options: RuntimeOptions = {},
): Promise<Runtime> {
  const database = options.database ?? (await openConfiguredDatabase(config));
  let app: FastifyInstance | undefined;
  let processing: ReturnType<typeof createProcessingDeps> | null = null;
  try {
    await applyMigrations(database);
    const vectorMode = await detectVectorMode(database);
    if (vectorMode === "array") {
      logger.info("pgvector is not installed in this PostgreSQL: vectors are stored as real[] and ranked exactly (slower on large collections).");
    }
    const auth = createAuth(database.db, config, await resolveAuthSecret(database.db, config.authSecret), logger);
    const queue = await startQueue(database, logger, { superviseIntervalSeconds: config.queueSuperviseSeconds });
    const ctx: AppContext = { config, database, vectorMode, auth, queue, roles, version };
    processing = roles.includes("worker") ? createProcessingDeps(config, database, vectorMode, logger) : null;
    const stopReconciler = processing ? await startWorkers(queue, processing, logger, { concurrency: config.workerConcurrency }) : () => {};
    let address: string | undefined;
    if (roles.includes("web")) {
      app = await buildApp(ctx, { logger });
      if (options.listen !== false) address = await app.listen({ port: config.port, host: config.host });
    }
    let stopping: Promise<void> | undefined;
    return {
      ctx,
      app,
      address,
      stop() {
        stopping ??= (async () => {
          try {
            await app?.close();
            stopReconciler();
            await queue.stop({ graceful: true, timeout: config.shutdownTimeoutMs, close: true });
            await stopOcr();
            await processing?.close();
          } finally {
            await database.close();
          }
        })();
        return stopping;
      },
    };
  } catch (error) {
    await app?.close().catch(() => {});
    await processing?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}
