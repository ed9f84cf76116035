import { describe, expect, it } from "vitest";
import { withoutMath } from "./math-spans.ts";

describe("mathematics in a text", () => {
  it("is blanked wherever TeX writes it, keeping every offset", () => {
    const text = "The mass is $22.2-24.3 M_{\\odot}$, set by \\(a^2\\) and \\mathrm{d}x;\n$$\nE=mc^2\n$$ then.";
    const out = withoutMath(text);
    expect(out).toHaveLength(text.length);
    expect(out.split("\n")).toHaveLength(text.split("\n").length);
    expect(out.replace(/\s+/g, " ").trim()).toBe("The mass is , set by and x; then.");
  });

  it("leaves prices and lone dollar signs as text", () => {
    for (const text of ["Prices are $5 and $10 today.", "cost $ 5 total $ 10", "US$ 49 million"])
      expect(withoutMath(text)).toBe(text);
  });
});
