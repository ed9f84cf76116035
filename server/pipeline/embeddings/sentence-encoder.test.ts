// The USE lite tier, in its worker thread. Loading takes ~0.3 s; every embed here is a handful of short texts.
import { afterAll, describe, expect, it } from "vitest";
import { closeSentenceEncoder, createSentenceEncoder, SENTENCE_ENCODER_MODEL } from "./sentence-encoder.ts";
import { cosine } from "./word-vectors.ts";

afterAll(async () => {
  await closeSentenceEncoder();
});

const norm = (v: Float32Array) => Math.sqrt(v.reduce((sum, x) => sum + x * x, 0));

describe("createSentenceEncoder", () => {
  const encoder = createSentenceEncoder();

  it("names its model and dimensions", () => {
    expect(encoder.model).toBe(SENTENCE_ENCODER_MODEL);
    expect(encoder.dims).toBe(512);
  });

  it("scores related sentences above unrelated ones, with unit vectors", async () => {
    await encoder.warmup?.();
    const [cat, kitten, stocks] = await encoder.embed([
      "The cat sat on the mat",
      "A kitten rested on the rug",
      "Stock markets fell sharply",
    ]);
    expect(cat).toHaveLength(512);
    expect(norm(cat!)).toBeCloseTo(1, 4);
    expect(cosine(cat!, kitten!)).toBeGreaterThan(cosine(cat!, stocks!) + 0.3);
    expect(cosine(kitten!, cat!)).toBeGreaterThan(cosine(kitten!, stocks!) + 0.3);
  }, 60_000);

  it("gives zero vectors for empty texts and keeps the order of the rest", async () => {
    const out = await encoder.embed(["", "Stock markets fell sharply", "   ", "The cat sat on the mat"]);
    expect(out).toHaveLength(4);
    expect(out[0]!.every((x) => x === 0)).toBe(true);
    expect(out[2]!.every((x) => x === 0)).toBe(true);
    const [stocks, cat] = await encoder.embed(["Stock markets fell sharply", "The cat sat on the mat"]);
    expect(cosine(out[1]!, stocks!)).toBeCloseTo(1, 5);
    expect(cosine(out[3]!, cat!)).toBeCloseTo(1, 5);
    expect(await encoder.embed([])).toEqual([]);
  });

  it("is deterministic", async () => {
    const texts = ["Photosynthesis turns light into chemical energy.", "Enzymes speed up reactions."];
    expect(await createSentenceEncoder().embed(texts)).toEqual(await encoder.embed(texts));
  });

  it("answers a short request without waiting for a large one sent before it", async () => {
    const finished: string[] = [];
    const large = encoder
      .embed(Array.from({ length: 48 }, (_, i) => `Background sentence number ${i} about cells.`))
      .then(() => finished.push("large"));
    const small = encoder.embed(["What do enzymes do?"]).then(() => finished.push("small"));
    await Promise.all([large, small]);
    expect(finished).toEqual(["small", "large"]);
  }, 60_000);
});
