import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chunks, conceptDefinitions, concepts, documents, mentions, relationships } from "../../db/schema.ts";
import { detectVectorMode, vectorSql, type VectorSql } from "../../db/vectors.ts";
import type { ExtractedConcept, Extraction } from "../../pipeline/extract/types.ts";
import { asUser, createTestApp, signUpUser, type TestApp, type TestUser } from "../../testing/harness.ts";
import { deleteDocument, deleteDocumentRows } from "../documents/delete-document.ts";
import { writeKnowledge } from "./write-knowledge.ts";

let t: TestApp;
let user: TestUser;
let vectors: VectorSql;

beforeAll(async () => {
  t = await createTestApp();
  user = await signUpUser(t.app);
  vectors = vectorSql(await detectVectorMode(t.ctx.database));
});
afterAll(() => t?.close());

/** A processed document with one chunk per paragraph, written directly (no extractor involved). */
async function storedDocument(title: string, content: string, projectId: string | null = null) {
  const db = t.ctx.database.db;
  const [doc] = await db
    .insert(documents)
    .values({ userId: user.id, title, type: "note", content, status: "ready", processedAt: new Date(), projectId })
    .returning();
  let offset = 0;
  const rows = content.split("\n\n").map((text, ordinal) => {
    const charStart = content.indexOf(text, offset);
    offset = charStart + text.length;
    return { userId: user.id, documentId: doc!.id, ordinal, charStart, charEnd: charStart + text.length, text };
  });
  const stored = await db
    .insert(chunks)
    .values(rows)
    .returning({ id: chunks.id, charStart: chunks.charStart, charEnd: chunks.charEnd });
  return { doc: doc!, chunks: stored };
}

function concept(content: string, name: string, extra: Partial<ExtractedConcept> = {}): ExtractedConcept {
  const spans = [...content.matchAll(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi"))].map((m) => ({
    start: m.index!,
    end: m.index! + m[0].length,
  }));
  return {
    name,
    key: name.toLowerCase(),
    aliases: [],
    acronym: null,
    category: "general",
    definition: null,
    definitionSpan: null,
    salience: 0.5,
    mentions: spans,
    ...extra,
  };
}

async function write(stored: Awaited<ReturnType<typeof storedDocument>>, extraction: Extraction) {
  await t.ctx.database.db.transaction((tx) =>
    writeKnowledge(tx, {
      userId: user.id,
      document: { id: stored.doc.id, title: stored.doc.title, pageStarts: null },
      chunks: stored.chunks,
      extraction,
      vectors,
    }),
  );
}

describe("writeKnowledge across documents", () => {
  it("creates concepts with provenance, then joins them from a second document with versioned changes", async () => {
    const text1 =
      "A large language model (LLM) is a neural network trained on text.\n\nTransformers power every large language model.";
    const first = await storedDocument("Intro to LLMs", text1);
    await write(first, {
      concepts: [
        concept(text1, "large language model", {
          acronym: "LLM",
          aliases: ["LLM"],
          category: "technical",
          definition: "A large language model (LLM) is a neural network trained on text.",
          definitionSpan: { start: 0, end: 66 },
          salience: 0.9,
        }),
        concept(text1, "Transformers", { key: "transformer", salience: 0.4, category: "general" }),
      ],
      relationships: [
        {
          source: "transformer",
          target: "large language model",
          type: "supports",
          strength: 0.6,
          evidence: { start: 67, end: text1.length },
        },
      ],
    });

    const text2 = "An LLM predicts the next token.\n\nAttention lets transformers weigh tokens.";
    const second = await storedDocument("Attention notes", text2);
    await write(second, {
      concepts: [
        concept(text2, "LLM", {
          key: "llm",
          definition: "An LLM predicts the next token.",
          definitionSpan: { start: 0, end: 31 },
          salience: 0.8,
        }),
        concept(text2, "transformers", { key: "transformer", category: "technical", salience: 0.5 }),
        concept(text2, "Attention", { key: "attention", category: "methodology", salience: 0.7 }),
      ],
      relationships: [
        {
          source: "attention",
          target: "transformer",
          type: "related",
          strength: 0.5,
          evidence: { start: 33, end: text2.length },
        },
      ],
    });

    const db = t.ctx.database.db;
    const all = await db.select().from(concepts).where(eq(concepts.userId, user.id));
    expect(all.map((c) => c.name).sort()).toEqual(["Attention", "Transformers", "large language model"]);
    const llm = all.find((c) => c.name === "large language model")!;
    // Each source keeps its definition; two that share no words support each other equally, and the first stays.
    expect(llm.definition).toBe("A large language model (LLM) is a neural network trained on text.");
    const sources = await db.select().from(conceptDefinitions).where(eq(conceptDefinitions.conceptId, llm.id));
    expect(sources.map((d) => d.text).sort()).toEqual([
      "A large language model (LLM) is a neural network trained on text.",
      "An LLM predicts the next token.",
    ]);
    expect(sources.find((d) => d.documentId === second.doc.id)).toMatchObject({ charStart: 0, charEnd: 31 });
    expect(all.find((c) => c.name === "Transformers")!.category).toBe("technical");

    const llmMentions = await db.select().from(mentions).where(eq(mentions.conceptId, llm.id));
    expect(llmMentions.length).toBe(3); // twice in the first document, once (as "LLM") in the second
    for (const m of llmMentions) {
      const source = m.documentId === first.doc.id ? text1 : text2;
      expect(["large language model", "llm"]).toContain(source.slice(m.charStart, m.charEnd).toLowerCase());
      expect(m.chunkId).not.toBeNull();
    }

    const versions = (await asUser(t.app, user, { method: "GET", url: "/api/versions" })).json();
    const forLlm = versions
      .filter((v: { conceptId: string }) => v.conceptId === llm.id)
      .map((v: { changeType: string }) => v.changeType);
    expect(forLlm.sort()).toEqual(["created", "definition_updated", "merged"]);
    const update = versions.find((v: { changeType: string }) => v.changeType === "definition_updated");
    expect(update).toMatchObject({
      definition: "An LLM predicts the next token.",
      previousDefinition: "A large language model (LLM) is a neural network trained on text.",
      document: { id: second.doc.id, title: "Attention notes" },
    });
    expect(versions.find((v: { changeType: string }) => v.changeType === "category_changed")).toMatchObject({
      name: "Transformers",
      category: "technical",
    });
    const times = versions.map((v: { changedAt: string }) => Date.parse(v.changedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const scoped = (await asUser(t.app, user, { method: "GET", url: `/api/versions?conceptId=${llm.id}` })).json();
    expect(scoped).toHaveLength(3);

    const detail = (await asUser(t.app, user, { method: "GET", url: `/api/documents/${second.doc.id}` })).json();
    expect(detail.concepts.map((c: { name: string }) => c.name)).toEqual([
      "large language model",
      "Attention",
      "Transformers",
    ]);

    const conceptView = (await asUser(t.app, user, { method: "GET", url: `/api/concepts/${llm.id}` })).json();
    expect(conceptView).toMatchObject({ name: "large language model", mentionCount: 3, aliases: ["LLM"] });
    expect(conceptView.documents.map((d: { title: string }) => d.title).sort()).toEqual([
      "Attention notes",
      "Intro to LLMs",
    ]);
    const passages = (
      await asUser(t.app, user, { method: "GET", url: `/api/concepts/${llm.id}/passages?documentId=${second.doc.id}` })
    ).json();
    expect(passages).toHaveLength(1);
    expect(passages[0].text.slice(passages[0].highlightStart, passages[0].highlightEnd)).toBe("LLM");

    // Deleting the first document keeps the shared concept (still mentioned as "LLM") and drops what only it supported:
    // from every view at once, from the database once the background part has run.
    await deleteDocument(db, t.ctx.services.backgroundWork, user.id, first.doc.id);
    const graphNow = (await asUser(t.app, user, { method: "GET", url: "/api/graph" })).json();
    expect(graphNow.nodes.map((n: { label: string }) => n.label).sort()).toEqual([
      "Attention",
      "Transformers",
      "large language model",
    ]);
    expect((await asUser(t.app, user, { method: "GET", url: `/api/documents/${first.doc.id}` })).statusCode).toBe(404);
    await deleteDocumentRows(db, t.ctx.services.backgroundWork, { userId: user.id, documentId: first.doc.id });
    const remaining = await db.select({ name: concepts.name }).from(concepts).where(eq(concepts.userId, user.id));
    expect(remaining.map((c) => c.name).sort()).toEqual(["Attention", "Transformers", "large language model"]);
    const afterDelete = await db.select().from(concepts).where(eq(concepts.id, llm.id));
    expect(afterDelete[0]!.definition).toBe("An LLM predicts the next token."); // the deleted document's definition went with it
    const rels = await db.select().from(relationships).where(eq(relationships.userId, user.id));
    expect(rels.map((r) => r.type)).toEqual(["related"]);
    const history = (await asUser(t.app, user, { method: "GET", url: `/api/versions?conceptId=${llm.id}` })).json();
    expect(history.find((v: { changeType: string }) => v.changeType === "created").document).toEqual({
      id: null,
      title: "Intro to LLMs",
    });
  });

  it("answers 404 for another user's concept and 400 for a malformed id", async () => {
    const other = await signUpUser(t.app);
    const [someConcept] = await t.ctx.database.db.select().from(concepts).where(eq(concepts.userId, user.id));
    expect((await asUser(t.app, other, { method: "GET", url: `/api/concepts/${someConcept!.id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await asUser(t.app, other, { method: "GET", url: `/api/concepts/${someConcept!.id}/passages` })).statusCode,
    ).toBe(404);
    expect(
      (await asUser(t.app, other, { method: "GET", url: `/api/versions?conceptId=${someConcept!.id}` })).statusCode,
    ).toBe(404);
    expect((await asUser(t.app, other, { method: "GET", url: "/api/concepts/nope" })).statusCode).toBe(400);
  });

  it("keeps a relationship's strength in range when it collects hundreds of evidence rows (a long paper)", async () => {
    // ln(1 - 0.999) summed 800 times is far below what exp() can return: PostgreSQL raised an underflow before.
    const sentence = "Gradient descent trains the recurrent network.";
    const text = Array.from({ length: 800 }, () => sentence).join("\n\n");
    const stored = await storedDocument("A long paper", text);
    const starts = [...text.matchAll(/Gradient/g)].map((m) => m.index!);
    await write(stored, {
      concepts: [concept(text, "Gradient descent", { key: "gradient descent" }), concept(text, "recurrent network")],
      relationships: starts.map((start) => ({
        source: "gradient descent",
        target: "recurrent network",
        type: "supports" as const,
        strength: 0.999,
        evidence: { start, end: start + sentence.length },
      })),
    });
    const db = t.ctx.database.db;
    const [rel] = await db
      .select()
      .from(relationships)
      .where(and(eq(relationships.userId, user.id), eq(relationships.type, "supports")));
    expect(rel!.strength).toBeGreaterThan(0.99);
    expect(rel!.strength).toBeLessThanOrEqual(1);
    const graph = (await asUser(t.app, user, { method: "GET", url: "/api/graph" })).json();
    expect(graph.edges.find((e: { id: string }) => e.id === rel!.id).strength).toBeGreaterThan(0.99);
    await deleteDocument(db, t.ctx.services.backgroundWork, user.id, stored.doc.id);
  });
});

describe("writeKnowledge and abbreviations", () => {
  it("keeps two long forms apart that two documents abbreviate alike", async () => {
    const text1 = "An artificial neural network (ANN) learns weights.\n\nThe ANN has layers.";
    await write(await storedDocument("Networks", text1), {
      concepts: [concept(text1, "artificial neural network", { acronym: "ANN", aliases: ["ANN"], salience: 0.9 })],
      relationships: [],
    });
    const text2 = "Approximate nearest neighbour (ANN) search trades accuracy for speed.";
    await write(await storedDocument("Search", text2), {
      concepts: [concept(text2, "approximate nearest neighbour", { acronym: "ANN", aliases: ["ANN"], salience: 0.9 })],
      relationships: [],
    });
    const names = (await t.ctx.database.db.select().from(concepts).where(eq(concepts.userId, user.id))).map(
      (c) => c.name,
    );
    expect(names).toEqual(expect.arrayContaining(["artificial neural network", "approximate nearest neighbour"]));
  });
});
