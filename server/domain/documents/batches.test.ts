import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { projects, users } from "../../db/schema.ts";
import { openTestDatabase } from "../../testing/database.ts";
import { BatchRunner, type Tx } from "./batches.ts";

let database: Database;
const userId = "batches-user";

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(users).values({ id: userId, name: "B", email: "batches@example.com" });
});
afterAll(() => database?.close());

const transactionId = async (tx: Tx) =>
  String(
    ((await tx.execute(sql`SELECT txid_current() AS id`)) as unknown as { rows: Array<{ id: unknown }> }).rows[0]!.id,
  );

const projectNames = async () =>
  (await database.db.select({ name: projects.name }).from(projects).where(eq(projects.userId, userId)))
    .map((p) => p.name)
    .sort();

describe("BatchRunner", () => {
  it("runs each step in its own transaction, and the steps of `together` in one", async () => {
    const runner = new BatchRunner(database.db, { lockUser: userId });
    const apart = [await runner.step(transactionId), await runner.step(transactionId)];
    expect(apart[0]).not.toBe(apart[1]);

    const joined: string[] = [];
    await runner.together(async () => {
      joined.push(await runner.step(transactionId));
      await runner.forEach([1, 2, 3], { initial: 1, min: 1, max: 1 }, async (tx) => {
        joined.push(await transactionId(tx));
      });
      joined.push(await runner.together(() => runner.step(transactionId)));
    });
    expect(joined).toHaveLength(5);
    expect(new Set(joined).size).toBe(1);
    // After it, steps are their own transactions again.
    expect(await runner.step(transactionId)).not.toBe(joined[0]);
  });

  it("keeps nothing of `together` when one of its steps fails", async () => {
    const runner = new BatchRunner(database.db);
    await runner.step((tx) => tx.insert(projects).values({ userId, name: "before" }));
    await expect(
      runner.together(async () => {
        await runner.step((tx) => tx.insert(projects).values({ userId, name: "first" }));
        await runner.step(async () => {
          throw new Error("the second step failed");
        });
      }),
    ).rejects.toThrow("the second step failed");
    expect(await projectNames()).toEqual(["before"]);
  });
});
