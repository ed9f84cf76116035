import { describe, expect, it } from "vitest";
import { variantsOf } from "./variants.ts";

describe("variantsOf", () => {
  it("finds names extending another 2+-word name", () => {
    expect(variantsOf(["deep learning", "deep learning models", "learning"])).toEqual([
      { name: "deep learning models", extends: "deep learning" },
    ]);
  });
  it("ignores one-word bases and equal names", () => {
    expect(variantsOf(["attention", "self attention", "attention mechanism"])).toEqual([]);
    expect(variantsOf(["neural networks", "neural network"])).toEqual([]);
  });
  it("needs the other name at the start, compared stemmed: a modifier in front names a kind", () => {
    expect(variantsOf(["deep neural learning", "deep learning"])).toEqual([]);
    expect(variantsOf(["neural networks layer", "neural network"])).toEqual([
      { name: "neural networks layer", extends: "neural network" },
    ]);
    expect(variantsOf(["convolutional neural network", "neural network"])).toEqual([]);
  });
});
