import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Contradiction } from "../../../contract/contradictions.ts";
import type { Document, DocumentDetail } from "../../../contract/documents.ts";
import { conceptVersions, concepts, documents, relationshipEvidence } from "../../db/schema.ts";
import { rereadOutdatedDocuments } from "../../domain/documents/reread-documents.ts";
import { multipartBody, waitUntilProcessed } from "../../testing/documents.ts";
import { asUser, createTestApp, signUpUser, type TestApp, type TestUser } from "../../testing/harness.ts";

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUpUser(t.app);
});
afterAll(() => t?.close());

async function upload(name: string, text: string): Promise<Document> {
  const body = multipartBody({ name, bytes: Buffer.from(text, "utf8"), type: "text/markdown" });
  const response = await asUser(t.app, user, { method: "POST", url: "/api/documents/upload", ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Document>();
}

/** Waits until no document of the user is queued or being read. */
async function waitUntilAllRead(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const progress = (await asUser(t.app, user, { method: "GET", url: "/api/documents/reading" })).json<{
      inWork: number;
    }>();
    if (progress.inWork === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("documents still being read after 60 s");
}

const detail = async (id: string) =>
  (await asUser(t.app, user, { method: "GET", url: `/api/documents/${id}` })).json<DocumentDetail>();

const NOTE = [
  "---",
  "tags: _durability/fleeting",
  "aliases:",
  "  - septal wall",
  "cssclass: idea",
  "publish: true",
  "---",
  "# Alveolar Septum",
  "",
  "The alveolar septum separates two neighbouring alveoli of the lung. Its capillaries carry the blood that takes up oxygen.",
  "",
  "Fibrosis thickens the alveolar septum, as in [[Pulmonary fibrosis]].",
].join("\n");

describe("a Markdown note uploaded as a file, without a title", () => {
  let doc: DocumentDetail;
  beforeAll(async () => {
    const created = await upload("alveolar-septum.md", NOTE);
    expect(created.title).toBe("Alveolar Septum"); // its own title at once, not the file name
    doc = await waitUntilProcessed(t.app, user, created.id);
  });

  it("is named by its own title and shows its text without front matter or link brackets", () => {
    expect(doc.status).toBe("ready");
    expect(doc.title).toBe("Alveolar Septum");
    expect(doc.content).not.toMatch(/cssclass|publish|_durability|\[\[/);
    expect(doc.content).toContain("as in Pulmonary fibrosis.");
    expect(doc.original?.fileName).toBe("alveolar-septum.md");
    expect(doc.tags).toEqual(["_durability/fleeting"]);
  });

  it("is its title's concept, with the note's aliases, linked to the note it links to", async () => {
    expect(doc.concepts[0]?.name.toLowerCase()).toBe("alveolar septum");
    expect(doc.concepts.some((c) => /cssclass|publish|durability|fleeting|aliases|tags/i.test(c.name))).toBe(false);
    const view = (await asUser(t.app, user, { method: "GET", url: `/api/concepts/${doc.concepts[0]!.id}` })).json<{
      aliases: string[];
    }>();
    expect(view.aliases).toContain("septal wall");
    const linked = await t.ctx.database.db
      .select()
      .from(relationshipEvidence)
      .where(and(eq(relationshipEvidence.userId, user.id), eq(relationshipEvidence.fromLink, true)));
    expect(linked).toHaveLength(1);
    expect(linked[0]!.strength).toBe(1);
    expect(doc.content.slice(linked[0]!.charStart!, linked[0]!.charEnd!)).toBe(
      "Fibrosis thickens the alveolar septum, as in Pulmonary fibrosis.",
    );
  });
});

describe("reading documents again", () => {
  it("keeps a renamed title, the user's resolved contradictions and the concepts' history, and updates the rest", async () => {
    const a = await upload(
      "trial-a.md",
      "# Trial A\n\nRegular exercise increases cancer mortality rates among elderly adults in cities.",
    );
    const b = await upload(
      "trial-b.md",
      "# Trial B\n\nRegular exercise reduces cancer mortality rates among elderly adults in cities.",
    );
    await waitUntilProcessed(t.app, user, a.id);
    await waitUntilProcessed(t.app, user, b.id);
    const listed = (await asUser(t.app, user, { method: "GET", url: "/api/contradictions" })).json<Contradiction[]>();
    const found = listed.find(
      (c) =>
        [c.source1.documentId, c.source2.documentId].includes(a.id) &&
        [c.source1.documentId, c.source2.documentId].includes(b.id),
    );
    expect(found, "the two trials contradict each other").toBeDefined();
    expect(
      (
        await asUser(t.app, user, {
          method: "PATCH",
          url: `/api/contradictions/${found!.id}`,
          payload: { resolution: "second_holds", note: "Trial B is larger." },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await asUser(t.app, user, {
          method: "PATCH",
          url: `/api/documents/${a.id}`,
          payload: { title: "The small trial" },
        })
      ).statusCode,
    ).toBe(200);
    const db = t.ctx.database.db;
    const historyBefore = await db.select().from(conceptVersions).where(eq(conceptVersions.userId, user.id));
    const conceptsBefore = await db
      .select({ id: concepts.id, key: concepts.normalizedKey })
      .from(concepts)
      .where(eq(concepts.userId, user.id));

    const queued = (await asUser(t.app, user, { method: "POST", url: "/api/documents/reread", payload: {} })).json<{
      queued: number;
    }>();
    expect(queued.queued).toBe(3);
    for (const id of [a.id, b.id]) await waitUntilProcessed(t.app, user, id);
    await waitUntilAllRead();
    const progress = (await asUser(t.app, user, { method: "GET", url: "/api/documents/reading" })).json();
    expect(progress).toEqual({ total: 3, inWork: 0, outdated: 0 });

    expect((await detail(a.id)).title).toBe("The small trial");
    const after = (await asUser(t.app, user, { method: "GET", url: "/api/contradictions?status=all" })).json<
      Contradiction[]
    >();
    const between = after.filter(
      (c) =>
        [c.source1.documentId, c.source2.documentId].includes(a.id) &&
        [c.source1.documentId, c.source2.documentId].includes(b.id),
    );
    expect(between).toHaveLength(1);
    expect(between[0]).toMatchObject({ id: found!.id, resolved: 1 });
    // Concepts the new reading still has keep their rows, so their history stays with them; nothing is written twice.
    const conceptsAfter = await db
      .select({ id: concepts.id, key: concepts.normalizedKey })
      .from(concepts)
      .where(eq(concepts.userId, user.id));
    for (const concept of conceptsBefore) {
      const again = conceptsAfter.find((c) => c.key === concept.key);
      if (again) expect(again.id).toBe(concept.id);
    }
    const historyAfter = await db.select().from(conceptVersions).where(eq(conceptVersions.userId, user.id));
    expect(historyAfter.filter((v) => v.changeType === "created").length).toBeLessThanOrEqual(
      historyBefore.filter((v) => v.changeType === "created").length + 2,
    );
  });

  it("after an upgrade, queues only the documents an older pipeline read", async () => {
    const db = t.ctx.database.db;
    const [old] = await db.select({ id: documents.id }).from(documents).where(eq(documents.userId, user.id)).limit(1);
    await db.update(documents).set({ pipelineVersion: null }).where(eq(documents.id, old!.id));
    expect(await rereadOutdatedDocuments(db, t.ctx.services.backgroundWork)).toBe(1);
    const state = await waitUntilProcessed(t.app, user, old!.id);
    expect(state.status).toBe("ready");
    expect(await rereadOutdatedDocuments(db, t.ctx.services.backgroundWork)).toBe(0);
  });
});
