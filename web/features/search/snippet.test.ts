import { describe, expect, it } from "vitest";
import { snippetParts } from "./snippet.ts";

const join = (parts: ReturnType<typeof snippetParts>) => parts.map((p) => p.text).join("");

describe("snippetParts", () => {
  it("cuts the snippet into plain and marked parts", () => {
    expect(
      snippetParts("Spaced repetition helps memory.", [
        { start: 0, end: 6 },
        { start: 24, end: 30 },
      ]),
    ).toEqual([
      { text: "Spaced", marked: true },
      { text: " repetition helps ", marked: false },
      { text: "memory", marked: true },
      { text: ".", marked: false },
    ]);
  });

  it("gives the text back whole whatever the ranges: unsorted, overlapping, out of bounds or empty", () => {
    const text = "…a neural network learns…";
    const parts = snippetParts(text, [
      { start: 10, end: 17 },
      { start: 3, end: 9 },
      { start: 5, end: 12 },
      { start: 20, end: 99 },
      { start: 4, end: 4 },
    ]);
    expect(join(parts)).toBe(text);
    expect(parts.filter((p) => p.marked).map((p) => p.text)).toEqual(["neural network", "arns…"]);
  });

  it("joins touching ranges into one mark and leaves text without ranges plain", () => {
    expect(
      snippetParts("神经网络", [
        { start: 0, end: 2 },
        { start: 2, end: 4 },
      ]),
    ).toEqual([{ text: "神经网络", marked: true }]);
    expect(snippetParts("<b>bold</b>", [])).toEqual([{ text: "<b>bold</b>", marked: false }]);
  });

  it("marks a whole formula when a range reaches into it, so it can be shown typeset", () => {
    const text = "a remnant of $22.2 M_{\\odot}$ stays";
    const start = text.indexOf("odot");
    expect(snippetParts(text, [{ start, end: start + 4 }])).toEqual([
      { text: "a remnant of ", marked: false },
      { text: "$22.2 M_{\\odot}$", marked: true },
      { text: " stays", marked: false },
    ]);
  });
});
