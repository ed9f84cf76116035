import { describe, expect, it } from "vitest";
import { mathMatchAt, mathMatches, mathSpans, withoutMath } from "./math-spans.ts";

const found = (text: string) => mathSpans(text).map(([start, end]) => text.slice(start, end));

describe("mathematics in a text", () => {
  it("finds each way TeX is written, with how it is written", () => {
    const text = "A $x$ and $$\nE=mc^2\n$$ and \\(a^2\\) and \\[b\\] and \\mathrm{d}x.";
    expect(mathMatches(text).map((m) => [text.slice(m.start, m.end), m.notation])).toEqual([
      ["$x$", "inline"],
      ["$$\nE=mc^2\n$$", "display"],
      ["\\(a^2\\)", "parenthesised"],
      ["\\[b\\]", "parenthesised"],
      ["\\mathrm{d}", "command"],
    ]);
  });

  it("merges a command inside a formula into the formula's one span", () => {
    expect(found("a remnant of $22.2-24.3 M_{\\odot}$ remains")).toEqual(["$22.2-24.3 M_{\\odot}$"]);
  });

  it("leaves prices and lone dollar signs as text", () => {
    for (const text of ["Prices are $5 and $10 today.", "cost $ 5 total $ 10", "US$ 49 million"])
      expect(mathSpans(text)).toEqual([]);
  });

  it("answers what starts at one position, by the same rule", () => {
    const text = "`$$` then $$a \\, b$$ and $5 or $x_1$ with \\alpha";
    const at = (from: number) => {
      const match = mathMatchAt(text, from);
      return match && [text.slice(match.start, match.end), match.notation];
    };
    expect(at(1)).toEqual(["$$` then $$", "display"]);
    expect(at(text.indexOf("$$a"))).toEqual(["$$a \\, b$$", "display"]);
    expect(at(text.indexOf("$5"))).toBeNull();
    expect(at(text.indexOf("$x"))).toEqual(["$x_1$", "inline"]);
    expect(at(text.indexOf("\\alpha"))).toEqual(["\\alpha", "command"]);
    expect(at(text.indexOf("then"))).toBeNull();
  });

  it("is blanked for extraction, keeping every offset and line break", () => {
    const text = "The mass is $22.2-24.3 M_{\\odot}$, set by \\(a^2\\) and \\mathrm{d}x;\n$$\nE=mc^2\n$$ then.";
    const out = withoutMath(text);
    expect(out).toHaveLength(text.length);
    expect(out.split("\n")).toHaveLength(text.split("\n").length);
    expect(out.replace(/\s+/g, " ").trim()).toBe("The mass is , set by and x; then.");
  });
});
