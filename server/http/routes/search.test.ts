import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Document } from "../../../contract/documents.ts";
import type { SearchResponse, SearchResult } from "../../../contract/search.ts";
import { createNote, waitUntilProcessed } from "../../testing/documents.ts";
import { asUser, createTestApp, signUpUser, type TestApp, type TestUser } from "../../testing/harness.ts";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let projectId: string;
const docs: Record<string, Document> = {};

const filler = (topic: string, n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `Paragraph ${i + 1} describes ${topic} in general terms, with history, people and places that matter to it.`,
  ).join("\n\n");

const texts = {
  transformers: `Transformers are neural network architectures built on self-attention. ${filler("machine learning", 12)}\n\nThe self-attention mechanism lets every token attend to every other token, so transformers model long-range dependencies without recurrence.`,
  photosynthesis:
    "Photosynthesis is the process by which plants turn light into chemical energy. Chlorophyll absorbs light in the chloroplasts, and the Calvin cycle fixes carbon dioxide into sugars.",
  rivers:
    "Rivers carry sediment from mountains to the sea. Floodplains form where rivers overflow, and deltas grow where the current slows at the coast.",
  chinese: "机器学习是人工智能的一个分支，研究计算机如何从数据中学习。",
  arabic: "التعلم الآلي فرع من الذكاء الاصطناعي يدرس كيف تتعلم الحواسيب من البيانات.",
};

async function search(user: TestUser, payload: unknown) {
  return asUser(t.app, user, { method: "POST", url: "/api/search", payload: payload as Record<string, unknown> });
}
async function results(user: TestUser, query: string, extra: Record<string, unknown> = {}): Promise<SearchResult[]> {
  const response = await search(user, { query, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResponse>().results;
}
const marked = (r: SearchResult) => r.highlights.map((h) => r.snippet.slice(h.start, h.end).toLowerCase());

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpUser(t.app);
  bob = await signUpUser(t.app);
  const project = await asUser(t.app, alice, { method: "POST", url: "/api/projects", payload: { name: "Botany" } });
  projectId = project.json<{ id: string }>().id;
  docs.transformers = await createNote(t.app, alice, "Attention notes", texts.transformers);
  docs.photosynthesis = await createNote(t.app, alice, "Plants", texts.photosynthesis, projectId);
  docs.rivers = await createNote(t.app, alice, "Geography", texts.rivers);
  docs.chinese = await createNote(t.app, alice, "机器学习", texts.chinese);
  docs.arabic = await createNote(t.app, alice, "التعلم الآلي", texts.arabic);
  docs.bobs = await createNote(
    t.app,
    bob,
    "Bob's transformers",
    "Transformers and self-attention, Bob's private notes on photosynthesis too.",
  );
  for (const [name, doc] of Object.entries(docs))
    await waitUntilProcessed(t.app, name === "bobs" ? bob : alice, doc.id);
});
afterAll(() => t?.close());

describe("POST /api/search", () => {
  it("answers 401 when signed out", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/search", payload: { query: "x" } })).statusCode).toBe(401);
  });

  it("finds the document by its best passage: one result, relevance in 0..1, matched words marked", async () => {
    const list = await results(alice, "how does self-attention work in transformers?");
    const documentsFound = list.filter((r) => r.type === "document");
    expect(documentsFound[0]!.id).toBe(docs.transformers!.id);
    expect(new Set(documentsFound.map((r) => r.id)).size).toBe(documentsFound.length);
    for (const r of list) expect(r.relevance >= 0 && r.relevance <= 1).toBe(true);
    expect(list.map((r) => r.relevance)).toEqual([...list.map((r) => r.relevance)].sort((a, b) => b - a));

    const hit = documentsFound[0]!;
    expect(hit).toMatchObject({ type: "document", title: "Attention notes", documentType: "note", category: null });
    // The long note's best passage is its last paragraph, not its first chunk.
    expect(hit.snippet).toContain("every token attend");
    expect(marked(hit)).toEqual(expect.arrayContaining(["self-attention", "transformers"]));
    // The passage points into the document's content.
    const content = texts.transformers;
    const passage = hit.passage!;
    expect(passage.charStart).toBeGreaterThan(500);
    expect(content.slice(passage.snippetStart, passage.snippetEnd).replace(/\s+/g, " ")).toBe(
      hit.snippet.replace(/^…|…$/g, ""),
    );
    expect(passage.snippetStart).toBeGreaterThanOrEqual(passage.charStart);
    expect(passage.snippetEnd).toBeLessThanOrEqual(passage.charEnd);
  });

  it("finds concepts by name and definition, with their ids", async () => {
    const list = await results(alice, "photosynthesis");
    const concept = list.find((r) => r.type === "concept" && r.title.toLowerCase() === "photosynthesis");
    expect(concept, JSON.stringify(list)).toBeDefined();
    expect(concept!.relevance).toBeGreaterThan(0.9);
    expect(concept!.passage).toBeNull();
    expect((await asUser(t.app, alice, { method: "GET", url: `/api/concepts/${concept!.id}` })).statusCode).toBe(200);
    expect(list.find((r) => r.type === "document")!.id).toBe(docs.photosynthesis!.id);
  });

  it("narrows to the selected project; another user's project answers 404", async () => {
    const inProject = await results(alice, "light energy rivers transformers", { projectId });
    expect(inProject.filter((r) => r.type === "document").map((r) => r.id)).toEqual([docs.photosynthesis!.id]);
    const everywhere = await results(alice, "light energy rivers transformers", { projectId: null });
    expect(everywhere.filter((r) => r.type === "document").length).toBeGreaterThan(1);

    const bobsProject = await asUser(t.app, bob, { method: "POST", url: "/api/projects", payload: { name: "Bob's" } });
    const foreign = await search(alice, { query: "rivers", projectId: bobsProject.json<{ id: string }>().id });
    expect(foreign.statusCode).toBe(404);
    expect((await search(alice, { query: "rivers", projectId: "not-a-uuid" })).statusCode).toBe(400);
  });

  it("never shows another user's documents or concepts", async () => {
    const bobsConcepts = await t.ctx.database.query<{ id: string }>("SELECT id FROM concepts WHERE user_id = $1", [
      bob.id,
    ]);
    for (const query of ["Bob's private notes", "transformers self-attention photosynthesis"]) {
      const ids = (await results(alice, query)).map((r) => r.id);
      expect(ids).not.toContain(docs.bobs!.id);
      for (const c of bobsConcepts) expect(ids).not.toContain(c.id);
    }
    expect(
      (await results(bob, "photosynthesis chlorophyll")).filter((r) => r.type === "document").map((r) => r.id),
    ).toEqual([docs.bobs!.id]);
  });

  it.each([
    ["an empty query", { query: "" }],
    ["a blank query", { query: "   \n\t " }],
    ["no query", {}],
    ["a number", { query: 42 }],
    ["a query over 20,000 characters", { query: "x".repeat(20_001) }],
  ])("refuses %s with 400 and a message", async (_name, payload) => {
    const response = await search(alice, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/query/i);
  });

  it("answers a 10,000-character query, searching its beginning", async () => {
    const query = `rivers sediment ${"floodplains and deltas ".repeat(500)}`.slice(0, 10_000);
    const response = await search(alice, { query });
    expect(response.statusCode).toBe(200);
    const body = response.json<SearchResponse>();
    expect(body.queryTruncated).toBe(true);
    expect(body.results[0]?.id).toBe(docs.rivers!.id);
  });

  it("answers non-Latin queries: Chinese (as substrings), Arabic, emoji", async () => {
    const chinese = await results(alice, "人工智能");
    expect(chinese[0]?.id).toBe(docs.chinese!.id);
    expect(marked(chinese[0]!).join("")).toContain("人工");
    const arabic = await results(alice, "الذكاء الاصطناعي");
    expect(arabic[0]?.id).toBe(docs.arabic!.id);
    expect(await results(alice, "🚀🔥🙂")).toEqual([]);
    expect((await results(alice, "rivers 🚀")).map((r) => r.id)).toContain(docs.rivers!.id);
  });

  it.each([
    "'; DROP TABLE documents; --",
    "a & | !b:* <->",
    "rivers:* & !(sediment | 'x')",
    "\\ ' '' \\' % _",
    "SELECT * FROM chunks WHERE 1=1",
  ])("treats %j as words, never as SQL or tsquery syntax", async (query) => {
    const response = await search(alice, { query });
    expect(response.statusCode, response.body).toBe(200);
    expect(Array.isArray(response.json<SearchResponse>().results)).toBe(true);
    const [row] = await t.ctx.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM documents WHERE user_id = $1",
      [alice.id],
    );
    expect(row!.n).toBe(5);
  });

  it("refuses a NUL character in a query with 400 (a text field cannot hold it)", async () => {
    const response = await search(alice, { query: "rivers \u0000" });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: "query", message: expect.stringContaining("control character") }]);
  });

  it("finds a document by a query with tsquery syntax around real words", async () => {
    const list = await results(alice, "rivers:* & !(sediment | 'deltas')");
    expect(list[0]?.id).toBe(docs.rivers!.id);
  });
});
