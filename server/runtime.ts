import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import type { Logger } from "pino";
import type { AppConfig } from "./config/env.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { applyMigrations } from "./db/migrate.ts";
import { detectVectorMode, vectorSql, type VectorMode } from "./db/vectors.ts";
import { createAuth } from "./domain/accounts/auth.ts";
import { resolveAuthSecret } from "./domain/accounts/auth-secret.ts";
import { warmCommunities } from "./domain/graph/communities.ts";
import { createGraphService } from "./domain/graph/service.ts";
import { buildApp } from "./http/app.ts";
import type { AppContext, Role, Services } from "./http/context.ts";
import { queuedBackgroundWork } from "./jobs/background-work.ts";
import { startQueue, type JobQueue } from "./jobs/queue.ts";
import { createProcessingDeps } from "./jobs/processing-deps.ts";
import { startWorkers } from "./jobs/worker.ts";
import { warmWordNet } from "./pipeline/extract/wordnet.ts";
import { createEmbedder } from "./pipeline/embeddings/index.ts";
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

/**
 * The process's long-lived services, each built once here from plain settings. Cheap: models load on first use,
 * caches fill as requests come.
 */
export function buildServices(
  config: AppConfig,
  database: Database,
  vectorMode: VectorMode,
  queue: JobQueue,
): Services {
  // The query is embedded by the same model as the stored vectors (loaded on the first search, not at start).
  const embedder = createEmbedder(config.embeddingModel, { modelCacheDir: config.modelCacheDir });
  return {
    embedder,
    search: { db: database.db, vectors: vectorSql(vectorMode), embedder },
    graph: createGraphService({ database }),
    backgroundWork: queuedBackgroundWork(queue),
  };
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
      logger.info(
        "pgvector is not installed in this PostgreSQL: vectors are stored as real[] and ranked exactly (slower on large collections).",
      );
    }
    const auth = createAuth(database.db, config, await resolveAuthSecret(database.db, config.authSecret), logger);
    const queue = await startQueue(database, logger, { superviseIntervalSeconds: config.queueSuperviseSeconds });
    const services = buildServices(config, database, vectorMode, queue);
    const ctx: AppContext = { config, database, vectorMode, auth, queue, services, roles, version };
    // WordNet's word lists load lazily on first use (about 0.4 s, synchronous): on the main thread that was the first
    // written document's (or search's) pause for every request. A server that will answer requests loads them now.
    if (options.listen !== false) warmWordNet();
    processing = roles.includes("worker")
      ? createProcessingDeps(config, database, vectorMode, logger, services.embedder)
      : null;
    const stopReconciler = processing
      ? await startWorkers(queue, services.backgroundWork, processing, logger, {
          concurrency: config.workerConcurrency,
        })
      : () => {};
    let address: string | undefined;
    if (roles.includes("web")) {
      // The first analytics request should not pay for starting the communities thread.
      warmCommunities();
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
