import { describe, expect, it } from "vitest";
import { formulasOf } from "./formulas.ts";

describe("formulasOf", () => {
  it("takes the delimiters off and says whether the formula is set apart", () => {
    expect(formulasOf("$M_{\\odot}$")).toEqual([{ source: "$M_{\\odot}$", tex: "M_{\\odot}", display: false }]);
    expect(formulasOf("$$\nE=mc^2\n$$")).toEqual([{ source: "$$\nE=mc^2\n$$", tex: "\nE=mc^2\n", display: true }]);
    expect(formulasOf("\\(a^2\\)")).toEqual([{ source: "\\(a^2\\)", tex: "a^2", display: false }]);
    expect(formulasOf("\\[b\\]")).toEqual([{ source: "\\[b\\]", tex: "b", display: true }]);
    expect(formulasOf("\\mathrm{d}")).toEqual([{ source: "\\mathrm{d}", tex: "\\mathrm{d}", display: false }]);
  });

  it("reads a span written as formulas side by side as each of them", () => {
    expect(formulasOf("$a$\\beta")?.map((f) => f.tex)).toEqual(["a", "\\beta"]);
  });

  it("gives no reading of a span whose pieces overlap without nesting, or of plain text", () => {
    expect(formulasOf("$\\mathrm{a$ b}")).toBeNull();
    expect(formulasOf("no math")).toBeNull();
  });
});
