import { describe, expect, it } from "vitest";
import type { Block } from "../../pipeline/reading/types.ts";
import { answerUnits, sectionAt, sentenceSpans } from "./units.ts";

const spansOf = (text: string) => sentenceSpans(text).map((s) => text.slice(s.start, s.end));

describe("sentenceSpans", () => {
  it("splits at sentence ends and line breaks, not after abbreviations, initials or decimals", () => {
    expect(
      spansOf("We use dropout (e.g. 0.1 of units). Results improve by 2.5 points. See Fig. 3 for details."),
    ).toEqual(["We use dropout (e.g. 0.1 of units).", "Results improve by 2.5 points.", "See Fig. 3 for details."]);
    expect(spansOf("Led by Peter J. Sterk in 2010. It ended.\nNext line")).toEqual([
      "Led by Peter J. Sterk in 2010.",
      "It ended.",
      "Next line",
    ]);
  });
});

describe("answerUnits", () => {
  const content =
    "Title\n\nIntro\n\nFirst sentence here. Second one there.\n\n[1] A. Author. A reference. 2001.\n\nKey: value";
  const span = (text: string) => ({ start: content.indexOf(text), end: content.indexOf(text) + text.length });
  const paragraph = span("First sentence here. Second one there.");
  const blocks: Block[] = [
    { kind: "title", ...span("Title") },
    { kind: "heading", ...span("Intro"), level: 2 },
    { kind: "paragraph", ...paragraph },
    { kind: "reference", ...span("[1] A. Author. A reference. 2001.") },
    { kind: "metadata", ...span("Key: value") },
  ];

  it("cuts text blocks into sentences with exact spans and leaves references, titles and headings out", () => {
    const units = answerUnits(content, blocks, [{ start: 0, end: content.length }]);
    expect(units.map((u) => u.text)).toEqual(["First sentence here.", "Second one there.", "Key: value"]);
    for (const unit of units) expect(content.slice(unit.start, unit.end)).toBe(unit.text);
    expect(units.map((u) => [u.block, u.inBlock])).toEqual([
      [2, 0],
      [2, 1],
      [4, 0],
    ]);
  });

  it("keeps only the sentences that overlap the given passages, each whole", () => {
    const second = span("one there");
    const units = answerUnits(content, blocks, [second]);
    expect(units.map((u) => u.text)).toEqual(["Second one there."]);
  });

  it("reads nested blocks once", () => {
    const nested: Block[] = [...blocks, { kind: "quote", ...paragraph }];
    expect(answerUnits(content, nested, [{ start: 0, end: content.length }])).toHaveLength(3);
  });

  it("names the section a passage sits under: the nearest heading before it", () => {
    const text = "Intro\n\nOne.\n\nMethods\n\nTwo.";
    const outline: Block[] = [
      { kind: "heading", start: 0, end: 5, level: 1 },
      { kind: "paragraph", start: 7, end: 11 },
      { kind: "heading", start: 13, end: 20, level: 2 },
      { kind: "paragraph", start: 22, end: 26 },
    ];
    expect(sectionAt(text, outline, 8)).toBe("Intro");
    expect(sectionAt(text, outline, 23)).toBe("Methods");
    expect(sectionAt(text, outline.slice(1), 8)).toBeNull();
  });
});
