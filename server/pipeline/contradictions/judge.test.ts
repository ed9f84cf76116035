import { describe, expect, it } from "vitest";
import { judgeStatements, overlap } from "./judge.ts";
import { findStatements, sentenceSpans } from "./statements.ts";

describe("judgeStatements", () => {
  it.each([
    ["Exercise increases cancer mortality rates among adults.", "Exercise reduces cancer mortality rates among adults.", /increases.*reduces/],
    ["Walking in traffic areas did not improve lung function in elderly adults.", "Walking in traffic areas improves lung function in elderly adults.", /denies/],
    ["Integrated care is ineffective at tackling multiple comorbidities.", "Integrated care is successful at tackling multiple comorbidities.", /ineffective/],
    ["Normal granulomas form in the absence of TNF in zebrafish.", "Normal granulomas form in the presence of TNF in zebrafish.", /absence/],
    ["One in five surgical trials are discontinued early.", "One in two surgical trials are discontinued early.", /different figures/],
    ["Men are more susceptible to pneumonia death than women.", "Women are more susceptible to pneumonia death than men.", /roles swapped/],
    ["The program caused substantial weight loss in participants.", "The program had no significant effect on weight loss in participants.", /no effect|denies/],
  ])("flags %s / %s", (a, b, reason) => {
    const judgement = judgeStatements(a, b);
    expect(judgement.contradicts).toBe(true);
    expect(judgement.reason).toMatch(reason);
    expect(["high", "medium", "low"]).toContain(judgement.severity);
  });

  it.each([
    ["GATA3 regulates cell cycle progression in stem cells.", "GATA3 regulates self-renewal capacity in stem cells."],
    ["Aspirin does not increase bleeding risk in adults.", "Aspirin reduces bleeding risk in adults."],
    ["The cat sat on the mat.", "Stock markets fell sharply on Monday."],
    ["Exercise reduces cancer mortality.", "Exercise reduces cancer mortality."],
  ])("does not flag %s / %s", (a, b) => {
    expect(judgeStatements(a, b).contradicts).toBe(false);
  });

  it("ignores pairs far apart in meaning", () => {
    expect(judgeStatements("Exercise increases mortality.", "Exercise reduces mortality.", 0.3).contradicts).toBe(false);
  });

  it("measures shared wording", () => {
    expect(overlap("Exercise increases mortality", "Exercise reduces mortality")).toBeCloseTo(2 / 3, 2);
  });
});

describe("statements", () => {
  it("splits sentences with exact spans, keeping abbreviations inside", () => {
    const text = "Cells divide, e.g. by mitosis. Meiosis makes gametes!\n\nNew paragraph here";
    const spans = sentenceSpans(text).map((s) => text.slice(s.start, s.end));
    expect(spans).toEqual(["Cells divide, e.g. by mitosis.", "Meiosis makes gametes!", "New paragraph here"]);
  });

  it("keeps the sentences that mention a concept", () => {
    const text = "Mitosis makes two identical cells. The weather was nice today. Meiosis halves the chromosomes.";
    const span = (word: string) => ({ start: text.indexOf(word), end: text.indexOf(word) + word.length });
    const concept = (key: string, word: string) => ({ name: word, key, aliases: [], acronym: null, category: "general" as const, definition: null, definitionSpan: null, salience: 1, mentions: [span(word)] });
    const found = findStatements(text, { concepts: [concept("mitosis", "Mitosis"), concept("meiosis", "Meiosis")], relationships: [] });
    expect(found.map((s) => [s.text, s.conceptKeys])).toEqual([
      ["Mitosis makes two identical cells.", ["mitosis"]],
      ["Meiosis halves the chromosomes.", ["meiosis"]],
    ]);
  });
});
