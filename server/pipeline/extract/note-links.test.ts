import { describe, expect, it } from "vitest";
import { readMarkdown } from "../reading/markdown.ts";
import { extractionView } from "../reading/views.ts";
import { extractLocal } from "./local-extractor.ts";
import { addNoteKnowledge, conceptLikeName } from "./note-links.ts";

function noteKnowledge(markdown: string, fileTitle: string) {
  const read = readMarkdown(markdown);
  const view = extractionView(read);
  const extraction = addNoteKnowledge(
    extractLocal(view.text, { headline: view.headline, headings: view.headings }),
    view.text,
    { title: read.title ?? fileTitle, metadata: read.metadata },
  );
  return { read, extraction };
}

describe("an Obsidian note's own knowledge", () => {
  const note = [
    "---",
    "tags: _durability/fleeting",
    "aliases:",
    "  - FN1",
    "  - Fibronectin",
    "cssclass: idea",
    "---",
    "# FN1 - fibronectin 1",
    "",
    "## Research",
    "- FN1 interacts with integrins through its [[RGD motif|cell-binding domain]].",
    "- Fibrosis raises the amount of fibronectin in the [[alveolar-septum]].",
    "- See [[@mooreDNAMethylation2013|Moore 2013]].",
  ].join("\n");
  const { read, extraction } = noteKnowledge(note, "FN1");

  it("is the concept the title names, first, with the front matter's aliases and the title's gloss", () => {
    const own = extraction.concepts[0]!;
    expect(own.name).toBe("FN1");
    expect(own.aliases).toEqual(expect.arrayContaining(["fibronectin 1", "Fibronectin"]));
    expect(own.mentions.length).toBeGreaterThan(0);
    for (const m of own.mentions)
      expect(read.content.slice(m.start, m.end).toLowerCase()).toMatch(/^(?:fn1|fibronectin(?: 1)?)$/);
  });

  it("links to the concepts of the notes it links to, as the user's own relationships with their sentence", () => {
    const linked = extraction.relationships.filter((r) => r.fromLink);
    expect(linked.map((r) => [r.source, r.target, r.type, r.strength])).toEqual([
      ["fn1", "rgd motif", "related", 1],
      ["fn1", "alveolar septum", "related", 1],
    ]);
    const septum = extraction.concepts.find((c) => c.key === "alveolar septum")!;
    expect(septum.name).toBe("alveolar septum");
    expect(read.content.slice(septum.mentions[0]!.start, septum.mentions[0]!.end)).toBe("alveolar-septum");
    expect(read.content.slice(linked[1]!.evidence.start, linked[1]!.evidence.end)).toBe(
      "Fibrosis raises the amount of fibronectin in the alveolar-septum.",
    );
  });

  it("leaves citation keys, dates and housekeeping notes out", () => {
    expect(extraction.concepts.some((c) => c.key.includes("moore"))).toBe(false);
    expect(conceptLikeName("@mooreDNAMethylation2013")).toBe(false);
    expect(conceptLikeName("2024-05-01 meeting")).toBe(false);
    expect(conceptLikeName("tags")).toBe(false);
    expect(conceptLikeName("Alveolar Septum")).toBe(true);
  });

  it("adds nothing to a note whose title is not a concept and that has no aliases or links", () => {
    const plain = noteKnowledge("# 2024-05-01 standup\n\nWe discussed the release plan.", "standup");
    expect(plain.extraction.relationships.some((r) => r.fromLink)).toBe(false);
    expect(plain.extraction.concepts.some((c) => c.key.includes("2024"))).toBe(false);
  });
});
