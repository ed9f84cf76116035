// The fast tier on the real wink vectors. The first test may convert the package's JSON (about 2 s, once per
// machine; parallel test files wait on the same lock), hence its long timeout.
import { beforeAll, describe, expect, it } from "vitest";
import {
  cosine,
  createWordVectorEmbedder,
  loadWordVectors,
  tokenize,
  wordVector,
  WORD_VECTOR_MODEL,
  type WordVectors,
} from "./word-vectors.ts";

let vectors: WordVectors;
beforeAll(async () => {
  vectors = await loadWordVectors();
}, 180_000);

const norm = (v: Float32Array) => Math.sqrt(v.reduce((sum, x) => sum + x * x, 0));

describe("word vectors", () => {
  it("loads the top 100,000 words of the package in frequency order", async () => {
    expect(vectors.size).toBe(100_000);
    expect(vectors.dims).toBe(100);
    expect(vectors.word(0)).toBe("the");
    expect(vectors.rank("the")).toBe(0);
    expect(vectors.rank("photosynthesis")).toBeGreaterThan(1000);
    expect(vectors.rank("not-a-word-xyz")).toBe(-1);
    expect(vectors.weight("the")).toBeLessThan(0.01); // SIF: the most frequent words barely count
    expect(vectors.weight("photosynthesis")).toBeGreaterThan(0.9);
    const cat = await wordVector("Cat");
    expect(cat).toHaveLength(100);
    expect(cat).toEqual(vectors.vector("cat"));
    expect(await wordVector("qqqzzzxxx")).toBeUndefined();
    expect(cosine(vectors.vector("king")!, vectors.vector("queen")!)).toBeGreaterThan(
      cosine(vectors.vector("king")!, vectors.vector("carrot")!),
    );
  });

  it("a second load in the same process is the same object and fast", async () => {
    const started = performance.now();
    expect(await loadWordVectors()).toBe(vectors);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe("createWordVectorEmbedder", () => {
  const embedder = createWordVectorEmbedder();

  it("names its model and dimensions", () => {
    expect(embedder.model).toBe(WORD_VECTOR_MODEL);
    expect(embedder.dims).toBe(100);
  });

  it("scores related sentences above unrelated ones", async () => {
    const [cat, kitten, stocks, shares] = await embedder.embed([
      "The cat sat on the mat",
      "A kitten rested on the rug",
      "Stock markets fell sharply",
      "Share prices dropped steeply on Wall Street",
    ]);
    expect(cosine(cat!, kitten!)).toBeGreaterThan(cosine(cat!, stocks!) + 0.2);
    expect(cosine(kitten!, cat!)).toBeGreaterThan(cosine(kitten!, stocks!) + 0.2);
    expect(cosine(stocks!, shares!)).toBeGreaterThan(cosine(stocks!, cat!) + 0.2);
  });

  it("gives unit vectors, and zero vectors for empty or unknown-word texts", async () => {
    const [empty, blank, punctuation, unknown, known] = await embedder.embed([
      "",
      "   \n",
      "!!! ... ???",
      "zzqxj blorfle",
      "zzqxj cat",
    ]);
    for (const v of [empty!, blank!, punctuation!, unknown!]) {
      expect(v).toHaveLength(100);
      expect(v.every((x) => x === 0)).toBe(true);
    }
    expect(norm(known!)).toBeCloseTo(1, 5);
    expect(cosine(known!, (await embedder.embed(["cat"]))[0]!)).toBeCloseTo(1, 5); // unknown words are skipped
    expect(cosine(empty!, known!)).toBe(0);
  });

  it("is deterministic and independent of batching and of the embedder instance", async () => {
    const texts = [
      "Photosynthesis turns light into chemical energy.",
      "Self-attention doesn't scale linearly.",
      "The U.S. economy",
    ];
    const batch = await embedder.embed(texts);
    const again = await createWordVectorEmbedder().embed(texts);
    const single = await Promise.all(texts.map(async (text) => (await embedder.embed([text]))[0]!));
    expect(again).toEqual(batch);
    expect(single).toEqual(batch);
  });

  it("embeds 1,000 sentences quickly", async () => {
    const sentences = Array.from(
      { length: 1000 },
      (_, i) => `Sentence ${i}: the researchers measured how quickly the enzyme degraded at ${i % 50} degrees.`,
    );
    const started = performance.now();
    const out = await embedder.embed(sentences);
    expect(out).toHaveLength(1000);
    expect(performance.now() - started).toBeLessThan(1000); // ~20 ms measured; the bench reports real speed
  });
});

describe("tokenize and cosine", () => {
  it("lower-cases, keeps inner hyphens, apostrophes and dots, drops punctuation", () => {
    expect(tokenize("Don't stop: U.S. self-attention, cat's end.Next 3.14 Über!")).toEqual([
      "don't",
      "stop",
      "u.s",
      "self-attention",
      "cat's",
      "end.next",
      "3.14",
      "über",
    ]);
  });

  it("cosine handles zero vectors and rejects different lengths", () => {
    expect(cosine([1, 0], [0, 0])).toBe(0);
    expect(cosine([1, 1], [2, 2])).toBeCloseTo(1, 10);
    expect(cosine([1, 0], [-1, 0])).toBe(-1);
    expect(() => cosine([1], [1, 2])).toThrow(/different lengths/);
  });

  it("compounds the vocabulary lacks fall back to their parts", () => {
    const [compound] = [vectors.embedText("self-attention")];
    const parts = vectors.embedText("self attention");
    expect(cosine(compound, parts)).toBeCloseTo(1, 5);
    expect(cosine(vectors.embedText("don't"), vectors.embedText("do not"))).toBeCloseTo(1, 5);
  });
});
