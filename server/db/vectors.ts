import { sql, type SQL } from "drizzle-orm";
import type { Database, Db } from "./client.ts";

/**
 * Vectors live in `vector` columns where pgvector exists and in `real[]` columns where it does not (decided once,
 * by migration 0002). This module is the only place that knows which: callers pass and receive plain number arrays.
 */
export type VectorMode = "pgvector" | "array";

export async function detectVectorMode(database: Database): Promise<VectorMode> {
  const rows = await database.query<{ type: string }>(
    `SELECT format_type(atttypid, atttypmod) AS type
       FROM pg_attribute WHERE attrelid = 'chunks'::regclass AND attname = 'embedding' AND NOT attisdropped`,
  );
  const type = rows[0]?.type;
  if (!type) throw new Error("The chunks.embedding column is missing: migrations have not run.");
  return type.startsWith("vector") ? "pgvector" : "array";
}

export interface VectorSql {
  readonly mode: VectorMode;
  /** The parameter value for a vector, to be used with `castParam`. */
  encode(values: readonly number[]): string;
  /** `$n` cast to the column's type. */
  castParam(index: number): string;
  /** SQL for the cosine distance (0 = same direction, 2 = opposite) between a column and a cast parameter. */
  cosineDistance(column: string, param: string): string;
  decode(value: unknown): number[] | null;
  /** The vector as a drizzle SQL value cast to the column type, for inserts and updates through drizzle. */
  value(values: readonly number[]): SQL;
}

function assertFinite(values: readonly number[]): void {
  for (const v of values)
    if (!Number.isFinite(v)) throw new Error("A vector holds a value that is not a finite number.");
}

export function vectorSql(mode: VectorMode): VectorSql {
  if (mode === "pgvector") {
    return {
      mode,
      encode: (values) => (assertFinite(values), `[${values.join(",")}]`),
      castParam: (index) => `$${index}::vector`,
      cosineDistance: (column, param) => `(${column} <=> ${param})`,
      decode: (value) => (value == null ? null : (JSON.parse(String(value)) as number[])),
      value: (values) => sql`${`[${(assertFinite(values), values.join(","))}]`}::vector`,
    };
  }
  return {
    mode,
    encode: (values) => (assertFinite(values), `{${values.join(",")}}`),
    castParam: (index) => `$${index}::real[]`,
    cosineDistance: (column, param) => `mnemo_cosine_distance(${column}, ${param})`,
    decode: (value) => (value == null ? null : (value as number[]).map(Number)),
    value: (values) => sql`${`{${(assertFinite(values), values.join(","))}}`}::real[]`,
  };
}

/** Sets the vectors of many rows of `chunks` or `concepts` in a few statements, with the model that made them. */
export function embeddingUpdates(
  vectors: VectorSql,
  table: "chunks" | "concepts" | "statements",
  rows: ReadonlyArray<{ id: string; vector: readonly number[] }>,
  model: string,
  dims: number,
): SQL[] {
  const statements: SQL[] = [];
  // Concepts carry the model too once a caller names it (the re-embedding job does), so a model change finds them.
  const modelColumns =
    table === "chunks" || (table === "concepts" && model)
      ? sql`, embedding_model = ${model}, embedding_dims = ${dims}`
      : sql``;
  for (let i = 0; i < rows.length; i += 500) {
    const values = sql.join(
      rows.slice(i, i + 500).map((row) => sql`(${row.id}::uuid, ${vectors.value(row.vector)})`),
      sql`, `,
    );
    statements.push(
      sql`UPDATE ${sql.raw(table)} AS t SET embedding = v.embedding${modelColumns} FROM (VALUES ${values}) AS v(id, embedding) WHERE t.id = v.id`,
    );
  }
  return statements;
}

// ---- Search: similarity, nearest chunks, indexes ----

/** Dimensions go into SQL text (casts, index names), so only plain positive integers pass. */
function checkedDims(dims: number): number {
  if (!Number.isInteger(dims) || dims < 1 || dims > 16000) throw new Error(`Invalid vector dimensions: ${dims}`);
  return dims;
}

interface RawClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The rows of a raw drizzle query. Outside a transaction the query goes straight to the driver (PGlite or the
 * node-postgres pool, both `query(text, params)` with the same type parsing as drizzle's): drizzle's `execute`
 * added ~0.6 ms per statement on PGlite, and a search makes about ten. In a transaction it goes through drizzle.
 */
export async function rowsOf<Row>(db: Pick<Db, "execute">, query: SQL): Promise<Row[]> {
  const { $client: client, dialect } = db as unknown as {
    $client?: Partial<RawClient>;
    dialect?: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  };
  if (typeof client?.query === "function" && dialect) {
    const compiled = dialect.sqlToQuery(query);
    return (await (client as RawClient).query(compiled.sql, compiled.params)).rows as Row[];
  }
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

export interface QueryVector {
  values: readonly number[];
  model: string;
  dims: number;
}

function queryValue(vectors: VectorSql, query: QueryVector): SQL {
  const dims = checkedDims(query.dims);
  if (query.values.length !== dims)
    throw new Error(`A ${dims}-dimensional query vector has ${query.values.length} values.`);
  assertFinite(query.values);
  return vectors.mode === "pgvector"
    ? sql`${`[${query.values.join(",")}]`}::vector(${sql.raw(String(dims))})`
    : sql`${`{${query.values.join(",")}}`}::real[]`;
}

/**
 * Cosine similarity (1 = same direction) between the vector of chunk row `alias` and a query vector; NULL for a
 * chunk embedded by another model or without a vector (vectors of different models are never compared).
 */
export function chunkSimilarity(vectors: VectorSql, alias: string, query: QueryVector): SQL {
  const a = sql.raw(alias);
  const dims = sql.raw(String(checkedDims(query.dims)));
  const distance =
    vectors.mode === "pgvector"
      ? sql`(${a}.embedding::vector(${dims}) <=> ${queryValue(vectors, query)})`
      : sql`mnemo_cosine_distance(${a}.embedding, ${queryValue(vectors, query)})`;
  return sql`CASE WHEN ${a}.embedding_dims = ${dims} AND ${a}.embedding_model = ${query.model} THEN 1 - ${distance} END`;
}

const HNSW_PREFIX = "chunks_embedding_hnsw_";
const iterativeScans = new WeakMap<object, Promise<boolean>>();

/** pgvector 0.8 added iterative index scans; older versions refuse the setting, so ask once per database handle. */
function supportsIterativeScan(db: Db): Promise<boolean> {
  let known = iterativeScans.get(db);
  if (!known) {
    known = rowsOf<{ v: string | null }>(
      db,
      sql`SELECT extversion AS v FROM pg_extension WHERE extname = 'vector'`,
    ).then((rows) => {
      const [major = 0, minor = 0] = (rows[0]?.v ?? "0.0").split(".").map(Number);
      return major > 0 || minor >= 8;
    });
    iterativeScans.set(db, known);
  }
  return known;
}

export interface NearestChunk {
  id: string;
  documentId: string;
  similarity: number;
}

/**
 * The user's chunks nearest to a query vector. With pgvector: the HNSW index of the model's dimension (the query
 * repeats the index's expression and partial condition so the planner can use it) with iterative scans, so the
 * user and scope filters still yield `limit` rows; re-sorted here because relaxed order may swap neighbours.
 * Without pgvector, or with `exact`: an exact scan of the user's (scope's) vectors, correct but linear in their
 * number. `exact` is for a user whose chunks are a small share of the index: the iterative scan then walks through
 * many other users' neighbours before it finds `limit` of theirs (measured in PGlite: 3,000 chunks among 103,000,
 * ~44 ms by the index against ~7 ms exactly).
 * `scope` is an extra condition on the chunk row `c` (e.g. the selected project's documents).
 */
export async function nearestChunks(
  db: Db,
  vectors: VectorSql,
  userId: string,
  query: QueryVector,
  limit: number,
  scope?: SQL,
  options: { exact?: boolean } = {},
): Promise<NearestChunk[]> {
  const dims = sql.raw(String(checkedDims(query.dims)));
  const where = sql`c.embedding_dims = ${dims} AND c.user_id = ${userId} AND c.embedding_model = ${query.model}${scope ? sql` AND ${scope}` : sql``}`;
  const value = queryValue(vectors, query);
  let rows: Array<{ id: string; document_id: string; similarity: number }>;
  if (vectors.mode === "pgvector" && options.exact) {
    // Ordered by the similarity column, not by the index's `<=>` expression, so no index order applies: the user's
    // rows (chunks_user_idx) are compared one by one, exact and linear in their number (see `exact` above).
    rows = await rowsOf(
      db,
      sql`SELECT c.id, c.document_id, 1 - (c.embedding::vector(${dims}) <=> ${value}) AS similarity FROM chunks c
      WHERE ${where} ORDER BY 3 DESC NULLS LAST LIMIT ${limit}`,
    );
  } else if (vectors.mode === "pgvector") {
    const iterative = await supportsIterativeScan(db);
    // The graph walk's candidate list must hold at least the rows asked for; a little more keeps recall up.
    const efSearch = String(Math.max(40, Math.min(1000, Math.ceil(limit * 1.5))));
    rows = await db.transaction(async (tx) => {
      // set_config(..., true) is SET LOCAL: the settings end with this transaction (one statement for both).
      await tx.execute(
        iterative
          ? sql`SELECT set_config('hnsw.iterative_scan', 'relaxed_order', true), set_config('hnsw.ef_search', ${efSearch}, true)`
          : sql`SELECT set_config('hnsw.ef_search', ${efSearch}, true)`,
      );
      return rowsOf(
        tx,
        sql`SELECT c.id, c.document_id, 1 - (c.embedding::vector(${dims}) <=> ${value}) AS similarity FROM chunks c
        WHERE ${where} ORDER BY c.embedding::vector(${dims}) <=> ${value} LIMIT ${limit}`,
      );
    });
  } else {
    rows = await rowsOf(
      db,
      sql`SELECT c.id, c.document_id, 1 - mnemo_cosine_distance(c.embedding, ${value}) AS similarity FROM chunks c
      WHERE ${where} ORDER BY 3 DESC NULLS LAST LIMIT ${limit}`,
    );
  }
  return rows
    .map((r) => ({ id: r.id, documentId: r.document_id, similarity: Number(r.similarity) }))
    .filter((r) => Number.isFinite(r.similarity))
    .sort((a, b) => b.similarity - a.similarity);
}

/**
 * With pgvector, makes sure the HNSW index for chunk vectors of `dims` dimensions exists (an expression index on
 * `embedding::vector(dims)`, partial on `embedding_dims = dims`, one per dimension so a model change needs no
 * migration), dropping a half-built one left by a failed concurrent build. Then refreshes the planner's statistics:
 * PGlite never runs autovacuum, and without statistics the planner skips the index. Returns true when it built one.
 */
export async function ensureChunkVectorIndex(db: Db, vectors: VectorSql, dims: number): Promise<boolean> {
  if (vectors.mode !== "pgvector") return false;
  const name = `${HNSW_PREFIX}${checkedDims(dims)}`;
  const [existing] = await rowsOf<{ valid: boolean }>(
    db,
    sql`SELECT i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname = ${name}`,
  );
  if (existing?.valid) return false;
  if (existing) await db.execute(sql.raw(`DROP INDEX IF EXISTS ${name}`));
  // CONCURRENTLY: on PostgreSQL a build on a full table (after a model change) must not block ingest for minutes.
  await db.execute(
    sql.raw(
      `CREATE INDEX CONCURRENTLY IF NOT EXISTS ${name} ON chunks USING hnsw ((embedding::vector(${dims})) vector_cosine_ops) WHERE embedding_dims = ${dims}`,
    ),
  );
  await db.execute(sql`ANALYZE chunks`);
  return true;
}

/** Drops the HNSW indexes of dimensions no chunk has any more (after a model change and re-embedding). */
export async function dropUnusedChunkVectorIndexes(db: Db, keepDims: number): Promise<string[]> {
  const indexes = await rowsOf<{ name: string }>(
    db,
    sql`SELECT relname AS name FROM pg_class WHERE relkind = 'i' AND relname LIKE ${`${HNSW_PREFIX}%`}`,
  );
  const dropped: string[] = [];
  for (const { name } of indexes) {
    const dims = Number(name.slice(HNSW_PREFIX.length));
    if (!Number.isInteger(dims) || dims === keepDims) continue;
    const [used] = await rowsOf<{ one: number }>(
      db,
      sql`SELECT 1 AS one FROM chunks WHERE embedding_dims = ${dims} LIMIT 1`,
    );
    if (used) continue;
    await db.execute(sql.raw(`DROP INDEX IF EXISTS ${name}`));
    dropped.push(name);
  }
  return dropped;
}

/** SQL for the number of dimensions of a stored vector column (NULL for NULL). */
export function vectorDims(vectors: VectorSql, column: string): SQL {
  return vectors.mode === "pgvector" ? sql.raw(`vector_dims(${column})`) : sql.raw(`array_length(${column}, 1)`);
}
