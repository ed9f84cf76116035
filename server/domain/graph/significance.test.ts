import { describe, expect, it } from "vitest";
import { isShown, pmiBits, shownSnapshot, significantCooccurrence } from "./significance.ts";
import type { KnowledgeSnapshot, SnapshotEdge } from "./snapshot.ts";

const edge = (fields: Partial<SnapshotEdge>): SnapshotEdge => ({
  id: "e",
  source: "a",
  target: "b",
  type: "related",
  strength: 0.5,
  ...fields,
});

describe("co-occurrence significance", () => {
  it("measures how many times more often than chance two concepts meet (bits)", () => {
    expect(pmiBits(2, 2, 2, 100)).toBeCloseTo(Math.log2(50), 6);
    expect(pmiBits(0, 2, 2, 100)).toBe(-Infinity);
    // mentions above the sentence count widen the sample rather than give a probability above 1
    expect(pmiBits(5, 50, 5, 10)).toBeCloseTo(0, 6);
  });

  it("needs two sentences and twice the chance rate", () => {
    expect(significantCooccurrence(1, 1, 1, 1000)).toBe(false); // two rare words that met once
    expect(significantCooccurrence(3, 3, 3, 100)).toBe(true);
    expect(significantCooccurrence(3, 80, 5, 100)).toBe(false); // a common word next to everything
  });

  it("always shows typed and stated relationships, and co-occurrence only when significant", () => {
    const mentions = (id: string) => ({ a: 3, b: 3, common: 80 })[id];
    expect(isShown(edge({ type: "supports", cooccurrences: 0 }), mentions, 100)).toBe(true);
    expect(isShown(edge({ explicit: true, cooccurrences: 0 }), mentions, 100)).toBe(true);
    expect(isShown(edge({ cooccurrences: 3 }), mentions, 100)).toBe(true);
    expect(isShown(edge({ target: "common", cooccurrences: 3 }), mentions, 100)).toBe(false);
    const snapshot: KnowledgeSnapshot = {
      nodes: [
        { id: "a", name: "a", category: "general", salience: 1, documentCount: 1, firstSeen: null, mentions: 3 },
        { id: "b", name: "b", category: "general", salience: 1, documentCount: 1, firstSeen: null, mentions: 3 },
      ],
      edges: [edge({ id: "1", cooccurrences: 3 }), edge({ id: "2", cooccurrences: 1 })],
      documentCount: 1,
      sentenceCount: 100,
    };
    expect(shownSnapshot(snapshot).edges.map((e) => e.id)).toEqual(["1"]);
  });
});
