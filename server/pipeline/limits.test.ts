import { describe, expect, it } from "vitest";
import type { ExtractedConcept, Extraction } from "./extract/types.ts";
import { capExtraction, capClaims, sampleEvenly, truncateText } from "./limits.ts";

const concept = (key: string, mentions: number): ExtractedConcept => ({
  name: key,
  key,
  aliases: [],
  acronym: null,
  category: "general",
  definition: null,
  definitionSpan: null,
  salience: 1,
  mentions: Array.from({ length: mentions }, (_, i) => ({ start: i * 10, end: i * 10 + 5 })),
});

describe("processing limits", () => {
  it("samples evenly, first and last kept, in order", () => {
    expect(sampleEvenly([1, 2, 3, 4, 5, 6, 7, 8, 9], 3)).toEqual([1, 5, 9]);
    expect(sampleEvenly([1, 2], 5)).toEqual([1, 2]);
    expect(
      sampleEvenly(
        Array.from({ length: 1_000_000 }, (_, i) => i),
        500,
      ),
    ).toHaveLength(500);
  });

  it("cuts a text at a line break before the limit and says how much was read", () => {
    const text = `${"word ".repeat(150)}\n${"more ".repeat(100)}`;
    const { text: cut, warning } = truncateText(text, 800);
    expect(cut).toBe("word ".repeat(150)); // up to the line break, not into the next line
    expect(warning).toBe(
      "Only the first 800 of 1,251 characters of this document were read (the limit per document); the rest is not searchable and gave no concepts.",
    );
    expect(truncateText("short", 800)).toEqual({ text: "short", warning: null });
  });

  it("keeps a bounded number of places per concept, spread over the document, and says so", () => {
    const extraction: Extraction = { concepts: [concept("word", 5_700), concept("rare", 3)], relationships: [] };
    const { extraction: capped, warning } = capExtraction(extraction, {
      mentionsPerConcept: 100,
      evidencePerRelationship: 5,
    });
    expect(capped.concepts[0]!.mentions).toHaveLength(100);
    expect(capped.concepts[0]!.mentions.at(-1)).toEqual({ start: 56_990, end: 56_995 });
    expect(capped.concepts[1]!.mentions).toHaveLength(3);
    expect(warning).toMatch(/up to 100 places per concept/);
    expect(
      capExtraction(
        { concepts: [concept("rare", 3)], relationships: [] },
        { mentionsPerConcept: 100, evidencePerRelationship: 5 },
      ).warning,
    ).toBeNull();
  });

  it("keeps the strongest evidence sentences of each relationship, in the extractor's order", () => {
    const sentences = Array.from({ length: 800 }, (_, i) => ({
      source: "a",
      target: "b",
      type: "supports" as const,
      strength: i === 500 ? 0.9 : 0.4,
      evidence: { start: i * 50, end: i * 50 + 40 },
    }));
    const other = { source: "a", target: "c", type: "related" as const, strength: 0.3, evidence: { start: 5, end: 9 } };
    const { extraction } = capExtraction(
      { concepts: [], relationships: [...sentences, other] },
      { mentionsPerConcept: 100, evidencePerRelationship: 3 },
    );
    expect(extraction.relationships.filter((r) => r.target === "b")).toHaveLength(3);
    expect(extraction.relationships.map((r) => r.evidence.start)).toEqual([0, 50, 25_000, 5]);
  });

  it("spreads the statements compared for contradictions over the document", () => {
    const statements = Array.from({ length: 5000 }, (_, i) => ({
      start: i,
      end: i + 1,
      text: "s",
      conceptKeys: ["a"],
    }));
    expect(capClaims(statements, 1000)).toHaveLength(1000);
  });
});
