import { describe, expect, it } from "vitest";
import { isTableHeader, textBeforeReferences, withoutTitle } from "./table-header.ts";

describe("textBeforeReferences", () => {
  it("cuts at a numbered REFERENCES line", () => {
    expect(textBeforeReferences("body text\n8. REFERENCES\n[1] A. Author")).toBe("body text\n");
  });
  it("cuts at References and Bibliography lines", () => {
    expect(textBeforeReferences("a\nReferences\nb")).toBe("a\n");
    expect(textBeforeReferences("a\n\fBibliography \nb")).toBe("a\n");
  });
  it("keeps the whole text when References is not a line of its own", () => {
    const text = "see the References section for 3 papers\nGeographic References, 2003.";
    expect(textBeforeReferences(text)).toBe(text);
  });
});

describe("isTableHeader", () => {
  const table = "Results are below.\nModel BLEU Score Training\n27.3 28.4 41.0\nDone.";
  it("flags a 3-word name followed by figures", () => expect(isTableHeader("Model BLEU Score", table)).toBe(true));
  it("needs 3+ words", () => expect(isTableHeader("BLEU Score", table)).toBe(false));
  it("needs the text to write it", () => expect(isTableHeader("Model BLEU Scores", table)).toBe(false));
  it("needs every occurrence capitalised as in the name", () => {
    expect(isTableHeader("Model BLEU Score", `${table}\nthe model bleu score 1 2 3`)).toBe(false);
    expect(isTableHeader("model BLEU score", table)).toBe(false);
  });
  it("needs 3+ numbers within 120 characters", () => {
    expect(isTableHeader("Model BLEU Score", "Model BLEU Score\n27.3 28.4 and then words")).toBe(false);
    expect(isTableHeader("Model BLEU Score", `Model BLEU Score${" x".repeat(60)} 1 2 3`)).toBe(false);
  });
  it("allows one lower-case stop word but not two", () => {
    expect(isTableHeader("Model BLEU Score", "Model BLEU Score of 27.3 28.4 41.0")).toBe(true);
    expect(isTableHeader("Model BLEU Score", "Model BLEU Score of the 27.3 28.4 41.0")).toBe(false);
  });
  it("matches across line breaks in the text", () =>
    expect(isTableHeader("Model BLEU Score", "Model\nBLEU Score 1 2 3")).toBe(true));
});

describe("withoutTitle", () => {
  const title = "Healthy Lifestyle and Colorectal Cancer Incidence";
  const text = `PLOS MEDICINE\nHealthy Lifestyle and Colorectal\nCancer Incidence\nKai Wang ID1, Wenjie Ma ID2,3\nCitation: Wang K (2021) Healthy Lifestyle and Colorectal Cancer Incidence. PLoS Med 18(2): 1003522\nColorectal Cancer Incidence rose.`;
  it("blanks out every place the text writes the title, across line breaks", () => {
    expect(isTableHeader(title, text)).toBe(true);
    expect(isTableHeader(title, withoutTitle(text, title))).toBe(false);
    expect(withoutTitle(text, title)).toContain("\nColorectal Cancer Incidence rose.");
  });
  it("leaves the text alone without a title", () => expect(withoutTitle(text, "  ")).toBe(text));
});
