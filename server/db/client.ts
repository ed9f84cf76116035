import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock.ts";
import { PGliteRemote } from "./pglite-remote.ts";
import { schema } from "./schema.ts";

/** The one drizzle handle type used above this folder, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseTarget =
  /** Embedded PGlite; `dataDir` undefined keeps it in memory (tests), `loadDataDir` starts from a dump. */
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob; lock?: boolean }
  | { kind: "postgres"; url: string; maxConnections?: number };

export interface Database {
  readonly driver: "pglite" | "postgres";
  readonly db: Db;
  /** Raw SQL with numbered parameters, rows normalised (bigint as number) the same on both drivers. */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** The embedded instance in its thread, when there is one (the job queue and test dumps need it). */
  readonly pglite: PGliteRemote | undefined;
  readonly postgresUrl: string | undefined;
  close(): Promise<void>;
}

// node-postgres returns int8 (counts, sums) as strings; PGlite returns numbers. Normalise to numbers here.
const INT8_OID = 20;
const pgTypes = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === INT8_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format as "text");
  },
};

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === "pglite" ? openPglite(target) : openPostgres(target);
}

async function openPglite(target: Extract<DatabaseTarget, { kind: "pglite" }>): Promise<Database> {
  let lock: DataDirLock | undefined;
  let dataPath: string | undefined;
  if (target.dataDir) {
    if (target.lock !== false) lock = acquireDataDirLock(target.dataDir);
    dataPath = join(target.dataDir, "pglite");
    mkdirSync(dataPath, { recursive: true }); // PGlite does not create parent directories
  }
  let pglite: PGliteRemote;
  try {
    pglite = await PGliteRemote.start({
      dataDir: dataPath,
      loadDataDir: target.loadDataDir ? new Uint8Array(await target.loadDataDir.arrayBuffer()) : undefined,
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  // drizzle's pglite driver calls only query and transaction, which the thread's client offers.
  const db = drizzlePglite(pglite as unknown as PGlite, { schema }) as unknown as Db;
  return {
    driver: "pglite",
    db,
    pglite,
    postgresUrl: undefined,
    async query<Row>(text: string, params: unknown[] = []) {
      const result = await pglite.query<Row>(text, params);
      return result.rows;
    },
    async close() {
      try {
        if (!pglite.closed) await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function openPostgres(target: Extract<DatabaseTarget, { kind: "postgres" }>): Promise<Database> {
  const pool = new pg.Pool({ connectionString: target.url, max: target.maxConnections ?? 10, types: pgTypes });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  // Nor one checked out (in a transaction, between its statements): the pool takes its own listener off a client
  // while it is lent, and an 'error' with no listener ends the process, as a restart of PostgreSQL during ingest
  // did. The statements on the lost connection fail, the transaction with them; the pool discards the client.
  pool.on("connect", (client) => client.on("error", () => {}));
  await pool.query("SELECT 1");
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    driver: "postgres",
    db,
    pglite: undefined,
    postgresUrl: target.url,
    async query<Row>(text: string, params: unknown[] = []) {
      const result = await pool.query(text, params);
      return result.rows as Row[];
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
