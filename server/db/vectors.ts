import { sql, type SQL } from "drizzle-orm";
import type { Database } from "./client.ts";

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
  for (const v of values) if (!Number.isFinite(v)) throw new Error("A vector holds a value that is not a finite number.");
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
  const modelColumns = table === "chunks" ? sql`, embedding_model = ${model}, embedding_dims = ${dims}` : sql``;
  for (let i = 0; i < rows.length; i += 500) {
    const values = sql.join(
      rows.slice(i, i + 500).map((row) => sql`(${row.id}::uuid, ${vectors.value(row.vector)})`),
      sql`, `,
    );
    statements.push(sql`UPDATE ${sql.raw(table)} AS t SET embedding = v.embedding${modelColumns} FROM (VALUES ${values}) AS v(id, embedding) WHERE t.id = v.id`);
  }
  return statements;
}
