import { describe, expect, it } from "vitest";
import { extractLocal } from "./local-extractor.ts";

const names = (text: string) => extractLocal(text, { maxConcepts: 30 }).concepts;

describe("variants of a concept", () => {
  it("fold into their concept when they only add a word naming its class: 'gradient descent algorithm'", () => {
    const text =
      "Gradient descent minimises a loss. The gradient descent algorithm follows the slope, and every gradient " +
      "descent algorithm needs a step size. Gradient descent is simple.";
    const concepts = names(text);
    const descent = concepts.find((c) => c.key === "gradient descent")!;
    expect(concepts.some((c) => c.key.startsWith("gradient descent "))).toBe(false);
    expect(descent.variants).toEqual(["gradient descent algorithm"]);
    expect(descent.mentions.map((m) => text.slice(m.start, m.end))).toEqual([
      "Gradient descent",
      "gradient descent algorithm",
      "gradient descent algorithm",
      "Gradient descent",
    ]);
  });

  it("keep apart a longer term that names another thing: a self-attention layer is a part, not self-attention", () => {
    const text =
      "Self-attention relates the positions of a sequence. The encoder stacks self-attention layers, and every " +
      "self-attention layer is followed by a feed-forward network. Self-attention is cheap to parallelise.";
    const concepts = names(text);
    expect(concepts.find((c) => c.key === "self attention")?.variants ?? []).toEqual([]);
    expect(concepts.map((c) => c.key)).toContain("self attention layer");
  });

  it("keep a kind of a concept apart: a modifier in front names something else", () => {
    const text =
      "A neural network learns from examples. A recurrent neural network keeps a state between steps, and a " +
      "recurrent neural network can read text. Every neural network has weights.";
    const keys = names(text).map((c) => c.key);
    expect(keys).toEqual(expect.arrayContaining(["neural network", "recurrent neural network"]));
  });

  it("never fold into a single common word", () => {
    const text =
      "Language models predict words. A language model is trained on text, and language models grow. Language is learned.";
    expect(names(text).map((c) => c.key)).toContain("language model");
  });

  it("never fold into a common word that headings and tables write with a capital", () => {
    const text =
      "School Participation\n\nDeworming raised school participation in treatment schools. School participation " +
      "fell in comparison schools, and school participation is measured at each School by unannounced visits. " +
      "Schools in the north were treated first, and schools in the south later. Each School keeps a register, and " +
      "a School with more pupils gains more.";
    const concepts = names(text);
    expect(concepts.map((c) => c.key)).toContain("school participation");
    expect(concepts.find((c) => c.key === "school")?.variants ?? []).not.toContain("school participation");
  });
});

describe("kinds of a concept in the ranking", () => {
  it("come after the concept they narrow, so the list shows the range of the text", async () => {
    const { spreadNarrower } = await import("./variants.ts");
    const entry = (key: string, score: number) =>
      ({ candidate: { key, words: key.split(" ") }, base: score, score, headline: 0 }) as never;
    const order = spreadNarrower([
      entry("typing speed", 1),
      entry("average typing speed", 0.9),
      entry("carpal tunnel release", 0.8),
      entry("typing performance", 0.7),
    ]).map((e: { candidate: { key: string } }) => e.candidate.key);
    expect(order).toEqual(["typing speed", "carpal tunnel release", "typing performance", "average typing speed"]);
  });
});
