import { setImmediate as nextTurn } from "node:timers/promises";
import { sql, type SQL } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../db/client.ts";
import {
  dropUnusedChunkVectorIndexes,
  embeddingUpdates,
  ensureChunkVectorIndex,
  rowsOf,
  vectorDims,
  type VectorSql,
} from "../../db/vectors.ts";
import type { Embedder } from "../../pipeline/embeddings/types.ts";
import { jobs, type ReembedJobData } from "../definitions.ts";
import type { JobQueue } from "../queue.ts";
import { analyzeGrownTables } from "./table-statistics.ts";

export interface SearchMaintenanceDeps {
  db: Db;
  vectors: VectorSql;
  embedder: Embedder;
}

/** Rows embedded per statement: small enough that one batch of the slow encoder stays under a minute. */
const BATCH = 256;
/** How often the worker checks whether the planner's statistics of the search and growing tables are stale. */
const ANALYZE_INTERVAL_MS = 60_000;

type Table = "chunks" | "concepts" | "statements";

/**
 * Rows whose vector is not the configured model's. Chunks carry their model; concepts carry it once re-embedded
 * (ingest stores name vectors without it), so a concept without a model counts as stale only when its dimensions
 * differ; statements have no model column and are judged by dimensions alone.
 */
function staleCondition(vectors: VectorSql, table: Table, model: string, dims: number): SQL {
  const dimsOf = vectorDims(vectors, "embedding");
  if (table === "chunks")
    return sql`(embedding_model IS DISTINCT FROM ${model} OR embedding_dims IS DISTINCT FROM ${dims})`;
  if (table === "concepts") {
    return sql`embedding IS NOT NULL AND (embedding_model IS DISTINCT FROM ${model} OR embedding_dims IS DISTINCT FROM ${dims}) AND NOT (embedding_model IS NULL AND ${dimsOf} = ${dims})`;
  }
  return sql`embedding IS NOT NULL AND ${dimsOf} <> ${dims}`;
}

const textColumn: Record<Table, string> = { chunks: "text", concepts: "name", statements: "text" };

export async function hasStaleVectors(db: Db, vectors: VectorSql, embedder: Embedder): Promise<boolean> {
  for (const table of ["chunks", "concepts", "statements"] as const) {
    const [row] = await rowsOf(
      db,
      sql`SELECT 1 AS one FROM ${sql.raw(table)} WHERE ${staleCondition(vectors, table, embedder.model, embedder.dims)} LIMIT 1`,
    );
    if (row) return true;
  }
  return false;
}

/**
 * The re-embedding job: every stale vector gets the configured model's, in key order batches (a keyset walk, so
 * the whole pass reads each table once), then the model's vector index is built, indexes of dimensions nobody
 * uses any more are dropped, and the planner's statistics are refreshed. Safe to run twice or concurrently with
 * ingest: it only writes rows that are still stale, and ingest writes current vectors.
 */
export async function reembedStaleVectors(
  deps: SearchMaintenanceDeps & { logger: Logger },
  signal?: AbortSignal,
): Promise<Record<Table, number>> {
  const { db, vectors, embedder } = deps;
  const counts: Record<Table, number> = { chunks: 0, concepts: 0, statements: 0 };
  for (const table of ["chunks", "concepts", "statements"] as const) {
    let after = "00000000-0000-0000-0000-000000000000";
    for (;;) {
      if (signal?.aborted) throw new Error("The re-embedding job was stopped.");
      const rows = await rowsOf<{ id: string; text: string }>(
        db,
        sql`SELECT id, ${sql.raw(textColumn[table])} AS text FROM ${sql.raw(table)}
             WHERE id > ${after}::uuid AND ${staleCondition(vectors, table, embedder.model, embedder.dims)} ORDER BY id LIMIT ${BATCH}`,
      );
      if (rows.length === 0) break;
      const embedded = await embedder.embed(rows.map((r) => r.text));
      const updates = rows.map((r, i) => ({ id: r.id, vector: Array.from(embedded[i] ?? []) }));
      for (const statement of embeddingUpdates(vectors, table, updates, embedder.model, embedder.dims))
        await db.execute(statement);
      counts[table] += rows.length;
      after = rows[rows.length - 1]!.id;
    }
  }
  await ensureChunkVectorIndex(db, vectors, embedder.dims);
  await dropUnusedChunkVectorIndexes(db, embedder.dims);
  await db.execute(sql`ANALYZE chunks, concepts, search_terms`);
  deps.logger.info({ job: jobs.reembed.name, model: embedder.model, ...counts }, "re-embedded stale vectors");
  return counts;
}

/**
 * Vacuums the search tables and refreshes the planner's statistics when the number of chunks moved by a fifth (and
 * at least 200) since the last time, or they were never analysed. PGlite never runs autovacuum and keeps no
 * activity counters, so the count comes from search_stats and the last one from pg_class. Without this, stale
 * statistics make the planner misjudge the vector and text indexes, and the dead row versions left by ingest (a
 * chunk is inserted, then updated with its vector) are read by every scan. On PostgreSQL autovacuum usually got
 * there first and this finds nothing to do.
 */
export async function maintainSearchTablesIfStale(db: Db): Promise<boolean> {
  const [row] = await rowsOf<{ live: number; analyzed: number }>(
    db,
    sql`SELECT (SELECT coalesce(sum(chunk_count), 0)::float8 FROM search_stats) AS live,
               (SELECT reltuples::float8 FROM pg_class WHERE oid = 'chunks'::regclass) AS analyzed`,
  );
  const live = Number(row?.live ?? 0);
  const analyzed = Math.max(0, Number(row?.analyzed ?? 0));
  if (Math.abs(live - analyzed) < Math.max(200, 0.2 * Math.max(live, analyzed))) return false;
  // One table a statement, other requests between them: on the embedded database all three at once held every
  // request for 1.5 s after a 3,000,000-character document was deleted.
  for (const table of ["search_terms", "concepts", "chunks"]) {
    await nextTurn();
    await db.execute(sql`VACUUM (ANALYZE) ${sql.identifier(table)}`);
  }
  return true;
}

/**
 * The worker's part of search: the re-embedding job's processor, the vector index of the configured model (built
 * at start when missing: on an empty table that is instant, later writes keep it up to date), a re-embedding job
 * when stored vectors are of another model, and the periodic statistics refresh. Returns a function that stops
 * the timer.
 */
export async function startSearchMaintenance(
  boss: JobQueue,
  deps: SearchMaintenanceDeps,
  logger: Logger,
): Promise<() => void> {
  await boss.work<ReembedJobData>(
    jobs.reembed.name,
    { batchSize: 1, localConcurrency: 1, pollingIntervalSeconds: 2 },
    async ([job]) => {
      if (!job) return;
      await reembedStaleVectors(
        { ...deps, logger: logger.child({ job: jobs.reembed.name, jobId: job.id }) },
        job.signal,
      );
    },
  );
  if (await hasStaleVectors(deps.db, deps.vectors, deps.embedder)) {
    await boss.send(
      jobs.reembed.name,
      { model: deps.embedder.model, dims: deps.embedder.dims } satisfies ReembedJobData,
      { singletonKey: deps.embedder.model },
    );
    logger.info({ model: deps.embedder.model }, "stored vectors of another embedding model found: re-embedding queued");
  } else {
    await ensureChunkVectorIndex(deps.db, deps.vectors, deps.embedder.dims);
  }
  const analyze = () =>
    maintainSearchTablesIfStale(deps.db)
      .then(() => analyzeGrownTables(deps.db))
      .catch((error: unknown) => logger.warn({ err: error }, "refreshing the planner's statistics failed"));
  void analyze();
  const timer = setInterval(analyze, ANALYZE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
