import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents } from "../../db/schema.ts";
import { createProcessingDeps } from "../processing-deps.ts";
import { createNote, waitUntilProcessed } from "../../testing/documents.ts";
import { createTestApp, signUpUser, silentLogger, type TestApp, type TestUser } from "../../testing/harness.ts";
import { processDocument } from "./process-document.ts";

let t: TestApp;
let user: TestUser;
let deps: ReturnType<typeof createProcessingDeps>;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUpUser(t.app);
  deps = createProcessingDeps(t.ctx.config, t.ctx.database, t.ctx.vectorMode, silentLogger);
});
afterAll(async () => {
  await deps?.close();
  await t?.close();
});

const TEXT = `Photosynthesis is the process by which plants convert light energy into chemical energy.
Chlorophyll absorbs light in the chloroplast. The Calvin cycle fixes carbon dioxide into sugars.

Cellular respiration releases the energy stored in sugars. Mitochondria carry out cellular respiration.`;

async function counts() {
  const [row] = await t.ctx.database.query<{
    chunks: number;
    concepts: number;
    mentions: number;
    relationships: number;
    evidence: number;
    versions: number;
    document_concepts: number;
  }>(
    `SELECT
    (SELECT count(*)::int FROM chunks WHERE user_id = $1) AS chunks,
    (SELECT count(*)::int FROM concepts WHERE user_id = $1) AS concepts,
    (SELECT count(*)::int FROM mentions WHERE user_id = $1) AS mentions,
    (SELECT count(*)::int FROM relationships WHERE user_id = $1) AS relationships,
    (SELECT count(*)::int FROM relationship_evidence WHERE user_id = $1) AS evidence,
    (SELECT count(*)::int FROM concept_versions WHERE user_id = $1) AS versions,
    (SELECT count(*)::int FROM document_concepts WHERE user_id = $1) AS document_concepts`,
    [user.id],
  );
  return row!;
}

describe("processDocument", () => {
  it("extracts concepts with mentions, vectors and relationships, and a re-run leaves the same rows", async () => {
    const doc = await createNote(t.app, user, "Energy in cells", TEXT);
    const ready = await waitUntilProcessed(t.app, user, doc.id);
    expect(ready.status).toBe("ready");
    const names = ready.concepts.map((c) => c.name.toLowerCase());
    expect(names).toEqual(expect.arrayContaining(["photosynthesis", "cellular respiration"]));
    const photosynthesis = ready.concepts.find((c) => c.name.toLowerCase() === "photosynthesis")!;
    expect(photosynthesis.definition).toContain("Photosynthesis is the process");

    const before = await counts();
    expect(before.concepts).toBeGreaterThan(3);
    expect(before.mentions).toBeGreaterThanOrEqual(before.concepts);
    expect(before.relationships).toBeGreaterThan(0);
    const vectorsStored = await t.ctx.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM chunks WHERE document_id = $1 AND embedding IS NOT NULL AND embedding_model IS NOT NULL",
      [doc.id],
    );
    expect(vectorsStored[0]!.n).toBe(before.chunks);

    expect(await processDocument(deps, { documentId: doc.id, userId: user.id })).toBe("done");
    expect(await processDocument(deps, { documentId: doc.id, userId: user.id })).toBe("done");
    expect(await counts()).toEqual(before);

    // Every mention points at its chunk and is an exact slice of the text.
    const rows = await t.ctx.database.query<{
      char_start: number;
      char_end: number;
      chunk_start: number;
      chunk_end: number;
      name: string;
    }>(
      `SELECT m.char_start, m.char_end, c.char_start AS chunk_start, c.char_end AS chunk_end, k.name
         FROM mentions m JOIN chunks c ON c.id = m.chunk_id JOIN concepts k ON k.id = m.concept_id WHERE m.document_id = $1`,
      [doc.id],
    );
    expect(rows.length).toBe(before.mentions);
    for (const row of rows) {
      expect(row.char_start).toBeGreaterThanOrEqual(row.chunk_start);
      expect(row.char_end).toBeLessThanOrEqual(row.chunk_end);
      expect(TEXT.slice(row.char_start, row.char_end).length).toBeGreaterThan(0);
    }
  });

  it("ends ready when a second run of the job finds the document processed by the first", async () => {
    // A large document (progress is written on the way) inserted without a job, so this test runs both jobs.
    const [doc] = await t.ctx.database.db
      .insert(documents)
      .values({ userId: user.id, title: "Twice", type: "note", content: `${TEXT}\n\n`.repeat(80), status: "queued" })
      .returning();
    // The second run is held once the threads have read the document (after it wrote progress), until the first
    // run has committed; then it reaches its own writes.
    let reachedGate!: () => void;
    const atGate = new Promise<void>((resolve) => (reachedGate = resolve));
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const heldThreads: typeof deps.threads = {
      readDocument: async (...args) => {
        const reading = await deps.threads.readDocument(...args);
        reachedGate();
        await gate;
        return reading;
      },
      compareClaims: (...args) => deps.threads.compareClaims(...args),
    };
    const second = processDocument({ ...deps, threads: heldThreads }, { documentId: doc!.id, userId: user.id });
    await atGate;
    expect(await processDocument(deps, { documentId: doc!.id, userId: user.id })).toBe("done");
    openGate();
    expect(await second).toBe("done");
    const [after] = await t.ctx.database.db.select().from(documents).where(eq(documents.id, doc!.id));
    expect(after).toMatchObject({ status: "ready", progress: 100, error: null });
  });

  it("skips a document deleted before it ran", async () => {
    expect(await processDocument(deps, { documentId: "00000000-0000-4000-8000-000000000000", userId: user.id })).toBe(
      "deleted",
    );
  });
});
