import { describe, expect, it } from "vitest";
import { normalizeConceptKey, singularizeWord } from "./normalize.ts";

describe("normalizeConceptKey", () => {
  it("folds case, plural and hyphenation to one key", () => {
    expect(normalizeConceptKey("Neural Networks")).toBe("neural network");
    expect(normalizeConceptKey("neural-network")).toBe("neural network");
    expect(normalizeConceptKey("NEURAL NETWORK")).toBe("neural network");
    expect(normalizeConceptKey("neural_networks")).toBe("neural network");
    expect(normalizeConceptKey("input/output devices")).toBe("input output device");
  });

  it("strips punctuation and possessives and collapses spaces", () => {
    expect(normalizeConceptKey("  Bayes' theorem!! ")).toBe("bayes theorem");
    expect(normalizeConceptKey("Newton's laws")).toBe("newton law");
    expect(normalizeConceptKey("self-attention")).toBe("self attention");
    expect(normalizeConceptKey("“large language models”")).toBe("large language model");
  });

  it("singularises each word with WordNet and rules", () => {
    expect(normalizeConceptKey("data structures and algorithms")).toBe("data structure and algorithm");
    expect(normalizeConceptKey("hypotheses")).toBe("hypothesis");
    expect(normalizeConceptKey("analyses")).toBe("analysis");
    expect(normalizeConceptKey("matrices")).toBe("matrix");
    expect(normalizeConceptKey("criteria")).toBe("criterion");
    expect(normalizeConceptKey("studies")).toBe("study");
    expect(normalizeConceptKey("processes")).toBe("process");
    expect(normalizeConceptKey("boxes")).toBe("box");
    expect(normalizeConceptKey("movies")).toBe("movie");
    expect(normalizeConceptKey("women")).toBe("woman");
    expect(normalizeConceptKey("children")).toBe("child");
  });

  it("leaves singular words that end in s alone", () => {
    for (const word of [
      "analysis",
      "physics",
      "series",
      "species",
      "news",
      "bias",
      "status",
      "class",
      "various",
      "continuous",
      "gas",
      "lens",
    ]) {
      expect(singularizeWord(word)).toBe(word);
    }
  });

  it("handles words WordNet does not know (technical terms, acronym plurals)", () => {
    expect(normalizeConceptKey("LLMs")).toBe("llm");
    expect(normalizeConceptKey("GPUs")).toBe("gpu");
    expect(normalizeConceptKey("word embeddings")).toBe("word embedding");
    expect(normalizeConceptKey("transformers")).toBe("transformer");
  });

  it("is deterministic and fast", () => {
    const phrases = Array.from({ length: 20_000 }, (_, i) => `Concept Words ${i % 500} networks-systems`);
    const started = performance.now();
    const first = phrases.map(normalizeConceptKey);
    const second = phrases.map(normalizeConceptKey);
    expect(second).toEqual(first);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("returns an empty key for empty or punctuation-only input", () => {
    expect(normalizeConceptKey("")).toBe("");
    expect(normalizeConceptKey(" -- ... ")).toBe("");
  });
});
