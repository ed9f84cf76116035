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
