import { describe, expect, it } from "vitest";
import { llmExtractionSchema, type LlmExtraction } from "../../../contract/llm.ts";
import { normalizeConceptKey } from "../extract/normalize.ts";
import { findQuote, findSurfaceForm, groundExtraction } from "./grounding.ts";

const ground = (text: string, ...outputs: unknown[]) =>
  groundExtraction(
    text,
    outputs.map((o) => llmExtractionSchema.parse(o) as LlmExtraction),
    { normalizeKey: normalizeConceptKey },
  );

const at = (text: string, spans: { start: number; end: number }[]) => spans.map((s) => text.slice(s.start, s.end));

describe("findSurfaceForm", () => {
  it("matches whole words case-insensitively, across line breaks", () => {
    const text = "Neural networks learn. A neural\nnetwork is layered. Neural-networkish is not one.";
    expect(at(text, findSurfaceForm(text, "neural network"))).toEqual(["neural\nnetwork"]);
    expect(at(text, findSurfaceForm(text, "Neural networks"))).toEqual(["Neural networks"]);
  });

  it("matches short all-capital forms case-sensitively and never inside words", () => {
    const text = "IT departments maintain it. AI helps. Said the maintainer.";
    expect(at(text, findSurfaceForm(text, "IT"))).toEqual(["IT"]);
    expect(at(text, findSurfaceForm(text, "AI"))).toEqual(["AI"]);
  });

  it("ignores forms too short or without letters", () => {
    expect(findSurfaceForm("a b c", "a")).toEqual([]);
    expect(findSurfaceForm("-- --", "--")).toEqual([]);
  });

  it("gives exact offsets after characters whose lower case is longer", () => {
    const text = "İİİ İstanbul 🙂 hosts the Transformer summit.";
    const [span] = findSurfaceForm(text, "transformer");
    expect(text.slice(span!.start, span!.end)).toBe("Transformer");
  });

  it("treats regular-expression characters literally", () => {
    const text = "C++ and C# and (a+b) are here.";
    expect(at(text, findSurfaceForm(text, "C++"))).toEqual(["C++"]);
    expect(at(text, findSurfaceForm(text, "(a+b)"))).toEqual(["(a+b)"]);
  });
});

describe("findQuote", () => {
  it("finds a quote exactly, or with other whitespace, quotes and dashes", () => {
    const text = "He said: “Entropy — the measure of disorder — always grows.”\nIt is the system's\nfate.";
    expect(at(text, findQuote(text, "Entropy — the measure of disorder — always grows."))).toEqual([
      "Entropy — the measure of disorder — always grows.",
    ]);
    expect(at(text, findQuote(text, '"Entropy - the measure of disorder - always grows."'))).toEqual([
      "Entropy — the measure of disorder — always grows.",
    ]);
    expect(at(text, findQuote(text, "It is the system’s fate."))).toEqual(["It is the system's\nfate."]);
  });

  it("refuses what the text does not contain and trivially short quotes", () => {
    expect(findQuote("Entropy always grows.", "Entropy always shrinks.")).toEqual([]);
    expect(findQuote("Entropy always grows.", "grows")).toEqual([]);
  });
});

describe("groundExtraction", () => {
  it("names a concept as the text writes it when the model's name is not in the text", () => {
    const text = "Transformers changed NLP.";
    const { extraction } = ground(text, {
      concepts: [
        { name: "transformer architecture", category: "technical", surfaceForms: ["Transformers"], salience: 0.5 },
      ],
    });
    expect(extraction.concepts[0]).toMatchObject({ name: "Transformers", key: "transformer", aliases: [] });
  });

  it("merges a concept with its acronym, and the same concept from several answers", () => {
    const text = "Reinforcement learning (RL) trains agents. RL needs rewards. Reinforcement learning is old.";
    const { extraction } = ground(
      text,
      {
        concepts: [
          { name: "reinforcement learning", category: "methodology", acronym: "RL", salience: 0.6 },
          { name: "RL", category: "technical", salience: 0.2 },
        ],
      },
      { concepts: [{ name: "Reinforcement learning", category: "theoretical", salience: 0.8 }] },
    );
    expect(extraction.concepts).toHaveLength(1);
    const [concept] = extraction.concepts;
    expect(concept).toMatchObject({
      key: "reinforcement learning",
      acronym: "RL",
      category: "theoretical",
      salience: 0.8,
    });
    expect(at(text, concept!.mentions)).toEqual(["Reinforcement learning", "RL", "RL", "Reinforcement learning"]);
  });

  it("keeps the longer of overlapping mentions", () => {
    const text = "A large language model is a language model.";
    const { extraction } = ground(text, {
      concepts: [
        { name: "language model", category: "technical", surfaceForms: ["large language model"], salience: 0.5 },
      ],
    });
    expect(at(text, extraction.concepts[0]!.mentions)).toEqual(["large language model", "language model"]);
  });

  it("keeps relationships only with evidence in the text that mentions their concepts, deduplicated", () => {
    const text = "Vaccines prevent measles. Measles spreads fast. Nothing else is said.";
    const concepts = [
      { name: "vaccine", category: "technical", surfaceForms: ["Vaccines"], salience: 0.9 },
      { name: "measles", category: "general", surfaceForms: ["Measles"], salience: 0.8 },
    ];
    const { extraction, stats } = ground(text, {
      concepts,
      relationships: [
        { source: "vaccine", target: "measles", type: "related", strength: 0.4, evidence: "Vaccines prevent measles." },
        { source: "measles", target: "vaccine", type: "related", strength: 0.7, evidence: "Vaccines prevent measles." },
        { source: "vaccine", target: "measles", type: "supports", strength: 0.5, evidence: "Nothing else is said." },
        { source: "vaccine", target: "vaccine", type: "related", strength: 0.5, evidence: "Vaccines prevent measles." },
        {
          source: "vaccine",
          target: "autism",
          type: "contradicts",
          strength: 0.5,
          evidence: "Vaccines prevent measles.",
        },
      ],
    });
    const keys = extraction.concepts.map((c) => c.key);
    expect(extraction.relationships).toHaveLength(1);
    const [rel] = extraction.relationships;
    expect(rel).toMatchObject({ type: "related", strength: 0.7, evidence: { start: 0, end: 25 } });
    expect([rel!.source, rel!.target].sort()).toEqual([...keys].sort());
    expect(stats).toMatchObject({ proposedRelationships: 5, droppedRelationships: 3 });
  });

  it("prefers the occurrence of the evidence that mentions both concepts", () => {
    const text = "It works. Alpha beats Beta. It works. Gamma needs Alpha.";
    const { extraction } = ground(text, {
      concepts: [
        { name: "Alpha", category: "general", salience: 0.5 },
        { name: "Gamma", category: "general", salience: 0.5 },
      ],
      relationships: [
        { source: "Gamma", target: "Alpha", type: "supports", strength: 0.5, evidence: "Gamma needs Alpha." },
        { source: "Alpha", target: "Gamma", type: "related", strength: 0.5, evidence: "It works." },
      ],
    });
    expect(extraction.relationships).toHaveLength(1);
    expect(at(text, [extraction.relationships[0]!.evidence])).toEqual(["Gamma needs Alpha."]);
  });
});
