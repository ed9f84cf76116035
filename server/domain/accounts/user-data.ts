import { setImmediate as nextTurn } from "node:timers/promises";
import { eq, getTableColumns, getTableName, sql, type SQL, type Table } from "drizzle-orm";
import { getTableConfig, type PgColumn } from "drizzle-orm/pg-core";
import { exportFormat } from "../../../contract/account.ts";
import type { Database, Db } from "../../db/client.ts";
import { accounts, apiTokens, documentParts, schema, sessions, users } from "../../db/schema.ts";
import type { AccountWork, BackgroundWork } from "../background-work.ts";
import { BatchRunner, deleteSome } from "../documents/batches.ts";

/** Tables that hold no user's data (installation settings, pending sign-in state, migrations). */
export const TABLES_WITHOUT_USER_DATA = new Set(["app_settings", "verifications", "__drizzle_migrations"]);

/** Columns never exported: secrets that would let anyone holding the file act as the user. */
const SECRET_COLUMNS: Record<string, string[]> = {
  accounts: ["password", "accessToken", "refreshToken", "idToken"],
  sessions: ["token"],
  // A hash of a 32-byte random secret cannot be reversed, but it is what a token is looked up by: keep it private.
  api_tokens: ["tokenHash"],
};

interface OwnedTable {
  name: string;
  table: Table;
  owner: PgColumn;
  /** The primary key's columns (database names): rows are read in their order, a page at a time. */
  key: string[];
  /** The table points at a document (its rows of a document being deleted are not the user's any more). */
  ofDocument: boolean;
}

/** Every table of the schema that carries the user's data, with the column naming the owner. */
export function userOwnedTables(): OwnedTable[] {
  return Object.values(schema)
    .filter((table) => !TABLES_WITHOUT_USER_DATA.has(getTableName(table)))
    .map((table) => {
      const config = getTableConfig(table);
      const owner =
        table === users
          ? config.columns.find((c) => c.name === "id")
          : config.columns.find((c) => c.name === "user_id");
      if (!owner)
        throw new Error(`Table ${config.name} has no user_id: add one, or list it in TABLES_WITHOUT_USER_DATA.`);
      const key =
        config.primaryKeys[0]?.columns.map((c) => c.name) ?? config.columns.filter((c) => c.primary).map((c) => c.name);
      if (key.length === 0) throw new Error(`Table ${config.name} has no primary key to page the export by.`);
      return { name: config.name, table, owner, key, ofDocument: config.columns.some((c) => c.name === "document_id") };
    });
}

function exportable(name: string, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (SECRET_COLUMNS[name]?.includes(key)) continue;
    if (name === "document_parts" && key === "bytes")
      out[key] = { encoding: "base64", data: String(value).replace(/\s+/g, "") };
    else
      out[key] = Buffer.isBuffer(value)
        ? { encoding: "base64", data: value.toString("base64") }
        : value instanceof Date
          ? value.toISOString()
          : value;
  }
  return out;
}

// A file's parts come as base64 from the database: the embedded one decodes raw bytea slowly.
const partColumns = {
  documentId: documentParts.documentId,
  userId: documentParts.userId,
  part: documentParts.part,
  bytes: sql<string>`encode(${documentParts.bytes}, 'base64')`,
};

/** Rows of one page: small rows by the thousand, documents (their text, up to 3 MB) and file parts one at a time. */
const PAGE_ROWS: Record<string, number> = { documents: 1, document_parts: 1 };

/** The user's rows of one table, a page at a time in primary-key order (no transaction is held open meanwhile). */
async function* tableRows(db: Db, userId: string, owned: OwnedTable): AsyncGenerator<Record<string, unknown>> {
  const pageSize = PAGE_ROWS[owned.name] ?? 1000;
  const keyColumns = sql.join(
    owned.key.map((k) => sql.identifier(k)),
    sql`, `,
  );
  // The row's field of each key column (drizzle names fields as the schema does, not as the database does).
  const fieldOf = new Map(Object.entries(getTableColumns(owned.table)).map(([field, column]) => [column.name, field]));
  const live: SQL =
    owned.name === "documents"
      ? sql` AND deleted_at IS NULL`
      : owned.ofDocument
        ? sql` AND NOT EXISTS (SELECT 1 FROM documents d WHERE d.id = ${sql.identifier(owned.name)}.document_id AND d.deleted_at IS NOT NULL)`
        : sql``;
  let after: unknown[] | null = null;
  for (;;) {
    const from = after
      ? sql` AND (${keyColumns}) > (${sql.join(
          after.map((v) => sql`${v}`),
          sql`, `,
        )})`
      : sql``;
    const query =
      owned.table === documentParts ? db.select(partColumns).from(documentParts) : db.select().from(owned.table);
    const rows = (await query
      .where(sql`${sql.identifier(owned.owner.name)} = ${userId}${live}${from}`)
      .orderBy(sql`${keyColumns}`)
      .limit(pageSize)) as Array<Record<string, unknown>>;
    yield* rows;
    // The embedded database serves one statement at a time and a page's JSON is built here: requests go between pages.
    await nextTurn();
    if (rows.length < pageSize) return;
    const last = rows.at(-1)!;
    after = owned.key.map((column) => last[fieldOf.get(column)!]);
  }
}

/**
 * Everything the user owns, table by table (documents with their content and original files, concepts, mentions,
 * relationships, versions, statements, contradictions and resolutions, the profile, projects, sign-in accounts and
 * sessions and API tokens without their secrets), as JSON text in pieces: one page of rows is held at a time,
 * whatever the account's size. Vectors are left out: they are recomputed from the text.
 */
export async function* exportUserData(database: Database, userId: string): AsyncGenerator<string> {
  yield `{"format":${JSON.stringify(exportFormat)},"exportedAt":${JSON.stringify(new Date().toISOString())},"tables":{`;
  let firstTable = true;
  for (const owned of userOwnedTables()) {
    yield `${firstTable ? "" : ","}${JSON.stringify(owned.name)}:[`;
    firstTable = false;
    let firstRow = true;
    for await (const row of tableRows(database.db, userId, owned)) {
      yield `${firstRow ? "" : ","}${JSON.stringify(exportable(owned.name, row))}`;
      firstRow = false;
    }
    yield "]";
  }
  yield "}}";
}

/**
 * Deletes the account as the user sees it, at once, in one short transaction: its sessions, sign-in methods and API
 * tokens go (nobody can act as it any more) and its e-mail is freed for a new account; its data, which can run into
 * millions of rows, is deleted in the background in batches (deleteAccountRows), the account row last.
 */
export async function deleteAccount(database: Database, work: BackgroundWork, userId: string): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    await tx.delete(apiTokens).where(eq(apiTokens.userId, userId));
    await tx
      .update(users)
      .set({
        deletedAt: new Date(),
        email: `deleted-${userId}@deleted.invalid`,
        name: "Deleted account",
        firstName: null,
        lastName: null,
        username: null,
        image: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
  });
  await work.queueAccountDeletion({ userId });
}

/**
 * The background part: every row the account owned, children first, table by table in batches; then the account,
 * and with it every piece of work the queue holds about it (this deletion's own job included).
 */
export async function deleteAccountRows(db: Db, work: BackgroundWork, data: AccountWork): Promise<void> {
  const { userId } = data;
  const [user] = await db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId));
  if (!user) return;
  if (!user.deletedAt) throw new Error("Refusing to delete the rows of an account that was not deleted.");
  const runner = new BatchRunner(db);
  // Children first, explicitly: a table whose foreign key were forgotten would otherwise keep rows.
  for (const owned of userOwnedTables().reverse()) {
    if (owned.table === users) continue;
    const sizing =
      owned.name === "document_parts"
        ? { initial: 4, min: 1, max: 64 }
        : owned.name === "chunks" || owned.name === "documents"
          ? { initial: 50, min: 1, max: 2000 }
          : { initial: 1000, min: 50, max: 20_000 };
    await runner.untilDone(sizing, (tx, limit) =>
      deleteSome(tx, owned.name, sql`${sql.identifier(owned.owner.name)} = ${userId}`, limit),
    );
  }
  await runner.step(async (tx) => {
    await tx.delete(users).where(eq(users.id, userId));
    await work.forgetAccountWork(tx, data);
  });
}
