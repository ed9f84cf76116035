import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents } from "../db/schema.ts";
import { waitUntilProcessed } from "../testing/documents.ts";
import { createTestApp, signUpUser, type TestApp, type TestUser } from "../testing/harness.ts";
import { PROCESSING_GRACE_MS, QUEUED_GRACE_MS, reconcileDocuments } from "./reconcile-documents.ts";

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUpUser(t.app);
});
afterAll(() => t?.close());

describe("reconcileDocuments", () => {
  it("queues a stored document whose job was lost, and fails one whose worker vanished", async () => {
    const db = t.ctx.database.db;
    const longAgo = (ms: number) => new Date(Date.now() - ms - 1000);
    // Written as the upload route would, but without the job: as if the process died right after the commit.
    const [lost] = await db
      .insert(documents)
      .values({ userId: user.id, title: "Lost", type: "note", content: "Queued but never enqueued.", status: "queued", updatedAt: longAgo(QUEUED_GRACE_MS) })
      .returning();
    const [stuck] = await db
      .insert(documents)
      .values({ userId: user.id, title: "Stuck", type: "note", content: "x", status: "processing", updatedAt: longAgo(PROCESSING_GRACE_MS) })
      .returning();
    const [fresh] = await db.insert(documents).values({ userId: user.id, title: "Fresh", type: "note", content: "y", status: "queued" }).returning();

    expect(await reconcileDocuments(db, t.ctx.queue)).toEqual({ requeued: 1, failed: 1 });
    expect((await waitUntilProcessed(t.app, user, lost!.id)).status).toBe("ready");
    const [stuckNow] = await db.select().from(documents).where(eq(documents.id, stuck!.id));
    expect(stuckNow).toMatchObject({ status: "failed", error: expect.stringContaining("stopped unexpectedly") });
    const [freshNow] = await db.select().from(documents).where(eq(documents.id, fresh!.id));
    expect(freshNow!.status).toBe("queued");
  });
});
