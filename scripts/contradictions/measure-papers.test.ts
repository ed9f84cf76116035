import { describe, expect, it } from "vitest";
import { contentWords, measurePapers, overlapsSentence, type PaperFlag, type PaperPair } from "./measure-papers.ts";

const pair = (over: Partial<PaperPair>): PaperPair => ({
  id: "p1",
  account: "a",
  noteId: "note:1",
  noteSentence: "Gupta et al. show that by analysing 1,500 isolates of Neisseria meningitidis two epitopes exist.",
  paperId: "paper.pdf",
  paperSentence: "By analysing 222 isolates of Neisseria meningitidis, we show that two epitopes exist.",
  paperAlso: [],
  kind: "count",
  label: "contradiction",
  style: "reworded",
  ...over,
});
const ids = new Map([
  ["note:1", "n-1"],
  ["paper.pdf", "d-1"],
  ["other.pdf", "d-2"],
]);
const about = new Map([["note:1", "paper.pdf"]]);
const flag = (s1: string, doc1: string, s2: string, doc2: string): PaperFlag => ({
  statement1: s1,
  statement2: s2,
  source1: { documentId: doc1, documentTitle: "" },
  source2: { documentId: doc2, documentTitle: "" },
});

describe("the contradictions-papers measures", () => {
  it("read content words as the README says: numbers without separators, no stop words or single letters", () => {
    expect([...contentWords("By analysing 1,500 isolates of N. meningitidis, we show 2.5 x")]).toEqual([
      "analysing",
      "1500",
      "isolates",
      "meningitidis",
      "show",
      "2.5",
    ]);
  });

  it("overlap when the shared words are 60 % of both sides", () => {
    const p = pair({});
    expect(
      overlapsSentence("By analysing 222 isolates of Neisseria meningitidis, two epitopes exist.", p.paperSentence),
    ).toBe(true);
    expect(overlapsSentence("Two epitopes exist.", p.paperSentence)).toBe(false);
  });

  it("match a flag only when each side comes from its own document", () => {
    const p = pair({});
    const right = flag(p.noteSentence, "n-1", p.paperSentence, "d-1");
    const wrongDocument = flag(p.noteSentence, "n-1", p.paperSentence, "d-2");
    const figure = pair({
      id: "p2",
      kind: "figure",
      noteSentence: "Huang found a mean rise of 9 mmHg in blood pressure at night.",
      paperSentence: "We found a mean rise of 4 mmHg in blood pressure at night.",
    });
    const m = measurePapers([right, wrongDocument], [p, figure], ids, about, 3);
    expect(m.recall).toBe(0.5);
    expect(m.byKind).toEqual({ count: [1, 1], figure: [0, 1] });
    expect(m.precision).toBe(1);
    expect(m.falseAlarmsPer100).toBeCloseTo(100 / 3);
  });

  it("count a flag on a correct restatement against precision and as flagged", () => {
    const consistent = pair({ id: "c1", label: "consistent", kind: "restatement" });
    const m = measurePapers(
      [flag(consistent.noteSentence, "n-1", consistent.paperSentence, "d-1")],
      [consistent],
      ids,
      about,
      2,
    );
    expect(m.consistentFlagged).toBe(1);
    expect(m.precision).toBe(0);
  });
});
