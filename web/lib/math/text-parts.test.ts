import { describe, expect, it } from "vitest";
import { mathParts, widenToMath } from "./text-parts.ts";

const math = (text: string) =>
  mathParts(text)
    .filter((p) => p.math)
    .map((p) => p.text);

describe("mathParts", () => {
  it("cuts a text into words and mathematics, giving the text back whole", () => {
    const text = "a remnant of $22.2-24.3 M_{\\odot}$ remains";
    expect(mathParts(text)).toEqual([
      { text: "a remnant of ", math: false },
      { text: "$22.2-24.3 M_{\\odot}$", math: true },
      { text: " remains", math: false },
    ]);
  });

  it("leaves prices as text", () => {
    expect(mathParts("Prices are $5 and $10 today.")).toEqual([{ text: "Prices are $5 and $10 today.", math: false }]);
    expect(math("cost $ 5 total $ 10, US$ 49 million")).toEqual([]);
  });

  it("finds $x$, $$...$$, \\(...\\), \\[...\\] and TeX commands", () => {
    expect(math("Let $x$ be, with $$\nx^2\n$$ and \\(y\\) and \\[z\\] in \\mathrm{M}.")).toEqual([
      "$x$",
      "$$\nx^2\n$$",
      "\\(y\\)",
      "\\[z\\]",
      "\\mathrm{M}",
    ]);
    expect(mathParts("")).toEqual([]);
  });
});

describe("widenToMath", () => {
  const spans: Array<[number, number]> = [
    [5, 10],
    [20, 30],
  ];

  it("widens a range whose ends fall inside formulas to cover them", () => {
    expect(widenToMath(spans, { start: 7, end: 25 })).toEqual({ start: 5, end: 30 });
    expect(widenToMath(spans, { start: 22, end: 24 })).toEqual({ start: 20, end: 30 });
  });

  it("keeps a range that cuts no formula", () => {
    expect(widenToMath(spans, { start: 10, end: 20 })).toEqual({ start: 10, end: 20 });
    expect(widenToMath(spans, { start: 0, end: 5 })).toEqual({ start: 0, end: 5 });
  });
});
