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

  it("keeps the capitals of the names the prose writes with capitals, and reads a headline's verb as a verb", () => {
    const story = [
      "Former Lois Lane Kidder Praises Adams Casting",
      "Margot Kidder has welcomed the casting of Amy Adams. Kidder, who portrayed Lois Lane in 1978, praised Adams.",
    ].join("\n");
    const tokens = analyse(story).tokens.slice(0, 7);
    expect(tokens.map((t) => t.pos)).toEqual(["ADJ", "PROPN", "PROPN", "PROPN", "VERB", "PROPN", "VERB"]);
    expect(tags("Kidder praises Adams").get("praises")).toBe("VERB");
    expect(tags("The Boston Globe reports Reuters data.").get("reports")).toBe("VERB");
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

describe("plural nouns read as verbs", () => {
  it("reads a plural where no verb can stand as a noun: after an adjective, before an auxiliary, as an object", () => {
    expect(tags("We sent fictitious resumes to employers in Boston.").get("resumes")).toBe("NOUN");
    expect(tags("To manipulate race, resumes are assigned names.").get("resumes")).toBe("NOUN");
    expect(tags("We send resumes in response to ads.").get("resumes")).toBe("NOUN");
  });

  it("leaves a verb after its subject alone", () => {
    expect(tags("The company resumes trading today.").get("resumes")).toBe("VERB");
    expect(tags("The protein binds DNA.").get("binds")).toBe("VERB");
  });
});
