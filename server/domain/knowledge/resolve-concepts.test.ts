import { describe, expect, it } from "vitest";
import { isSpellingVariant } from "./resolve-concepts.ts";

describe("isSpellingVariant", () => {
  it("holds for the same words spelled another way", () => {
    expect(isSpellingVariant("colour", "color")).toBe(true);
    expect(isSpellingVariant("haemoglobin level", "hemoglobin level")).toBe(true);
    expect(isSpellingVariant("statistical modelling", "statistical modeling")).toBe(true);
  });

  it("never holds for another word, a figure, or a word more or less", () => {
    expect(isSpellingVariant("sentinel 1", "sentinel 2")).toBe(false);
    expect(isSpellingVariant("landsat data", "landcover data")).toBe(false);
    expect(isSpellingVariant("lung morphogenesis", "lung")).toBe(false);
    expect(isSpellingVariant("rna", "dna")).toBe(false);
    expect(isSpellingVariant("methylation", "acetylation")).toBe(false);
  });
});
