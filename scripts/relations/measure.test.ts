import { describe, expect, it } from "vitest";
import { accountsOf, matchEntity, measureAbstract, nameKey, summarise, type RelationAbstract } from "./measure.ts";

const text =
  "We train a convolutional neural network (CNN) for parsing. The parser uses bit-vector operations. Results improve.";
const at = (phrase: string, sentence: number) => {
  const start = text.indexOf(phrase);
  return { text: phrase, type: "Method", start, end: start + phrase.length, sentence };
};
const abstract: RelationAbstract = {
  id: "a1",
  fileName: "a1.txt",
  text,
  sentences: [
    [0, 58],
    [59, 97],
    [98, 114],
  ],
  entities: [
    at("convolutional neural network (CNN)", 0),
    at("parsing", 0),
    at("parser", 1),
    at("bit-vector operations", 1),
  ],
  relations: [
    { head: 0, tail: 1, type: "USED-FOR", sentence: 0 },
    { head: 3, tail: 2, type: "USED-FOR", sentence: 1 },
  ],
  abbreviations: [["convolutional neural network", "CNN"]],
};

describe("nameKey and matchEntity", () => {
  it("keys names by stems, without punctuation or a leading article", () => {
    expect(nameKey("The Bit-Vector operations!")).toBe(nameKey("bit vector operation"));
    expect(nameKey("the")).toBe("the");
  });

  it("matches an entity by its text, without brackets, or through the abstract's abbreviations", () => {
    const keys = new Set([nameKey("CNN"), nameKey("parsing")]);
    expect(matchEntity("convolutional neural network (CNN)", keys, abstract.abbreviations)).toBe(nameKey("CNN"));
    expect(matchEntity("parsing", keys, [])).toBe(nameKey("parsing"));
    expect(matchEntity("parser", keys, [])).toBeNull();
  });
});

describe("measureAbstract and summarise", () => {
  it("counts gold and predicted pairs, isolated entities and the co-occurrence reference", () => {
    const result = measureAbstract(abstract, {
      concepts: ["CNN", "parsing", "parser", "bit-vector operations"],
      relationships: [
        { a: "CNN", b: "parsing", basis: "stated" },
        { a: "parser", b: "parsing", basis: "cooccurrence" },
      ],
    });
    expect(result.gold.size).toBe(2);
    expect(result.predicted.size).toBe(2);
    const figures = summarise([result]);
    expect(figures.hits).toBe(1);
    expect(figures.recall).toBe(0.5);
    expect(figures.precision).toBe(0.5);
    expect(figures.byBasis).toEqual({ stated: { predicted: 1, gold: 1 }, cooccurrence: { predicted: 1, gold: 0 } });
    // "bit-vector operations" takes part in a gold relation and has no relationship
    expect(figures.isolated).toBe(0.25);
    expect(figures.coverage).toBe(1);
    expect(figures.cooccurrence).toEqual({ precision: 1, recall: 1 });
  });

  it("has no precision when nothing is predicted", () => {
    const figures = summarise([measureAbstract(abstract, { concepts: ["parsing"], relationships: [] })]);
    expect(figures.precision).toBeNull();
    expect(figures.recall).toBe(0);
  });
});

describe("accountsOf", () => {
  it("splits into accounts of at most 60, as equal as possible", () => {
    expect(accountsOf(Array.from({ length: 250 }, (_, i) => i)).map((a) => a.length)).toEqual([50, 50, 50, 50, 50]);
    expect(accountsOf([1, 2, 3]).map((a) => a.length)).toEqual([3]);
  });
});
