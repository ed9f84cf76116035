import { describe, expect, it } from "vitest";
import { extractLocal } from "./local-extractor.ts";
import { normalizeConceptKey } from "./normalize.ts";

const definitionOf = (text: string, phrase: string) => extractLocal(text, { maxConcepts: 40 }).concepts.find((c) => c.key === normalizeConceptKey(phrase))?.definition ?? null;

describe("definitions from the text", () => {
  it("takes an appositive wherever it stands, and a symbol introduced with what it does", () => {
    const text =
      "In this work we propose the Transformer, a model architecture eschewing recurrence and relying on attention. " +
      "The Transformer is fast. We train two models: a generative model G that captures the data distribution, and a " +
      "discriminative model D that estimates the probability that a sample came from the data. The generative model improves.";
    expect(definitionOf(text, "Transformer")).toBe("In this work we propose the Transformer, a model architecture eschewing recurrence and relying on attention.");
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
    const text = "Service Interface: A New Abstraction for Implementing and Composing Protocols\n\nThe service interface connects modules of a stack.";
    expect(definitionOf(text, "service interface")).toBeNull();
  });
});
