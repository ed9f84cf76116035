import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProcessedNote } from "../../testing/documents.ts";
import { asUser, createTestApp, signUpUser, type TestApp, type TestUser } from "../../testing/harness.ts";
import { refreshSnapshot } from "./snapshot-refresh.ts";
import { loadSnapshot, type KnowledgeSnapshot } from "./snapshot.ts";

let t: TestApp;
let alice: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpUser(t.app);
  await createProcessedNote(
    t.app,
    alice,
    "Memory",
    "Spaced repetition improves long-term memory. The forgetting curve describes how memory decays over time. Active recall supports long-term memory.",
  );
});
afterAll(() => t?.close());

const byId = <T extends { id: string }>(items: T[]) => [...items].sort((a, b) => (a.id < b.id ? -1 : 1));
const comparable = (s: KnowledgeSnapshot) => ({
  nodes: byId(s.nodes),
  edges: byId(s.edges),
  documentCount: s.documentCount,
});
const reload = () => loadSnapshot(t.ctx.database, alice.id, undefined);

/** Refreshes `previous` and checks it against a fresh load; answers the refreshed snapshot. */
async function refreshedLikeReload(previous: KnowledgeSnapshot): Promise<KnowledgeSnapshot> {
  const refreshed = await refreshSnapshot(t.ctx.database, alice.id, previous);
  expect(comparable(refreshed)).toEqual(comparable(await reload()));
  return refreshed;
}

/** Concepts the refresh carried over untouched (a reload makes new objects for every one). */
const carriedOver = (previous: KnowledgeSnapshot, next: KnowledgeSnapshot) => {
  const before = new Set(previous.nodes);
  return next.nodes.filter((n) => before.has(n));
};

describe("refreshing a whole-knowledge snapshot after changes", () => {
  it("matches a reload after another document is processed, re-reading only what it touched", async () => {
    const previous = await reload();
    await createProcessedNote(
      t.app,
      alice,
      "Physics",
      "Thermodynamics studies heat and energy. Entropy measures disorder in a thermodynamic system. Long-term memory is unrelated to entropy.",
    );
    const next = await refreshedLikeReload(previous);
    expect(next.nodes.length).toBeGreaterThan(previous.nodes.length);
    expect(next.documentCount).toBe(2);
    expect(carriedOver(previous, next).length).toBeGreaterThan(0);
  });

  it("matches a reload after a concept is renamed and a relationship's strength changes", async () => {
    const previous = await reload();
    const [concept] = previous.nodes;
    const [relationship] = previous.edges;
    await t.ctx.database.query("UPDATE concepts SET name = 'renamed concept' WHERE id = $1", [concept!.id]);
    await t.ctx.database.query("UPDATE relationships SET strength = 0.123 WHERE id = $1", [relationship!.id]);
    const next = await refreshedLikeReload(previous);
    expect(next.nodes.find((n) => n.id === concept!.id)?.name).toBe("renamed concept");
    expect(next.edges.find((e) => e.id === relationship!.id)?.strength).toBeCloseTo(0.123, 3);
    expect(carriedOver(previous, next)).toHaveLength(previous.nodes.length - 1);
  });

  it("matches a reload after a document link disappears (a concept no longer in a document)", async () => {
    const previous = await reload();
    const [link] = await t.ctx.database.query<{ document_id: string; concept_id: string }>(
      "SELECT document_id, concept_id FROM document_concepts WHERE user_id = $1 LIMIT 1",
      [alice.id],
    );
    await t.ctx.database.query("DELETE FROM document_concepts WHERE document_id = $1 AND concept_id = $2", [
      link!.document_id,
      link!.concept_id,
    ]);
    await refreshedLikeReload(previous);
  });

  it("matches a reload after a document is deleted, and chains refreshes", async () => {
    let snapshot = await reload();
    const [doc] = await t.ctx.database.query<{ id: string }>(
      "SELECT id FROM documents WHERE user_id = $1 ORDER BY uploaded_at LIMIT 1",
      [alice.id],
    );
    const deleted = await asUser(t.app, alice, { method: "DELETE", url: `/api/documents/${doc!.id}` });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    snapshot = await refreshedLikeReload(snapshot);
    expect(snapshot.documentCount).toBe(1);
    // Nothing changed since: everything carried over.
    const again = await refreshedLikeReload(snapshot);
    expect(carriedOver(snapshot, again)).toHaveLength(snapshot.nodes.length);
  });

  it("sees a change committed after the previous read by a transaction that began before it", async () => {
    if (t.ctx.database.driver !== "postgres") return; // the embedded database runs one transaction at a time
    const previous = await reload();
    const [concept] = previous.nodes;
    const early = new pg.Client({ connectionString: t.ctx.database.postgresUrl });
    await early.connect();
    try {
      await early.query("BEGIN");
      await early.query("SELECT 1"); // the transaction has its id and its start time now
      await early.query("UPDATE concepts SET category = 'methodology', updated_at = now() WHERE id = $1", [
        concept!.id,
      ]);
      const between = await refreshedLikeReload(previous);
      await early.query("COMMIT");
      const next = await refreshedLikeReload(between);
      expect(next.nodes.find((n) => n.id === concept!.id)?.category).toBe("methodology");
    } finally {
      await early.end();
    }
  });
});
