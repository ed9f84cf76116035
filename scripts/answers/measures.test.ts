import { describe, expect, it } from "vitest";
import type { AnswerResponse } from "../../contract/answers.ts";
import { containsWords, normalise, scoreAnswer, summarise, type AnswerQuestion } from "./measures.ts";

const gold = "11111111-1111-4111-8111-111111111111";
const other = "22222222-2222-4222-8222-222222222222";
const question: AnswerQuestion = {
  id: "dev-001",
  set: "pdfs",
  question: "How many parameters?",
  answers: ["340M"],
  doc: "paper",
  unanswerable: false,
};
const unanswerable: AnswerQuestion = {
  id: "dev-002",
  set: "vault",
  question: "Who?",
  answers: [],
  doc: null,
  unanswerable: true,
};
const contents: Record<string, string> = {
  [gold]: "BERT-large has 340 M parameters in total.",
  [other]: "Another text.",
};
const contentOf = (id: string) => (id in contents ? [contents[id]!] : undefined);

function response(text: string | null, documentId = gold, quote = "has 340 M parameters"): AnswerResponse {
  const sentences = text
    ? [{ text, citations: [{ documentId, chunkId: gold, quote, charStart: 0, charEnd: 1, page: null, section: null }] }]
    : [];
  return { answer: text, sentences, documents: [], mode: "extractive", notice: null, disagreements: [] };
}

describe("the answers set's measures", () => {
  it("normalises as the README says: NFKC, lower case, letters apart from digits, other characters one space", () => {
    expect(normalise("BERT-Large: 340M (8.7x)")).toBe("bert large 340 m 8 7 x");
    expect(containsWords("It has 340 M parameters", "340M")).toBe(true);
    expect(containsWords("It has 1340M parameters", "340M")).toBe(false);
  });

  it("counts an answer right only with the gold span in a sentence cited to the gold document", () => {
    const gold_ = new Set([gold]);
    expect(scoreAnswer(question, response("BERT-large has 340M parameters."), 10, gold_, contentOf).correct).toBe(true);
    expect(
      scoreAnswer(question, response("BERT-large has 340M parameters.", other, "Another text"), 10, gold_, contentOf)
        .correct,
    ).toBe(false);
    expect(scoreAnswer(question, response("It is large."), 10, gold_, contentOf).correct).toBe(false);
    expect(scoreAnswer(question, response(null), 10, gold_, contentOf)).toMatchObject({
      correct: false,
      abstained: true,
      inStoredContent: true,
    });
  });

  it("checks every quote against the cited document, an unknown document or empty quote being unfaithful", () => {
    const gold_ = new Set([gold]);
    expect(scoreAnswer(question, response("x", gold, "340M parameters"), 1, gold_, contentOf)).toMatchObject({
      citations: 1,
      faithful: 1,
    });
    expect(scoreAnswer(question, response("x", gold, "350M parameters"), 1, gold_, contentOf).faithful).toBe(0);
    expect(
      scoreAnswer(question, response("x", "33333333-3333-4333-8333-333333333333"), 1, gold_, contentOf).faithful,
    ).toBe(0);
  });

  it("summarises accuracy, abstention, faithfulness and latency percentiles", () => {
    const gold_ = new Set([gold]);
    const outcomes = [
      scoreAnswer(question, response("BERT-large has 340M parameters."), 100, gold_, contentOf),
      scoreAnswer(question, response(null), 300, gold_, contentOf),
      scoreAnswer(unanswerable, response(null), 200, new Set(), contentOf),
      scoreAnswer(unanswerable, response("Someone.", gold, "has 340 M"), 400, new Set(), contentOf),
    ];
    expect(summarise(outcomes)).toMatchObject({
      accuracy: 0.5,
      abstention: 0.5,
      falseAbstention: 0.5,
      faithfulness: 1,
      citations: 2,
      p50: 200,
      p95: 400,
    });
  });
});
