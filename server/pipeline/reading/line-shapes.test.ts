import { describe, expect, it } from "vitest";
import { looksLikeAuthorLine } from "./line-shapes.ts";

describe("an author line", () => {
  it("is names with initials, footnote marks or words that are not English", () => {
    for (const line of [
      "Nir Friedman",
      "WILLEM P. C. STEMMER",
      "Elfar Torarinsson1,2, Jakob H. Havgaard1 and Jan Gorodkin1,*",
      "Michael L. Platt & Paul W. Glimcher",
      "Kam-Fai Wong, Hsiao-Wuen Hon",
    ])
      expect(looksLikeAuthorLine(line), line).toBe(true);
  });

  it("is not a title in title case, a journal's label or a sentence", () => {
    for (const line of [
      "Computational Systems Biology",
      "ORIGINAL PAPER",
      "Network motifs: theory and experimental approaches",
      "Approximately-Strategyproof and Tractable Multi-Unit",
      "Context-Sensitive Information Retrieval Using",
      "Edited by",
      "Transcription regulation networks control the expression of genes.",
    ])
      expect(looksLikeAuthorLine(line), line).toBe(false);
  });
});
