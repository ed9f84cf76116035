import { describe, expect, it } from "vitest";
import { contentBlocks } from "./segments.ts";

const text = (blocks: ReturnType<typeof contentBlocks>) => blocks.map((b) => b.pieces.map((p) => (p.highlighted ? `[${p.text}]` : p.text)).join(""));

describe("contentBlocks", () => {
  it("keeps a document without pages in one block", () => {
    const blocks = contentBlocks("alpha beta gamma", null, null);
    expect(blocks).toEqual([{ page: null, pieces: [{ text: "alpha beta gamma", highlighted: false }] }]);
  });

  it("marks the highlighted span", () => {
    expect(text(contentBlocks("alpha beta gamma", null, { start: 6, end: 10 }))).toEqual(["alpha [beta] gamma"]);
  });

  it("cuts PDFs into pages and marks inside the right one", () => {
    const content = "page one text. page two text.";
    const blocks = contentBlocks(content, [0, 15], { start: 20, end: 23 });
    expect(blocks.map((b) => b.page)).toEqual([1, 2]);
    expect(text(blocks)).toEqual(["page one text. ", "page [two] text."]);
  });

  it("splits a span that crosses a page break", () => {
    expect(text(contentBlocks("abcdef", [0, 3], { start: 2, end: 4 }))).toEqual(["ab[c]", "[d]ef"]);
  });

  it("ignores an empty or out-of-range highlight", () => {
    expect(text(contentBlocks("abc", null, { start: 2, end: 2 }))).toEqual(["abc"]);
    expect(text(contentBlocks("abc", null, { start: 10, end: 12 }))).toEqual(["abc"]);
  });
});
