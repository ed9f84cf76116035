import { describe, expect, it } from "vitest";
import { recoverTitleCase } from "./title-case.ts";

describe("a title set in capitals", () => {
  it("gets title case, with the small words lower and the text's acronyms kept", () => {
    expect(
      recoverTitleCase(
        "THE EFFECT OF RURAL CREDIT ON DEFORESTATION: EVIDENCE FROM THE BRAZILIAN AMAZON",
        "Rural credit in the BLA. The BLA is the Brazilian Legal Amazon.",
      ),
    ).toBe("The Effect of Rural Credit on Deforestation: Evidence from the Brazilian Amazon");
  });

  it("recases only the words in small capitals of a mixed title", () => {
    expect(recoverTitleCase("Semi-supervised CLASSIFICATION WITH GRAPH Convolutional NETWORKS", "graph networks")).toBe(
      "Semi-supervised Classification with Graph Convolutional Networks",
    );
  });

  it("leaves a title with one acronym in it as it is", () => {
    expect(recoverTitleCase("DNA methylation in COPD", "DNA and COPD")).toBe("DNA methylation in COPD");
    expect(recoverTitleCase("Attention Is All You Need", "")).toBe("Attention Is All You Need");
  });
});
