import { fileURLToPath } from "node:url";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database } from "./client.ts";

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

// Any constant works; it only has to be the same in every Mnemo process sharing one PostgreSQL.
const MIGRATION_LOCK_KEY = 7_358_201_114;

/**
 * Applies the committed migrations. On PostgreSQL several processes (web and worker roles) may start at once,
 * so they take turns under an advisory lock; PGlite has one process by construction (see data-dir-lock.ts).
 */
export async function applyMigrations(database: Database): Promise<void> {
  if (database.driver === "pglite") {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // A session-level lock needs one dedicated connection: the pool could unlock on another one.
  const lockClient = new pg.Client({ connectionString: database.postgresUrl });
  await lockClient.connect();
  try {
    await lockClient.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    await lockClient.end(); // ending the session releases the lock
  }
}
