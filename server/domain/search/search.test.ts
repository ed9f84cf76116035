import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chunkSimilarity, embeddingUpdates, nearestChunks, rowsOf, vectorSql } from "../../db/vectors.ts";
import { hasStaleVectors, reembedStaleVectors } from "../../jobs/processors/reembed.ts";
import { createEmbedder } from "../../pipeline/embeddings/index.ts";
import { createNote, createProcessedNote, waitUntilProcessed } from "../../testing/documents.ts";
import { asUser, createTestApp, signUpUser, silentLogger, type TestApp, type TestUser } from "../../testing/harness.ts";
import { termFrequencies } from "./lexical.ts";
import { anyLexemeQuery } from "./query.ts";
import { searchKnowledge } from "./search.ts";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
const embedder = createEmbedder("words");
const deps = () => ({ db: t.ctx.database.db, vectors: vectorSql(t.ctx.vectorMode), embedder });
const query = <Row>(text: string, params: unknown[] = []) => t.ctx.database.query<Row>(text, params);

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpUser(t.app);
  bob = await signUpUser(t.app);
  const notes = [
    [
      alice,
      "Volcanoes",
      "Volcanoes erupt when magma rises through the crust. Basalt lava flows far; rhyolite magma explodes.",
    ],
    [
      alice,
      "Glaciers",
      "Glaciers carve valleys. Ice sheets advance and retreat with the climate, leaving moraines behind.",
    ],
    [bob, "Bob's volcanoes", "Magma, lava and volcanic ash: Bob's notes on eruptions."],
  ] as const;
  for (const [user, title, content] of notes)
    await waitUntilProcessed(t.app, user, (await createNote(t.app, user, title, content)).id);
});
afterAll(() => t?.close());

/** The statistics as they would be recomputed from scratch. */
const recomputed = () =>
  query<{ user_id: string; lexeme: string; n: number }>(
    `SELECT c.user_id, l AS lexeme, count(*)::int AS n FROM chunks c, unnest(tsvector_to_array(c.search_vector)) l GROUP BY 1, 2 ORDER BY 1, 2`,
  );
const stored = () =>
  query<{ user_id: string; lexeme: string; n: number }>(
    `SELECT user_id, lexeme, chunk_count AS n FROM search_terms WHERE chunk_count > 0 ORDER BY 1, 2`,
  );

describe("search statistics", () => {
  it("stay equal to a recomputation through inserts, text changes and deletes", async () => {
    expect(await stored()).toEqual(await recomputed());
    const [stats] = await query<{ n: number; chars: number }>(
      `SELECT chunk_count AS n, total_chars::int AS chars FROM search_stats WHERE user_id = $1`,
      [alice.id],
    );
    const [actual] = await query<{ n: number; chars: number }>(
      `SELECT count(*)::int AS n, sum(char_length(text))::int AS chars FROM chunks WHERE user_id = $1`,
      [alice.id],
    );
    expect(stats).toEqual(actual);

    await query(
      `UPDATE chunks SET text = 'Moraines and drumlins' WHERE user_id = $1 AND document_id = (SELECT id FROM documents WHERE title = 'Glaciers')`,
      [alice.id],
    );
    expect(await stored()).toEqual(await recomputed());
    const doc = await createNote(t.app, alice, "Temporary", "Drumlins are hills shaped by moving ice.");
    await waitUntilProcessed(t.app, alice, doc.id);
    expect((await asUser(t.app, alice, { method: "DELETE", url: `/api/documents/${doc.id}` })).statusCode).toBe(200);
    expect(await stored()).toEqual(await recomputed());
  });
});

describe("tsquery built from lexemes", () => {
  it.each([
    "O'Brien's \\ backslash",
    "a & | !b:* <-> (c)",
    "'; DROP TABLE documents; --",
    "naïve café 机器学习 التعلم",
    "x:*A ''quoted'' \\'",
  ])("matches its own text for %j and never raises", async (text) => {
    const [row] = await query<{ lexemes: string[] }>(
      `SELECT tsvector_to_array(to_tsvector('mnemo_english', $1)) AS lexemes`,
      [text],
    );
    const tsquery = anyLexemeQuery(row!.lexemes);
    const [match] = await query<{ ok: boolean }>(`SELECT to_tsvector('mnemo_english', $1) @@ $2::tsquery AS ok`, [
      text,
      tsquery,
    ]);
    expect(match!.ok).toBe(true);
  });
});

describe("words joined by a hyphen or a slash", () => {
  it("are indexed and searched as their parts, the same way on both sides", async () => {
    const lexemes = async (text: string) =>
      (
        await query<{ l: string[] }>(
          `SELECT tsvector_to_array(to_tsvector('mnemo_english', mnemo_search_text($1))) AS l`,
          [text],
        )
      )[0]!.l.sort();
    expect(await lexemes("TNF/IL-6 in mice/rats")).toEqual(["6", "il", "in", "mice", "rat", "tnf"]);
    expect(await lexemes("pro-inflammatory miR-200 CD4+/CD8+")).toEqual([
      "200",
      "cd4",
      "cd8",
      "inflammatori",
      "mir",
      "pro",
    ]);
    // Hyphens that are not inside a word stay what they were: a minus sign, a dash between spaced words.
    expect(await lexemes("-5 and x - y")).toEqual(["-5", "and", "x", "y"]);
    const note = await createProcessedNote(
      t.app,
      alice,
      "Cytokines",
      "Serum TNF/IL-6 ratios in mice/rats after a pro-inflammatory stimulus.",
    );
    for (const q of ["IL 6 in rats", "inflammatory stimulus"]) {
      const { results } = await searchKnowledge(deps(), alice.id, { query: q }, { lexicalOnly: true });
      expect(results.find((r) => r.type === "document")?.title).toBe("Cytokines");
    }
    expect(await stored()).toEqual(await recomputed());
    expect((await asUser(t.app, alice, { method: "DELETE", url: `/api/documents/${note.id}` })).statusCode).toBe(200);
  });
});

describe("term frequencies", () => {
  it("read from the database's own text of a filtered search vector agree with its positions", async () => {
    const text = "O'Brien's back\\slash test, test and TEST; it's x:*A ''quoted'' \\' naïve café 机器学习 test";
    const [row] = await query<{ vector: string; lexemes: string[] }>(
      `SELECT ts_filter(setweight(v, 'A', tsvector_to_array(v)), '{a}')::text AS vector, tsvector_to_array(v) AS lexemes FROM to_tsvector('mnemo_english', $1) AS v`,
      [text],
    );
    const truth = await query<{ lexeme: string; n: number }>(
      `SELECT lexeme, coalesce(array_length(positions, 1), 1) AS n FROM unnest(to_tsvector('mnemo_english', $1))`,
      [text],
    );
    expect(Object.fromEntries(termFrequencies(row!.vector))).toEqual(
      Object.fromEntries(truth.map((r) => [r.lexeme, Number(r.n)])),
    );
    expect(row!.lexemes.length).toBe(truth.length);
  });
});

describe("vectors", () => {
  it("ranks only the user's own chunks of the same model, nearest first", async () => {
    const [vector] = await embedder.embed(["magma and lava eruptions"]);
    const q = { values: Array.from(vector!), model: embedder.model, dims: embedder.dims };
    const nearest = await nearestChunks(t.ctx.database.db, vectorSql(t.ctx.vectorMode), alice.id, q, 10);
    const owners = await query<{ user_id: string }>(`SELECT DISTINCT user_id FROM chunks WHERE id = ANY($1::uuid[])`, [
      nearest.map((n) => n.id),
    ]);
    expect(owners.map((o) => o.user_id)).toEqual([alice.id]);
    expect(nearest.map((n) => n.similarity)).toEqual([...nearest.map((n) => n.similarity)].sort((a, b) => b - a));
    const [top] = await query<{ title: string }>(`SELECT d.title FROM documents d WHERE d.id = $1`, [
      nearest[0]!.documentId,
    ]);
    expect(top!.title).toBe("Volcanoes");
    expect(
      await nearestChunks(
        t.ctx.database.db,
        vectorSql(t.ctx.vectorMode),
        alice.id,
        { ...q, model: "another-model" },
        10,
      ),
    ).toEqual([]);
    // The exact comparison (small collections) finds the same neighbours as the index, in the same order.
    const exact = await nearestChunks(t.ctx.database.db, vectorSql(t.ctx.vectorMode), alice.id, q, 10, undefined, {
      exact: true,
    });
    expect(exact.map((n) => n.id)).toEqual(nearest.map((n) => n.id));
    expect(
      await nearestChunks(
        t.ctx.database.db,
        vectorSql(t.ctx.vectorMode),
        alice.id,
        { ...q, model: "another-model" },
        10,
        undefined,
        { exact: true },
      ),
    ).toEqual([]);
  });

  it("with pgvector, the query uses the HNSW index of its dimension", async () => {
    if (t.ctx.vectorMode !== "pgvector") return;
    const [index] = await query<{ name: string }>(
      `SELECT relname AS name FROM pg_class WHERE relname = 'chunks_embedding_hnsw_${embedder.dims}'`,
    );
    expect(index?.name).toBeDefined();
    const q = {
      values: Array.from({ length: embedder.dims }, (_, i) => (i === 0 ? 1 : 0)),
      model: embedder.model,
      dims: embedder.dims,
    };
    const value = sql.raw(`'[${q.values.join(",")}]'::vector(${q.dims})`);
    const plan = await t.ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return rowsOf<Record<string, string>>(
        tx,
        sql`EXPLAIN SELECT c.id FROM chunks c WHERE c.embedding_dims = ${sql.raw(String(q.dims))} AND c.user_id = ${alice.id} AND c.embedding_model = ${q.model}
        ORDER BY c.embedding::vector(${sql.raw(String(q.dims))}) <=> ${value} LIMIT 5`,
      );
    });
    expect(plan.map((r) => Object.values(r)[0]).join("\n")).toContain(`chunks_embedding_hnsw_${embedder.dims}`);
    expect(chunkSimilarity(vectorSql("pgvector"), "c", q)).toBeDefined();
  });

  it("re-embeds every vector of another model, then finds nothing stale", async () => {
    const vectors = vectorSql(t.ctx.vectorMode);
    // Simulate a model change: chunks and concepts said to come from an older model, with other vectors.
    const [chunk] = await query<{ id: string; text: string }>(
      `SELECT id, text FROM chunks WHERE user_id = $1 LIMIT 1`,
      [alice.id],
    );
    const wrong = Array.from({ length: embedder.dims }, (_, i) => (i === 1 ? 1 : 0));
    for (const statement of embeddingUpdates(
      vectors,
      "chunks",
      [{ id: chunk!.id, vector: wrong }],
      "old-model",
      embedder.dims,
    ))
      await t.ctx.database.db.execute(statement);
    await query(`UPDATE concepts SET embedding_model = 'old-model', embedding_dims = $1 WHERE user_id = $2`, [
      embedder.dims,
      bob.id,
    ]);
    expect(await hasStaleVectors(t.ctx.database.db, vectors, embedder)).toBe(true);

    const counts = await reembedStaleVectors({ db: t.ctx.database.db, vectors, embedder, logger: silentLogger });
    expect(counts.chunks).toBe(1);
    expect(counts.concepts).toBeGreaterThan(0);
    expect(await hasStaleVectors(t.ctx.database.db, vectors, embedder)).toBe(false);
    const [after] = await query<{ model: string; embedding: unknown }>(
      `SELECT embedding_model AS model, embedding FROM chunks WHERE id = $1`,
      [chunk!.id],
    );
    expect(after!.model).toBe(embedder.model);
    const [fresh] = await embedder.embed([chunk!.text]);
    const stored = vectors.decode(after!.embedding)!;
    expect(stored.reduce((s, v, i) => s + v * fresh![i]!, 0)).toBeGreaterThan(0.999);
  });
});

describe("searchKnowledge", () => {
  it("ranks lexically and by meaning, and keeps users apart", async () => {
    const { results } = await searchKnowledge(deps(), alice.id, { query: "Which magma explodes?" });
    expect(results[0]).toMatchObject({ type: "document", title: "Volcanoes" });
    expect(results.map((r) => r.title)).not.toContain("Bob's volcanoes");
    // Lexical only and vectors only both still answer.
    const firstDocument = async (q: string, options: Parameters<typeof searchKnowledge>[3]) =>
      (await searchKnowledge(deps(), alice.id, { query: q }, options)).results.find((r) => r.type === "document")
        ?.title;
    expect(await firstDocument("magma", { lexicalOnly: true })).toBe("Volcanoes");
    expect(await firstDocument("volcanic eruption of lava", { vectorOnly: true })).toBe("Volcanoes");
  });

  it("answers an account with nothing in it", async () => {
    const carol = await signUpUser(t.app);
    expect(await searchKnowledge(deps(), carol.id, { query: "anything at all" })).toEqual({
      results: [],
      queryTruncated: false,
    });
  });
});
