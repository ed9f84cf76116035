import { describe, expect, it } from "vitest";
import { extractLocal } from "./local-extractor.ts";
import { normalizeConceptKey } from "./normalize.ts";

const definitionOf = (text: string, phrase: string) =>
  extractLocal(text, { maxConcepts: 40 }).concepts.find((c) => c.key === normalizeConceptKey(phrase))?.definition ??
  null;

describe("definitions from the text", () => {
  it("takes an appositive wherever it stands, and a symbol introduced with what it does", () => {
    const text =
      "In this work we propose the Transformer, a model architecture eschewing recurrence and relying on attention. " +
      "The Transformer is fast. We train two models: a generative model G that captures the data distribution, and a " +
      "discriminative model D that estimates the probability that a sample came from the data. The generative model improves.";
    expect(definitionOf(text, "Transformer")).toBe(
      "In this work we propose the Transformer, a model architecture eschewing recurrence and relying on attention.",
    );
    expect(definitionOf(text, "generative model")).toMatch(/^We train two models: a generative model G that captures/);
  });

  it("takes 'X: ...', 'X, which is ...', 'X consists of ...' and 'X can be described as ...'", () => {
    const text =
      "Encoder: The encoder maps an input sequence to a sequence of continuous representations. " +
      "An attention function can be described as mapping a query and a set of key-value pairs to an output. " +
      "Bullet, which is an efficient data distribution system, scales to many receivers. " +
      "A stack consists of protocol modules located on the same machine. The encoder and the stack and Bullet matter.";
    expect(definitionOf(text, "encoder")).toMatch(/^Encoder: The encoder maps/);
    expect(definitionOf(text, "attention function")).toMatch(/^An attention function can be described as/);
    expect(definitionOf(text, "Bullet")).toMatch(/^Bullet, which is an efficient data distribution system/);
    expect(definitionOf(text, "stack")).toMatch(/^A stack consists of protocol modules/);
  });

  it("does not take a clause that only starts after the noun, a list, or a part of a longer name", () => {
    const text =
      "In event-based frameworks, a protocol module emulates a request by triggering an event. " +
      "Each time a request, a reply or a notification is issued, a handler runs. " +
      "It uses two data structures: a distance matrix and a binary tree, called a search tree. " +
      "Event-based frameworks use a request and a search to route events; the search is fast.";
    expect(definitionOf(text, "event-based framework")).toBeNull();
    expect(definitionOf(text, "request")).toBeNull();
    expect(definitionOf(text, "search")).toBeNull();
    expect(definitionOf(text, "search tree")).toMatch(/called a search tree\.$/);
  });

  it("does not take a title or a heading, which does not end like a sentence", () => {
    const text =
      "Service Interface: A New Abstraction for Implementing and Composing Protocols\n\nThe service interface connects modules of a stack.";
    expect(definitionOf(text, "service interface")).toBeNull();
  });
});

describe("definitions a paper gives in other forms", () => {
  it("takes the sentence that names what the previous one described, with that sentence", () => {
    const text =
      "The generative model is pitted against an adversary that learns to tell its samples from the data. " +
      "We refer to this special case as adversarial nets. Adversarial nets train fast, and adversarial nets scale.";
    expect(definitionOf(text, "adversarial nets")).toBe(
      "The generative model is pitted against an adversary that learns to tell its samples from the data. We refer to this special case as adversarial nets.",
    );
  });

  it("takes 'a X is a Y' after a fronted phrase, and a mathematical definition with its condition", () => {
    const text =
      "Conceptually, a commitment tree is a hash tree with accounting information attached to the nodes. " +
      "Definition 1.2. A bipartite graph on two sets of N vertices is a Ramsey graph if it has no large complete subgraph. " +
      "The commitment tree and the Ramsey graph appear again; every Ramsey graph is rare and a commitment tree is cheap.";
    expect(definitionOf(text, "commitment tree")).toMatch(/^Conceptually, a commitment tree is a hash tree/);
    expect(definitionOf(text, "Ramsey graph")).toMatch(
      /^A bipartite graph on two sets of N vertices is a Ramsey graph if/,
    );
  });

  it("does not take a label before a sentence about something else, nor a sentence cut by the layout", () => {
    const text =
      "Answer: The masked model does converge slightly slower than the left-to-right model. " +
      "The input embeddings are the sum of the token embeddings, the segmenta-\n\nThe answer and the input embeddings matter. " +
      "An answer helps; input embeddings help.";
    expect(definitionOf(text, "answer")).toBeNull();
    expect(definitionOf(text, "input embedding")).toBeNull();
  });
});

describe("definitions by naming, by 'that is', after a run-in heading, and in a concept's own section", () => {
  it("takes 'a Y we call X' when Y and X agree in number, and 'a Y called X' before any verb", () => {
    const text =
      "We prove the property for a wider class of auctions we call conservative auctions. Conservative auctions are common. " +
      "An arc is the execution of an action by one of the processes in the system, which we call agents. Agents act. " +
      "A robust aggregation framework called synopsis diffusion has been proposed for computing sums. Synopsis diffusion helps.";
    expect(definitionOf(text, "conservative auctions")).toMatch(/^We prove the property for a wider class of auctions/);
    expect(definitionOf(text, "agents")).toBeNull();
    expect(definitionOf(text, "synopsis diffusion")).toMatch(/^A robust aggregation framework called synopsis/);
  });

  it("takes 'X, that is, a Y' and 'X, i.e. a Y' as an appositive", () => {
    const text =
      "This template represents a concurrent object, that is, an object that executes its own thread of control. " +
      "Each concurrent object runs; a concurrent object is cheap and concurrent objects scale.";
    expect(definitionOf(text, "concurrent object")).toMatch(/^This template represents a concurrent object, that is,/);
  });

  it("takes the definition after a heading run into it, without the heading", () => {
    const text =
      "2.1 Soft handover Soft handover is a state of a mobile station connected to several base stations at once. " +
      "During soft handover the mobile keeps both links; soft handover ends when one link fades.";
    expect(definitionOf(text, "soft handover")).toBe(
      "Soft handover is a state of a mobile station connected to several base stations at once.",
    );
  });

  it("takes a present-tense description in the section the concept heads, and not elsewhere", () => {
    const heading = "3.2 Multi-head attention";
    const body =
      "Instead of one attention function we project the queries several times. " +
      "Multi-head attention allows the model to attend to information from several subspaces at once. " +
      "Multi-head attention processes were compared; multi-head attention helps.";
    const text = `${heading}\n${body}`;
    const described = (headings: { start: number; end: number }[]) =>
      extractLocal(text, { maxConcepts: 40, headings }).concepts.find(
        (c) => c.key === normalizeConceptKey("multi-head attention"),
      )?.definition ?? null;
    expect(described([{ start: 0, end: heading.length }])).toBe(
      "Multi-head attention allows the model to attend to information from several subspaces at once.",
    );
    expect(described([])).toBeNull();
  });
});
