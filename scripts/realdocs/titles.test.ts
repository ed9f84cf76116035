import { describe, expect, it } from "vitest";
import { firstHeading, firstLine, normalizeTitle, plainTypography, sameTitle, showsTitle } from "./titles.ts";

describe("title normalisation", () => {
  it("ignores case, spacing, outer quotes and trailing punctuation", () => {
    expect(normalizeTitle('  "Attention  Is\nAll You Need." ')).toBe("attention is all you need");
    expect(sameTitle("“Generative Adversarial Nets”", "generative adversarial nets")).toBe(true);
    expect(sameTitle("`Quoted`", "quoted")).toBe(true);
    expect(
      sameTitle("Scalable Grid Service Discovery Based on UDDI*", "Scalable Grid Service Discovery Based on UDDI"),
    ).toBe(true);
  });
  it("keeps inner punctuation and words", () => {
    expect(sameTitle("BERT: Pre-training", "BERT Pre-training")).toBe(false);
    expect(sameTitle("alveolar-septum", "Alveolar Septum")).toBe(false);
    expect(sameTitle("", "")).toBe(false);
  });
});

describe("plain typography", () => {
  it("reads typographic apostrophes, quotes and dashes as their plain forms", () => {
    expect(plainTypography("California’s “Cap‐and‐Trade” – a test")).toBe(`California's "Cap-and-Trade" - a test`);
    expect(sameTitle(plainTypography("California’s Climate"), "California's Climate")).toBe(true);
    expect(sameTitle("California’s Climate", "California's Climate")).toBe(false);
  });
});

describe("shown title", () => {
  it("accepts the title or the first level-1 heading of the content", () => {
    expect(
      showsTitle({ title: "GAN", content: "# Generative Adversarial Nets\n\nbody" }, "Generative Adversarial Nets"),
    ).toBe(true);
    expect(showsTitle({ title: "Generative adversarial nets", content: "" }, "Generative Adversarial Nets")).toBe(true);
    expect(
      showsTitle({ title: "GAN", content: "## Generative Adversarial Nets\nbody" }, "Generative Adversarial Nets"),
    ).toBe(false);
  });
  it("reads headings and first lines", () => {
    expect(firstHeading("intro\n# Title here #\n# Second")).toBe("Title here");
    expect(firstHeading("#hashtag\nno heading")).toBeNull();
    expect(firstLine("\n\n  First line \nsecond")).toBe("First line");
  });
});
