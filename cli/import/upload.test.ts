import { describe, expect, it } from "vitest";
import { isEmptyNote } from "./upload.ts";

describe("isEmptyNote", () => {
  it("finds a note with nothing but front matter and blank lines", () => {
    expect(isEmptyNote("---\ntitle: Not written yet\n---\n\n")).toBe(true);
    expect(isEmptyNote("\uFEFF---\r\ntags: a\r\n...\r\n")).toBe(true);
    expect(isEmptyNote("   \n")).toBe(true);
  });

  it("keeps a note with any text, and a rule that only looks like front matter", () => {
    expect(isEmptyNote("---\ntitle: T\n---\nA line.")).toBe(false);
    expect(isEmptyNote("Text first\n---\nnot front matter\n---\n")).toBe(false);
  });
});
