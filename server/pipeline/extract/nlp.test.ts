import { describe, expect, it } from "vitest";
import { analyse } from "./nlp.ts";

const tags = (text: string) => new Map(analyse(text).tokens.map((t) => [t.text, t.pos]));

describe("tagging a line in title case", () => {
  it("reads the style's capitals as common words, keeping the text and the acronyms as written", () => {
    const line = "Temperature Shocks and Economic Growth in Poor Countries Measured by GDP";
    const tagged = tags(line);
    for (const word of ["Temperature", "Shocks", "Growth", "Countries"]) expect(tagged.get(word)).not.toBe("PROPN");
    expect(analyse(line).tokens.map((t) => t.text)).toContain("GDP");
    expect(analyse(line).tokens[0]!.text).toBe("Temperature");
  });

  it("leaves names in a sentence alone", () => {
    expect(tags("Yesterday Barbara McClintock described transposition in maize.").get("McClintock")).toBe("PROPN");
  });
});

describe("host names", () => {
  it("reads a host name written without its scheme as one address, never as words", () => {
    const tokens = analyse("Resources are online at www.sciencemag.org and at fao.org today.").tokens;
    expect(tokens.filter((t) => t.type === "url").map((t) => t.text)).toEqual(["www.sciencemag.org", "fao.org"]);
    expect(tokens.map((t) => t.text)).not.toContain("sciencemag");
  });

  it("leaves abbreviations and sentence ends alone", () => {
    const tokens = analyse("See e.g. the U.S. data. Values in Fig. 2 differ.").tokens;
    expect(tokens.some((t) => t.type === "url")).toBe(false);
  });
});
