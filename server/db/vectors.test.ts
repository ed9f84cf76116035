import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../testing/database.ts";
import type { Database } from "./client.ts";
import { chunks, documents, users } from "./schema.ts";
import { detectVectorMode, vectorSql, type VectorSql } from "./vectors.ts";

let database: Database;
let vectors: VectorSql;

beforeAll(async () => {
  database = await openTestDatabase();
  vectors = vectorSql(await detectVectorMode(database));
});
afterAll(() => database?.close());

describe("vector columns", () => {
  it("uses pgvector where the extension exists and real[] where it does not", async () => {
    const rows = await database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'vector'",
    );
    expect(vectors.mode).toBe(rows[0]!.n === 1 ? "pgvector" : "array");
    if (database.driver === "pglite") expect(vectors.mode).toBe("pgvector");
  });

  it("stores vectors and ranks them by cosine distance the same way in both modes", async () => {
    await database.db.insert(users).values({ id: "u1", name: "U", email: "u1@example.com" });
    const [doc] = await database.db
      .insert(documents)
      .values({ userId: "u1", title: "T", type: "note", content: "x" })
      .returning({ id: documents.id });
    const embeddings: Record<string, number[]> = {
      north: [0, 1, 0],
      northEast: [0.7, 0.7, 0],
      east: [1, 0, 0],
      south: [0, -1, 0],
    };
    let ordinal = 0;
    for (const [text, embedding] of Object.entries(embeddings)) {
      const [chunk] = await database.db
        .insert(chunks)
        .values({
          userId: "u1",
          documentId: doc!.id,
          ordinal: ordinal++,
          charStart: 0,
          charEnd: 1,
          text,
          embeddingModel: "test",
          embeddingDims: 3,
        })
        .returning({ id: chunks.id });
      await database.query(`UPDATE chunks SET embedding = ${vectors.castParam(1)} WHERE id = $2`, [
        vectors.encode(embedding),
        chunk!.id,
      ]);
    }
    const ranked = await database.query<{ text: string; distance: number; embedding: unknown }>(
      `SELECT text, embedding, ${vectors.cosineDistance("embedding", vectors.castParam(1))} AS distance
         FROM chunks WHERE user_id = $2 ORDER BY distance ASC`,
      [vectors.encode([0.1, 1, 0]), "u1"],
    );
    expect(ranked.map((r) => r.text)).toEqual(["north", "northEast", "east", "south"]);
    expect(ranked[0]!.distance).toBeCloseTo(1 - 1 / Math.sqrt(1.01), 5);
    expect(ranked[3]!.distance).toBeGreaterThan(1.9);
    expect(vectors.decode(ranked[0]!.embedding)).toEqual([0, 1, 0]);
  });

  it("refuses vectors holding NaN or infinity", () => {
    expect(() => vectors.encode([1, Number.NaN])).toThrow(/finite/);
    expect(() => vectors.encode([Infinity])).toThrow(/finite/);
  });
});
