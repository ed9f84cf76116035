import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProcessedNote } from "../../testing/documents.ts";
import { createTestApp, signUpUser, type TestApp } from "../../testing/harness.ts";
import { analyzeGrownTables } from "./table-statistics.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const user = await signUpUser(t.app);
  await createProcessedNote(
    t.app,
    user,
    "Glaciers",
    "Glaciers carve valleys. Ice sheets advance and retreat with the climate. Moraines mark where a glacier stopped.",
  );
});
afterAll(() => t?.close());

const analysedRows = async (table: string) =>
  Number(
    (
      await t.ctx.database.query<{ n: number }>(`SELECT reltuples::float8 AS n FROM pg_class WHERE relname = $1`, [
        table,
      ])
    )[0]!.n,
  );

describe("planner statistics of the growing tables", () => {
  it("are refreshed once a table grew, and not again until it grows", async () => {
    const actual = Number(
      (await t.ctx.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM statements`))[0]!.n,
    );
    expect(actual).toBeGreaterThan(0);

    const first = await analyzeGrownTables(t.ctx.database.db, { minPages: 1 });
    expect(first).toContain("statements");
    expect(await analysedRows("statements")).toBe(actual);
    // nothing grew since: nothing is analysed again
    expect(await analyzeGrownTables(t.ctx.database.db, { minPages: 1 })).toEqual([]);
  });
});
