import { describe, expect, it } from "vitest";
import { conceptList, containsRun, wordsWithParts } from "./words.ts";

describe("conceptList", () => {
  it("keeps API order and counts names with the same normalised form once", () => {
    const list = conceptList([
      { name: "Neural Networks", definition: null },
      { name: "neural network", definition: "x" },
      { name: "self-attention", definition: null },
      { name: "self attention", definition: null },
      { name: "***", definition: null },
      { name: "--", definition: null },
    ]);
    expect(list.map((c) => c.name)).toEqual(["Neural Networks", "self-attention", "***", "--"]);
  });
});

describe("word helpers", () => {
  it("splits names into words and their hyphen/underscore parts", () => {
    expect([...wordsWithParts("Copd-Diagnosis cssclass: home_page")].sort()).toEqual([
      "copd",
      "copd-diagnosis",
      "cssclass",
      "diagnosis",
      "home",
      "home_page",
      "page",
    ]);
  });
  it("finds contiguous runs only", () => {
    expect(containsRun(["a", "b", "c"], ["b", "c"])).toBe(true);
    expect(containsRun(["a", "b", "c"], ["a", "c"])).toBe(false);
    expect(containsRun(["a"], [])).toBe(false);
  });
});
