import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  concepts,
  conceptVersions,
  documentConcepts,
  documents,
  mentions,
  relationshipEvidence,
  relationships,
} from "../../db/schema.ts";
import { createNote } from "../../testing/documents.ts";
import { createTestApp, signUpUser, type TestApp, type TestUser } from "../../testing/harness.ts";
import { asUser } from "../../testing/harness.ts";
import { jobs } from "../../jobs/definitions.ts";
import { deleteDocument, deleteDocumentRows } from "./delete-document.ts";

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  // The web role only: the test runs the deletion job itself (a worker would race it to the queued job).
  t = await createTestApp({}, ["web"]);
  user = await signUpUser(t.app);
});
afterAll(() => t?.close());

describe("deleteDocument", () => {
  it("removes what only the document supported and keeps shared concepts with their history", async () => {
    const db = t.ctx.database.db;
    // Stored directly, without the extractor, so the knowledge rows below are the only ones.
    const [first, second] = await db
      .insert(documents)
      .values([
        { userId: user.id, title: "First", type: "note", content: "Enzymes and substrates.", status: "ready" },
        { userId: user.id, title: "Second", type: "note", content: "Enzymes and inhibitors.", status: "ready" },
      ])
      .returning();
    if (!first || !second) throw new Error("documents not stored");

    const [enzyme, substrate, inhibitor] = await db
      .insert(concepts)
      .values(["enzyme", "substrate", "inhibitor"].map((name) => ({ userId: user.id, name, normalizedKey: name })))
      .returning();
    const mention = (conceptId: string, documentId: string, charStart: number) => ({
      userId: user.id,
      conceptId,
      documentId,
      charStart,
      charEnd: charStart + 5,
    });
    await db
      .insert(mentions)
      .values([
        mention(enzyme!.id, first.id, 0),
        mention(substrate!.id, first.id, 12),
        mention(enzyme!.id, second.id, 0),
        mention(inhibitor!.id, second.id, 12),
      ]);
    await db.insert(documentConcepts).values([
      { userId: user.id, documentId: first.id, conceptId: enzyme!.id, salience: 0.9 },
      { userId: user.id, documentId: first.id, conceptId: substrate!.id, salience: 0.5 },
      { userId: user.id, documentId: second.id, conceptId: enzyme!.id, salience: 0.8 },
      { userId: user.id, documentId: second.id, conceptId: inhibitor!.id, salience: 0.5 },
    ]);
    const [onlyFirst, both] = await db
      .insert(relationships)
      .values([
        {
          userId: user.id,
          sourceConceptId: enzyme!.id,
          targetConceptId: substrate!.id,
          type: "related",
          strength: 0.5,
        },
        {
          userId: user.id,
          sourceConceptId: enzyme!.id,
          targetConceptId: inhibitor!.id,
          type: "related",
          strength: 0.5,
        },
      ])
      .returning();
    await db.insert(relationshipEvidence).values([
      { userId: user.id, relationshipId: onlyFirst!.id, documentId: first.id, strength: 0.5 },
      { userId: user.id, relationshipId: both!.id, documentId: first.id, strength: 0.5 },
      { userId: user.id, relationshipId: both!.id, documentId: second.id, strength: 0.5 },
    ]);
    await db.insert(conceptVersions).values([
      {
        userId: user.id,
        conceptId: enzyme!.id,
        changeType: "created",
        name: "enzyme",
        category: "general",
        documentId: first.id,
        documentTitle: "First",
      },
      {
        userId: user.id,
        conceptId: substrate!.id,
        changeType: "created",
        name: "substrate",
        category: "general",
        documentId: first.id,
        documentTitle: "First",
      },
    ]);

    expect(await deleteDocument(db, t.ctx.services.backgroundWork, user.id, first.id)).toEqual({ title: "First" });
    // At once: the document and what only it supported are out of every view, before any of its rows are deleted.
    expect((await asUser(t.app, user, { method: "GET", url: `/api/documents/${first.id}` })).statusCode).toBe(404);
    expect((await asUser(t.app, user, { method: "GET", url: `/api/concepts/${substrate!.id}` })).statusCode).toBe(404);
    const graph = (await asUser(t.app, user, { method: "GET", url: "/api/graph" })).json();
    expect(graph.nodes.map((n: { label: string }) => n.label).sort()).toEqual(["enzyme", "inhibitor"]);
    expect(graph.edges.map((e: { id: string }) => e.id)).toEqual([both!.id]);
    expect((await asUser(t.app, user, { method: "GET", url: "/api/stats" })).json()).toMatchObject({
      documentCount: 1,
      conceptCount: 2,
      relationshipCount: 1,
    });

    expect((await t.ctx.queue.findJobs(jobs.deleteDocument.name, { key: first.id })).length).toBeGreaterThan(0);
    await deleteDocumentRows(db, t.ctx.services.backgroundWork, { userId: user.id, documentId: first.id });
    // Its jobs go with its last row: nothing in the queue names it any more.
    for (const job of Object.values(jobs))
      expect(await t.ctx.queue.findJobs(job.name, { data: { documentId: first.id } }), job.name).toEqual([]);
    expect(await db.select().from(documents).where(eq(documents.id, first.id))).toEqual([]);
    expect(await db.select().from(mentions).where(eq(mentions.documentId, first.id))).toEqual([]);

    const names = (await db.select({ name: concepts.name }).from(concepts).where(eq(concepts.userId, user.id)))
      .map((c) => c.name)
      .sort();
    expect(names).toEqual(["enzyme", "inhibitor"]);
    const remaining = (
      await db.select({ id: relationships.id }).from(relationships).where(eq(relationships.userId, user.id))
    ).map((r) => r.id);
    expect(remaining).toEqual([both!.id]);
    const history = await db.select().from(conceptVersions).where(eq(conceptVersions.userId, user.id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ name: "enzyme", documentId: null, documentTitle: "First" });
  });

  it("answers 404 for another user's document and deletes nothing", async () => {
    const other = await signUpUser(t.app);
    const doc = await createNote(t.app, user, "Mine", "Mine only.");
    await expect(
      deleteDocument(t.ctx.database.db, t.ctx.services.backgroundWork, other.id, doc.id),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
    const rows = await t.ctx.database.query("SELECT id FROM documents WHERE id = $1", [doc.id]);
    expect(rows).toHaveLength(1);
  });
});
