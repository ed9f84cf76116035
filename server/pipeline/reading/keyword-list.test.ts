import { describe, expect, it } from "vitest";
import { KEYWORDS_LABEL_INLINE, KEYWORDS_LABEL_ONLY, keywordList } from "./keyword-list.ts";

describe("keywordList", () => {
  it("drops the label and splits at every separator journals use", () => {
    expect(keywordList("Keywords: rural credit; deforestation, Brazilian Amazon · Resolution 3545.")).toEqual([
      "rural credit",
      "deforestation",
      "Brazilian Amazon",
      "Resolution 3545",
    ]);
    expect(keywordList("Index Terms—graph neural networks | message passing")).toEqual([
      "graph neural networks",
      "message passing",
    ]);
  });

  it("reads a list set one keyword per line and leaves out a sentence", () => {
    expect(keywordList("KEY WORDS\nmotivated reasoning\nattitude polarization")).toEqual([
      "motivated reasoning",
      "attitude polarization",
    ]);
    expect(keywordList("Keywords: this is a sentence that goes on far too long to be one keyword")).toEqual([]);
  });

  it("tells the label alone from a label with its list", () => {
    expect(KEYWORDS_LABEL_ONLY.test("Keywords:")).toBe(true);
    expect(KEYWORDS_LABEL_ONLY.test("Keywords: a, b")).toBe(false);
    expect(KEYWORDS_LABEL_INLINE.test("Key words — a, b")).toBe(true);
    expect(KEYWORDS_LABEL_INLINE.test("Keywordsmith")).toBe(false);
  });
});
