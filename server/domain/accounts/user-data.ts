import { eq, getTableColumns, getTableName, type Table } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { exportFormat } from "../../../contract/account.ts";
import type { Database } from "../../db/client.ts";
import { schema, users } from "../../db/schema.ts";

/** Tables that hold no user's data (installation settings, pending sign-in state, migrations). */
export const TABLES_WITHOUT_USER_DATA = new Set(["app_settings", "verifications", "__drizzle_migrations"]);

/** Columns never exported: secrets that would let anyone holding the file act as the user. */
const SECRET_COLUMNS: Record<string, string[]> = {
  accounts: ["password", "accessToken", "refreshToken", "idToken"],
  sessions: ["token"],
  // A hash of a 32-byte random secret cannot be reversed, but it is what a token is looked up by: keep it private.
  api_tokens: ["tokenHash"],
};

/** Every table of the schema that carries the user's data, with the column naming the owner. */
export function userOwnedTables(): Array<{ name: string; table: Table; owner: PgColumn }> {
  return Object.values(schema)
    .filter((table) => !TABLES_WITHOUT_USER_DATA.has(getTableName(table)))
    .map((table) => {
      const columns = getTableColumns(table) as Record<string, PgColumn>;
      const owner = table === users ? columns.id! : columns.userId;
      if (!owner) throw new Error(`Table ${getTableName(table)} has no user_id: add one, or list it in TABLES_WITHOUT_USER_DATA.`);
      return { name: getTableName(table), table, owner };
    });
}

function exportable(name: string, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (SECRET_COLUMNS[name]?.includes(key)) continue;
    out[key] = Buffer.isBuffer(value) ? { encoding: "base64", data: value.toString("base64") } : value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/**
 * Everything the user owns, table by table (documents with their content and original files, concepts, mentions,
 * relationships, versions, statements, contradictions and resolutions, the profile, projects, sign-in accounts and
 * sessions and API tokens without their secrets). Vectors are left out: they are recomputed from the text.
 */
export async function exportUserData(database: Database, userId: string) {
  const tables: Record<string, Array<Record<string, unknown>>> = {};
  for (const { name, table, owner } of userOwnedTables()) {
    const rows = (await database.db.select().from(table).where(eq(owner, userId))) as Array<Record<string, unknown>>;
    tables[name] = rows.map((row) => exportable(name, row));
  }
  return { format: exportFormat, exportedAt: new Date().toISOString(), tables };
}

/** Deletes the account and every row it owns, in one transaction (the foreign keys cascade from `users`). */
export async function deleteUserData(database: Database, userId: string): Promise<void> {
  await database.db.transaction(async (tx) => {
    // Children first, explicitly: a table whose foreign key were forgotten would otherwise keep rows.
    for (const { table, owner } of userOwnedTables().reverse()) {
      if (table !== users) await tx.delete(table).where(eq(owner, userId));
    }
    await tx.delete(users).where(eq(users.id, userId));
  });
}
