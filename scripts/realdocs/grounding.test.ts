import { describe, expect, it } from "vitest";
import { contentWords, GroundingIndex, groundingNeeds } from "./grounding.ts";

const paper =
  "The Transformer is a model architecture eschewing recurrence and instead relying entirely on an attention mechanism to draw global dependencies between input and output. " +
  "Self-attention, sometimes called intra-attention, is an attention mechanism relating different positions of a single sequence in order to compute a representation of the sequence.";

describe("grounding", () => {
  const index = new GroundingIndex();
  index.add(paper);
  index.add("An unrelated second document about grid service discovery and UDDI registries.");

  it("passes a sentence taken from a text", () => {
    expect(
      index.isGrounded(
        "an attention mechanism relating different positions of a single sequence in order to compute a representation of the sequence",
      ),
    ).toBe(true);
  });
  it("passes a paraphrase keeping 60 % of the content words in order", () => {
    expect(
      index.isGrounded(
        "a model architecture relying entirely on attention to find global dependencies between input and output data",
      ),
    ).toBe(true);
  });
  it("fails a dictionary gloss found in no text", () => {
    expect(
      index.isGrounded(
        "An electrical device by which alternating current of one voltage is changed to another voltage",
      ),
    ).toBe(false);
  });
  it("fails words that occur, but not in order", () => {
    expect(index.isGrounded("sequence single positions different relating mechanism attention")).toBe(false);
  });
  it("fails words that occur in order but too far apart", () => {
    const spread = new GroundingIndex();
    spread.add(`alpha ${"filler ".repeat(30)} beta ${"filler ".repeat(30)} gamma delta`);
    expect(spread.isGrounded("alpha beta gamma delta")).toBe(false);
    const close = new GroundingIndex();
    close.add(`alpha filler beta filler gamma delta`);
    expect(close.isGrounded("alpha beta gamma delta")).toBe(true);
  });
  it("fails a definition without content words", () => {
    expect(index.isGrounded("it is of the")).toBe(false);
  });
  it("needs 60 % rounded up within 2 x that + 6 words", () => {
    expect(groundingNeeds(10)).toEqual({ need: 6, window: 18 });
    expect(groundingNeeds(4)).toEqual({ need: 3, window: 12 });
  });
  it("drops stop words, stems, and counts every word's position", () => {
    expect(contentWords("The networks of the models")).toEqual([
      { stem: "network", position: 1 },
      { stem: "model", position: 4 },
    ]);
  });
  it("checks a large text quickly", () => {
    const big = new GroundingIndex();
    const words = Array.from({ length: 2000 }, (_, i) => `word${i}`);
    let text = "";
    for (let i = 0; i < 200_000; i++) text += `${words[(i * 7919) % words.length]} `;
    big.add(text);
    const started = performance.now();
    for (let i = 0; i < 500; i++)
      big.isGrounded(`word${i} word${i + 1} word${i + 2} word${i + 3} word${i + 4} word${i + 5} definition ${i}`);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
