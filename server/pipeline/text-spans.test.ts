import { describe, expect, it } from "vitest";
import { locateOffset, trimSpan } from "./text-spans.ts";

describe("text spans", () => {
  const spans = [
    { start: 0, end: 5 },
    { start: 5, end: 9 },
    { start: 12, end: 20 },
  ];
  const bounds = (s: { start: number; end: number }) => [s.start, s.end] as const;

  it.each([
    [0, { index: 0, next: 1 }],
    [4, { index: 0, next: 1 }],
    [5, { index: 1, next: 2 }],
    [10, { index: -1, next: 2 }],
    [19, { index: 2, next: 3 }],
    [20, { index: -1, next: 3 }],
  ])("finds offset %i among spans in text order", (offset, expected) => {
    expect(locateOffset(spans, offset, bounds)).toEqual(expected);
  });

  it("finds nothing among no spans, and trims white space off a span", () => {
    expect(locateOffset([], 3, bounds)).toEqual({ index: -1, next: 0 });
    expect(trimSpan("  light  ", 0, 9)).toEqual({ start: 2, end: 7 });
    expect(trimSpan("   ", 0, 3)).toBeNull();
  });
});
