import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentStatuses, type DocumentStatus } from "../../../contract/documents.ts";
import { chunks, documents } from "../../db/schema.ts";
import { createTestApp, signUpUser, silentLogger, type TestApp, type TestUser } from "../../testing/harness.ts";
import { vectorSql } from "../../db/vectors.ts";
import { defaultProcessingLimits } from "../../pipeline/limits.ts";
import { processIngestedDocument, recordProcessingFailure, type ProcessingDeps } from "./ingest.ts";
import {
  DocumentGone,
  moveDocument,
  moveDocuments,
  requireMove,
  TransitionRefused,
  transitions,
  type TransitionName,
} from "./lifecycle.ts";

let t: TestApp;
let user: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp({}, ["web"]);
  user = await signUpUser(t.app);
  other = await signUpUser(t.app);
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.ctx.database.db;

async function documentIn(status: DocumentStatus, extra: Partial<typeof documents.$inferInsert> = {}) {
  const [doc] = await db()
    .insert(documents)
    .values({
      userId: user.id,
      title: `A ${status} document`,
      type: "note",
      content: "Enzymes speed up reactions.",
      status,
      progress: 40,
      ...extra,
    })
    .returning();
  return doc!;
}

async function stateOf(id: string) {
  const [row] = await db()
    .select({
      status: documents.status,
      progress: documents.progress,
      error: documents.error,
      processedAt: documents.processedAt,
    })
    .from(documents)
    .where(eq(documents.id, id));
  return row!;
}

// What the state machine is meant to be, written out independently of the table it checks.
const expected: Record<TransitionName, { from: DocumentStatus[]; to: DocumentStatus }> = {
  start: { from: ["queued", "processing"], to: "processing" },
  progress: { from: ["processing"], to: "processing" },
  finish: { from: ["queued", "processing", "failed"], to: "ready" },
  retry: { from: ["queued", "processing"], to: "queued" },
  fail: { from: ["queued", "processing"], to: "failed" },
  abandon: { from: ["processing"], to: "failed" },
  reprocess: { from: ["ready", "failed"], to: "queued" },
  requeue: { from: ["queued"], to: "queued" },
};

describe("the document lifecycle", () => {
  it("names every transition it has", () => {
    expect(Object.keys(transitions).sort()).toEqual(Object.keys(expected).sort());
  });

  for (const [name, rule] of Object.entries(expected) as Array<[TransitionName, (typeof expected)[TransitionName]]>) {
    for (const from of documentStatuses) {
      const allowed = rule.from.includes(from);
      it(`${name}: ${from} ${allowed ? `→ ${rule.to}` : "is refused"}`, async () => {
        const doc = await documentIn(from, { updatedAt: new Date(Date.now() - 60_000) });
        const outcome = await moveDocument(db(), name, user.id, doc.id, { progress: 77 });
        const after = await db().select().from(documents).where(eq(documents.id, doc.id));
        if (allowed) {
          expect(outcome).toBe("moved");
          expect(after[0]).toMatchObject({ status: rule.to, progress: 77 });
          expect(after[0]!.updatedAt.getTime()).toBeGreaterThan(doc.updatedAt.getTime());
        } else {
          expect(outcome).toBe("refused");
          // A refused move writes nothing at all.
          expect(after[0]).toEqual(doc);
        }
      });
    }
  }

  it("is the only writer of a document's status in the server's code", () => {
    const root = join(import.meta.dirname, "../..");
    const writes = /status:\s*["'`](queued|processing|ready|failed)["'`]|set\s+status\s*=/i;
    const writers = (readdirSync(root, { recursive: true }) as string[])
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .filter((file) => writes.test(readFileSync(join(root, file), "utf8")))
      .map((file) => relative(root, join(root, file)));
    expect(writers).toEqual([join("domain", "documents", "lifecycle.ts")]);
  });

  it("finds a deleted document, another user's or a missing one gone, and moves none of them", async () => {
    const deleted = await documentIn("queued", { deletedAt: new Date() });
    expect(await moveDocument(db(), "start", user.id, deleted.id)).toBe("gone");
    expect((await stateOf(deleted.id)).status).toBe("queued");
    const mine = await documentIn("queued");
    expect(await moveDocument(db(), "start", other.id, mine.id)).toBe("gone");
    expect((await stateOf(mine.id)).status).toBe("queued");
    expect(await moveDocument(db(), "start", user.id, "00000000-0000-4000-8000-000000000000")).toBe("gone");
  });

  it("throws what a run that needs the move stops on", async () => {
    const ready = await documentIn("ready");
    const refused = await requireMove(db(), "progress", user.id, ready.id, { progress: 50 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TransitionRefused);
    expect(refused).toMatchObject({ transition: "progress", status: "ready" });
    expect(await stateOf(ready.id)).toMatchObject({ status: "ready", progress: 40 });
    const deleted = await documentIn("processing", { deletedAt: new Date() });
    await expect(requireMove(db(), "progress", user.id, deleted.id, { progress: 50 })).rejects.toBeInstanceOf(
      DocumentGone,
    );
  });

  it("moves in bulk only the documents the transition allows", async () => {
    const docs = await Promise.all(documentStatuses.map((s) => documentIn(s)));
    const deleted = await documentIn("ready", { deletedAt: new Date() });
    const ids = [...docs, deleted].map((d) => d.id);
    const moved = await moveDocuments(db(), "reprocess", eq(documents.userId, user.id), {
      processedAt: null,
      progress: 0,
      error: null,
    });
    const movedHere = moved
      .filter((m) => ids.includes(m.id))
      .map((m) => m.id)
      .sort();
    expect(movedHere).toEqual(
      docs
        .filter((d) => d.status === "ready" || d.status === "failed")
        .map((d) => d.id)
        .sort(),
    );
    for (const doc of docs)
      expect((await stateOf(doc.id)).status).toBe(
        doc.status === "ready" || doc.status === "failed" ? "queued" : doc.status,
      );
    expect((await stateOf(deleted.id)).status).toBe("ready");
  });
});

describe("the ingest command's verdicts", () => {
  const failure = (lastAttempt: boolean) => ({ lastAttempt, reason: "The reader broke." });

  it("queues a document again with the reason after a run that will be retried", async () => {
    const doc = await documentIn("processing");
    await recordProcessingFailure(db(), { documentId: doc.id, userId: user.id }, failure(false), silentLogger);
    expect(await stateOf(doc.id)).toMatchObject({
      status: "queued",
      error: "Retrying after an error: The reader broke.",
    });
  });

  it("fails a document after its last run and takes out what the run wrote", async () => {
    const doc = await documentIn("processing");
    await db()
      .insert(chunks)
      .values({ userId: user.id, documentId: doc.id, ordinal: 0, charStart: 0, charEnd: 10, text: "Enzymes sp" });
    await recordProcessingFailure(db(), { documentId: doc.id, userId: user.id }, failure(true), silentLogger);
    expect(await stateOf(doc.id)).toMatchObject({ status: "failed", error: "The reader broke." });
    expect(await db().select().from(chunks).where(eq(chunks.documentId, doc.id))).toEqual([]);
  });

  it("leaves a ready document and its knowledge alone when a step after its writing failed", async () => {
    const doc = await documentIn("ready", { processedAt: new Date() });
    await db()
      .insert(chunks)
      .values({ userId: user.id, documentId: doc.id, ordinal: 0, charStart: 0, charEnd: 10, text: "Enzymes sp" });
    await recordProcessingFailure(db(), { documentId: doc.id, userId: user.id }, failure(true), silentLogger);
    await recordProcessingFailure(db(), { documentId: doc.id, userId: user.id }, failure(false), silentLogger);
    expect(await stateOf(doc.id)).toMatchObject({ status: "ready", error: null });
    expect(await db().select().from(chunks).where(eq(chunks.documentId, doc.id))).toHaveLength(1);
  });

  it("skips a job delivered again for a document that failed, and finishes one whose knowledge is written", async () => {
    // Neither run may read or embed anything: the reader and the embedder say so if they are asked.
    const deps: ProcessingDeps = {
      db: db(),
      logger: silentLogger,
      threads: {
        readDocument: () => Promise.reject(new Error("a run the lifecycle refused read the document")),
        compareClaims: () => Promise.reject(new Error("a run the lifecycle refused compared claims")),
      },
      embedder: {
        model: "none",
        dims: 0,
        embed: () => Promise.reject(new Error("a run the lifecycle refused embedded")),
      },
      extractorName: "none",
      vectors: vectorSql(t.ctx.vectorMode),
      limits: defaultProcessingLimits,
      timeoutMs: 60_000,
    };
    const failed = await documentIn("failed", { error: "The file could not be read." });
    expect(await processIngestedDocument(deps, { documentId: failed.id, userId: user.id })).toBe("skipped");
    expect(await stateOf(failed.id)).toMatchObject({
      status: "failed",
      error: "The file could not be read.",
      progress: 40,
    });
    const written = await documentIn("processing", { processedAt: new Date() });
    expect(await processIngestedDocument(deps, { documentId: written.id, userId: user.id })).toBe("done");
    expect(await stateOf(written.id)).toMatchObject({ status: "ready", progress: 100, error: null });
  });
});
