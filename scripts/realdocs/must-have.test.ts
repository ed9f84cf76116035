import { describe, expect, it } from "vitest";
import { mustHaveFound, namesItem } from "./must-have.ts";

describe("must-have containment", () => {
  it("accepts an equal or containing name, stemmed", () => {
    expect(namesItem("Transformers", ["transformer"])).toBe(true);
    expect(namesItem("multi-head self-attention", ["self-attention", "self attention"])).toBe(true);
    expect(namesItem("BERT pre-training", ["pre-training", "pretraining"])).toBe(true);
  });
  it("needs whole words in a contiguous run", () => {
    expect(namesItem("transformerxl", ["transformer"])).toBe(false);
    expect(namesItem("attention of the self", ["self attention"])).toBe(false);
    expect(namesItem("positional learned encoding", ["positional encoding"])).toBe(false);
  });
  it("returns the items some concept names", () => {
    const items = [["transformer"], ["positional encoding", "positional encodings"], ["scaled dot-product attention"]];
    expect(mustHaveFound(["Transformer model", "positional encodings"], items)).toEqual([
      ["transformer"],
      ["positional encoding", "positional encodings"],
    ]);
  });
});
