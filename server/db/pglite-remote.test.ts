import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGliteRemote } from "./pglite-remote.ts";

let db: PGliteRemote;
beforeAll(async () => {
  db = await PGliteRemote.start({});
  await db.exec("CREATE TABLE items (id int PRIMARY KEY, name text NOT NULL)");
});
afterAll(() => db?.close());

const names = async () =>
  (await db.query<{ name: string }>("SELECT name FROM items ORDER BY id")).rows.map((r) => r.name);

describe("the embedded database in its own thread", () => {
  it("commits a transaction whose callback resolves, and rolls back one that throws", async () => {
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO items VALUES ($1, $2)", [1, "kept"]);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO items VALUES ($1, $2)", [2, "undone"]);
        throw new Error("stop here");
      }),
    ).rejects.toThrow("stop here");
    expect(await names()).toEqual(["kept"]);
  });

  it("runs a statement sent outside a transaction after it, never inside it", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query("INSERT INTO items VALUES (3, 'inside')");
      await held;
      throw new Error("rolled back");
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = db.query("INSERT INTO items VALUES (4, 'outside')");
    release();
    await expect(transaction).rejects.toThrow("rolled back");
    await outside;
    expect(await names()).toEqual(["kept", "outside"]);
  });

  it("throws PostgreSQL's errors with their code, and keeps working after them", async () => {
    const error = await db.query("INSERT INTO items VALUES (1, 'again')").catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "23505", message: expect.stringContaining("duplicate key") });
    expect(await names()).toEqual(["kept", "outside"]);
  });

  it("leaves the types a query asks for as text, and sends parameters and rows of every kind", async () => {
    const [row] = (
      await db.query<{ at: unknown; bytes: Uint8Array; list: number[] }>(
        "SELECT $1::timestamptz AS at, $2::bytea AS bytes, $3::int[] AS list",
        ["2026-11-28T10:00:00Z", new Uint8Array([1, 2, 3]), [4, 5]],
        { parsers: { 1184: (value: string) => value } },
      )
    ).rows;
    expect(typeof row!.at).toBe("string");
    expect([...row!.bytes]).toEqual([1, 2, 3]);
    expect(row!.list).toEqual([4, 5]);
  });

  it("delivers notifications to listeners until they stop", async () => {
    const heard: string[] = [];
    const stop = await db.listen("news", (payload) => heard.push(payload));
    await db.query("SELECT pg_notify('news', 'first')");
    await new Promise((resolve) => setTimeout(resolve, 50));
    await stop();
    await db.query("SELECT pg_notify('news', 'second')");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual(["first"]);
  });
});
