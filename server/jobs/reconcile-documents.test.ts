import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents } from "../db/schema.ts";
import { waitUntilProcessed } from "../testing/documents.ts";
import { createTestApp, signUpUser, type TestApp, type TestUser } from "../testing/harness.ts";
import { jobs } from "./definitions.ts";
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
      .values({
        userId: user.id,
        title: "Lost",
        type: "note",
        content: "Queued but never enqueued.",
        status: "queued",
        updatedAt: longAgo(QUEUED_GRACE_MS),
      })
      .returning();
    const [stuck] = await db
      .insert(documents)
      .values({
        userId: user.id,
        title: "Stuck",
        type: "note",
        content: "x",
        status: "processing",
        updatedAt: longAgo(PROCESSING_GRACE_MS),
      })
      .returning();
    const [fresh] = await db
      .insert(documents)
      .values({ userId: user.id, title: "Fresh", type: "note", content: "y", status: "queued" })
      .returning();

    expect(await reconcileDocuments(db, t.ctx.queue, t.ctx.services.backgroundWork)).toEqual({
      requeued: 1,
      failed: 1,
    });
    expect((await waitUntilProcessed(t.app, user, lost!.id)).status).toBe("ready");
    const [stuckNow] = await db.select().from(documents).where(eq(documents.id, stuck!.id));
    expect(stuckNow).toMatchObject({ status: "failed", error: expect.stringContaining("stopped unexpectedly") });
    const [freshNow] = await db.select().from(documents).where(eq(documents.id, fresh!.id));
    expect(freshNow!.status).toBe("queued");
  });

  it("leaves alone a document that waits behind a long queue with its job still queued", async () => {
    const db = t.ctx.database.db;
    const [waiting] = await db
      .insert(documents)
      .values({
        userId: user.id,
        title: "Waiting",
        type: "note",
        content: "Still in line.",
        status: "queued",
        updatedAt: new Date(Date.now() - QUEUED_GRACE_MS - 1000),
      })
      .returning();
    // Its job exists but will not start within this test, as behind a bulk import.
    const data = { documentId: waiting!.id, userId: user.id };
    const jobId = await t.ctx.queue.send(jobs.processDocument.name, data, {
      singletonKey: waiting!.id,
      startAfter: 3600,
    });
    expect(jobId).toBeTruthy();

    expect(await reconcileDocuments(db, t.ctx.queue, t.ctx.services.backgroundWork)).toEqual({
      requeued: 0,
      failed: 0,
    });
    const jobsOfDocument = await t.ctx.queue.findJobs(jobs.processDocument.name, { data });
    expect(jobsOfDocument.map((j) => j.id)).toEqual([jobId]);
    await t.ctx.queue.cancel(jobs.processDocument.name, jobId!);
  });
  it("queues again a deletion whose job was lost, but not one whose job still waits", async () => {
    const db = t.ctx.database.db;
    const deletedAt = new Date(Date.now() - QUEUED_GRACE_MS - 1000);
    const insertDeleted = async (title: string) =>
      (
        await db
          .insert(documents)
          .values({ userId: user.id, title, type: "note", content: "Deleted.", status: "ready", deletedAt })
          .returning()
      )[0]!;
    const lost = await insertDeleted("Deleted, job lost");
    const waiting = await insertDeleted("Deleted, job waiting");
    const jobId = await t.ctx.queue.send(
      jobs.deleteDocument.name,
      { documentId: waiting.id, userId: user.id },
      { singletonKey: waiting.id, startAfter: 3600 },
    );

    await reconcileDocuments(db, t.ctx.queue, t.ctx.services.backgroundWork);
    expect((await t.ctx.queue.findJobs(jobs.deleteDocument.name, { key: waiting.id })).map((j) => j.id)).toEqual([
      jobId,
    ]);
    expect(await t.ctx.queue.findJobs(jobs.deleteDocument.name, { key: lost.id })).toHaveLength(1);
    await t.ctx.queue.cancel(jobs.deleteDocument.name, jobId!);
  });
});
