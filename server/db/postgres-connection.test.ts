import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "./client.ts";
import { openTestDatabase } from "../testing/database.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

// PGlite has no connection to lose: the suite's PostgreSQL run covers this.
const onPostgres = !!inject("postgresServerUrl");
const rows = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

describe("a PostgreSQL connection lost", () => {
  it.runIf(onPostgres)("in the middle of a transaction fails that transaction, and the server goes on", async () => {
    let terminated = false;
    const transaction = database.db.transaction(async (tx) => {
      const [own] = rows<{ pid: number }>(await tx.execute(sql`SELECT pg_backend_pid() AS pid`));
      // Another connection ends this one while the transaction waits between two statements (as a restart does).
      await database.query("SELECT pg_terminate_backend($1)", [own!.pid]);
      terminated = true;
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`SELECT 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect(terminated).toBe(true);
    // The process is still here (an unhandled 'error' event would have ended it), and new work gets a connection.
    const [after] = rows<{ ok: number }>(await database.db.execute(sql`SELECT 1 AS ok`));
    expect(after!.ok).toBe(1);
  });
});
