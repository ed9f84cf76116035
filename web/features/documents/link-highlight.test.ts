import { describe, expect, it } from "vitest";
import { highlightFromSearch, passageLink } from "./link-highlight.ts";

describe("highlightFromSearch", () => {
  it("reads a span from the link", () => {
    expect(highlightFromSearch("?from=10&to=20", 100)).toEqual({ start: 10, end: 20 });
    expect(highlightFromSearch("from=0&to=5", 5)).toEqual({ start: 0, end: 5 });
  });

  it("ignores what is not a span of this content", () => {
    for (const search of [
      "",
      "?from=10",
      "?from=20&to=10",
      "?from=-1&to=3",
      "?from=1&to=500",
      "?from=a&to=b",
      "?from=1.5&to=3",
    ]) {
      expect(highlightFromSearch(search, 100), search).toBeNull();
    }
  });

  it("builds the link the page reads", () => {
    expect(passageLink("d1", { charStart: 3, charEnd: 9 })).toBe("/documents/d1?from=3&to=9");
    expect(highlightFromSearch(passageLink("d1", { charStart: 3, charEnd: 9 }).split("?")[1]!, 10)).toEqual({
      start: 3,
      end: 9,
    });
  });
});
