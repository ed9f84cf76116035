import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "../db/client.ts";
import { databaseUrl, templateDatabase } from "./template.ts";

/**
 * A fresh, migrated, real database for one test file: PGlite in memory loaded from the run's template, or a new
 * PostgreSQL database copied from the template database when TEST_DATABASE_URL is set.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = inject("postgresServerUrl");
  if (!serverUrl) {
    const tarball = readFileSync(inject("pgliteTemplatePath"));
    return openDatabase({ kind: "pglite", loadDataDir: new Blob([tarball]) });
  }
  const name = `mnemo_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${templateDatabase(serverUrl)}`);
  const database = await openDatabase({ kind: "postgres", url: databaseUrl(serverUrl, name), maxConnections: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
