import { PgBoss, fromPglite } from "pg-boss";
import pg from "pg";
import { openDatabase, type Database } from "../db/client.ts";
import { applyMigrations } from "../db/migrate.ts";

/**
 * The migrated template database on the server `serverUrl` points at. It is named after the URL's own database, so
 * two checkouts testing against one PostgreSQL server (each with its own TEST_DATABASE_URL) never drop each other's.
 */
export function templateDatabase(serverUrl: string): string {
  const own = new URL(serverUrl).pathname.replace(/^\//, "").replace(/[^a-z0-9_]/gi, "_");
  return !own || own === "mnemo" ? "mnemo_test_template" : `${own}_test_template`;
}

/** Installs pg-boss's schema too, so each test's queue starts without running its migrations again. */
async function installQueueSchema(database: Database): Promise<void> {
  const boss =
    database.driver === "pglite"
      ? new PgBoss({
          db: fromPglite(database.pglite!),
          backend: "pglite",
          schema: "pgboss",
          supervise: false,
          schedule: false,
        })
      : new PgBoss({
          connectionString: database.postgresUrl!,
          schema: "pgboss",
          supervise: false,
          schedule: false,
          max: 2,
        });
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}

/** A migrated PGlite data directory as a tarball; each test file loads a copy instead of migrating again. */
export async function buildPgliteTemplate(): Promise<Uint8Array> {
  const database = await openDatabase({ kind: "pglite" });
  try {
    await applyMigrations(database);
    await installQueueSchema(database);
    const dump = await database.pglite!.dumpDataDir("none");
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await database.close();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates (again) the migrated template database on the PostgreSQL server that `serverUrl` points at. */
export async function buildPostgresTemplate(serverUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${templateDatabase(serverUrl)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${templateDatabase(serverUrl)}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({
    kind: "postgres",
    url: databaseUrl(serverUrl, templateDatabase(serverUrl)),
    maxConnections: 2,
  });
  try {
    await applyMigrations(database);
    await installQueueSchema(database);
  } finally {
    await database.close();
  }
}
