import { describe, expect, it } from "vitest";
import { differingWords, markPieces } from "./differences.ts";

const marked = (text: string, ranges: { start: number; end: number }[]) =>
  ranges.map((r) => text.slice(r.start, r.end));

describe("differingWords", () => {
  it("finds the opposite words of nearly identical statements", () => {
    const a = "Regular exercise increases cancer mortality rates among elderly adults in cities.";
    const b = "Regular exercise reduces cancer mortality rates among elderly adults in cities.";
    const [ra, rb] = differingWords(a, b);
    expect(marked(a, ra)).toEqual(["increases"]);
    expect(marked(b, rb)).toEqual(["reduces"]);
  });

  it("joins neighbouring words and ignores case", () => {
    const a = "Vitamin D does not prevent fractures in older women.";
    const b = "vitamin D prevents fractures in older women.";
    const [ra, rb] = differingWords(a, b);
    expect(marked(a, ra)).toEqual(["does not prevent"]);
    expect(marked(b, rb)).toEqual(["prevents"]);
  });

  it("leaves out who reports the statement, and marks the two sides of a swap", () => {
    const a = "Okafor et al. report that grazing is associated with low plant diversity in wet meadows.";
    const b = "Grazing is associated with high plant diversity in wet meadows.";
    const [ra, rb] = differingWords(a, b);
    expect(marked(a, ra)).toEqual(["low"]);
    expect(marked(b, rb)).toEqual(["high"]);
    const c = "We found that the effect was larger for nitrogen than for phosphorus.";
    const d = "According to Okafor (2021), the effect was larger for phosphorus than for nitrogen.";
    const [rc, rd] = differingWords(c, d);
    expect(marked(c, rc).sort()).toEqual(["nitrogen", "phosphorus"]);
    expect(marked(d, rd).sort()).toEqual(["nitrogen", "phosphorus"]);
  });

  it("marks nothing when the statements differ too much or not at all", () => {
    expect(
      differingWords("Sleep improves memory consolidation.", "Caffeine blocks adenosine receptors in the brain."),
    ).toEqual([[], []]);
    expect(differingWords("Same words here.", "Same words here.")).toEqual([[], []]);
    expect(differingWords("", "Anything")).toEqual([[], []]);
  });
});

describe("markPieces", () => {
  it("cuts text into plain and marked pieces", () => {
    expect(markPieces("abc def ghi", [{ start: 4, end: 7 }])).toEqual([
      { text: "abc ", marked: false },
      { text: "def", marked: true },
      { text: " ghi", marked: false },
    ]);
    expect(markPieces("abc", [])).toEqual([{ text: "abc", marked: false }]);
  });
});
