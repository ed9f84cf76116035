import { describe, expect, it } from "vitest";
import type { CandidateDocument } from "./candidates.ts";
import { chooseSentences, composition } from "./extractive.ts";
import type { ScoredUnit, UnitFeatures } from "./features.ts";
import { analyseQuestion } from "./question.ts";

const features: UnitFeatures = {
  own: 0.5,
  withContext: 0.5,
  anchorsMissing: 0,
  anchorsNear: 1,
  type: 0.5,
  asked: 0,
  askedNear: false,
  novelty: 0.8,
  similarity: 0.7,
  retrieval: 1,
  words: 12,
  empty: false,
  tableLike: false,
  fragment: false,
  leadIn: false,
  asks: false,
};
const doc = (id: string) =>
  ({
    id,
    title: id,
    type: "pdf",
    content: "",
    blocks: [],
    score: 1,
    passages: [],
    allPassages: [],
  }) as CandidateDocument;
const a = doc("a");
const b = doc("b");
let at = 0;
function unit(text: string, score: number, extra: Partial<ScoredUnit> = {}, f: Partial<UnitFeatures> = {}): ScoredUnit {
  at += 100;
  return {
    start: at,
    end: at + text.length,
    text,
    kind: "paragraph",
    block: 1,
    inBlock: 0,
    document: a,
    chunkId: "c",
    page: null,
    score,
    features: { ...features, ...f },
    ...extra,
  };
}
const question = analyseQuestion("Why does the method scale the dot products?");

describe("chooseSentences", () => {
  it("abstains when even the best sentence scores below the threshold", () => {
    expect(chooseSentences([unit("We scale the dot products.", composition.abstainBelow - 0.1)], question)).toBeNull();
  });

  it("takes the best sentence and up to two more of the same document within the margin, never another document's", () => {
    const best = unit("Best sentence of the answer here.", 8);
    const close = unit("A close second sentence.", 7.5);
    const other = unit("Another document says this.", 7.9, { document: b });
    const far = unit("A far third sentence.", 8 - composition.scoreMargin - 0.1);
    expect(chooseSentences([far, other, close, best], question)?.map((u) => u.text)).toEqual([best.text, close.text]);
  });

  it("leaves out what cannot answer: a lead-in as an extra, a table row, a question", () => {
    const best = unit("Best sentence of the answer here.", 8);
    const leadIn = unit("It is used in three ways:", 7.9, {}, { leadIn: true });
    const row = unit("12.1 13.4 15.0 16.2 17.9 18.0", 9, {}, { tableLike: true });
    const asks = unit("Is this the answer?", 9, {}, { asks: true });
    expect(chooseSentences([row, asks, leadIn, best], question)?.map((u) => u.text)).toEqual([best.text]);
  });

  it("brings the sentence before one that points back to it, and the one after a sentence too short to stand alone", () => {
    const cause = unit("For large values the products grow large in magnitude.", 5, { block: 7, inBlock: 0 });
    const effect = unit("To counteract this effect, we scale the dot products.", 8, { block: 7, inBlock: 1 });
    expect(chooseSentences([effect, cause], question)?.map((u) => u.text)).toEqual([cause.text, effect.text]);

    const label = unit("Also known as the ratio.", 8, { block: 9, inBlock: 0 }, { words: 5 });
    const next = unit("This is the fraction exhaled in one second.", 3, { block: 9, inBlock: 1 });
    expect(chooseSentences([label, next], question)?.map((u) => u.text)).toEqual([label.text, next.text]);
  });
});
