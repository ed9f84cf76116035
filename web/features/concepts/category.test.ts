import { describe, expect, it } from "vitest";
import { categoryClasses, categoryLabel } from "./category.ts";
import { clampRange } from "./highlight.ts";

describe("concept categories", () => {
  it("colours technical blue, theoretical purple, methodology green and everything else grey", () => {
    expect(categoryClasses("technical")).toContain("bg-blue-100");
    expect(categoryClasses("Theoretical")).toContain("bg-purple-100");
    expect(categoryClasses("methodology")).toContain("bg-green-100");
    for (const other of ["person", "organization", "place", "event", "general", "something new"]) {
      expect(categoryClasses(other)).toContain("bg-slate-100");
    }
  });

  it("labels a category with a capital", () => {
    expect(categoryLabel("organization")).toBe("Organization");
    expect(categoryLabel("")).toBe("General");
  });
});

describe("clampRange", () => {
  it("keeps a span inside the text and drops empty ones", () => {
    expect(clampRange(10, 2, 5)).toEqual({ start: 2, end: 5 });
    expect(clampRange(10, -3, 4)).toEqual({ start: 0, end: 4 });
    expect(clampRange(10, 8, 50)).toEqual({ start: 8, end: 10 });
    expect(clampRange(10, 5, 5)).toBeNull();
    expect(clampRange(10, 12, 15)).toBeNull();
    expect(clampRange(10, Number.NaN, 3)).toBeNull();
  });
});
