import { describe, expect, it } from "vitest";
import { readMarkdown } from "../reading/markdown.ts";
import { extractionView } from "../reading/views.ts";
import { extractLocal } from "./local-extractor.ts";
import { linkHeavyNote } from "../../testing/hostile-files.ts";
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

  it("takes a title's second part for another name only when one part abbreviates the other", () => {
    for (const title of ["Chapter 2 - Predicting Regrowth in Panama", "Forest Productivity - Florian Schnabel"]) {
      const own = noteKnowledge(`# ${title}\n\nThe plots were measured twice.`, "note").extraction.concepts[0]!;
      expect(own.name.toLowerCase()).toBe(title.split(" - ")[0]!.toLowerCase());
      expect(own.aliases).not.toContain(title.split(" - ")[1]);
    }
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

describe("a note of many links", () => {
  it("makes concepts of its first links up to the limit, says so, and keeps the rest as text", () => {
    const read = readMarkdown(linkHeavyNote(3000));
    const view = extractionView(read);
    const extraction = addNoteKnowledge(
      { concepts: [], relationships: [] },
      view.text,
      { title: "Field guide", metadata: read.metadata },
      1000,
    );
    const linked = extraction.relationships.filter((r) => r.fromLink);
    expect(linked).toHaveLength(1000);
    expect(new Set(linked.map((r) => r.target)).size).toBe(1000);
    expect(extraction.concepts).toHaveLength(1001);
    expect(extraction.concepts[0]!.name).toBe("Field guide");
    expect(extraction.warning).toBe(
      "This note links to 3,000 notes; the first 1,000 became concepts linked to it (the limit per note), the other links are read as text.",
    );
    // The first links in the note are the ones kept.
    const firstTarget = read.metadata.links[0]!.target.toLowerCase();
    expect(linked[0]!.target).toBe(firstTarget);
  });

  it("gives each link a bounded piece of its paragraph as evidence, however long the paragraph", () => {
    // One paragraph of 2,000 links and no full stop: the old evidence was the whole paragraph, for every link.
    const names = linkHeavyNote(2000)
      .split("\n")
      .filter((line) => line.startsWith("- "))
      .map((line) => line.slice(2));
    const read = readMarkdown(`# Hub\n\n${names.join(" and ")}\n`);
    const view = extractionView(read);
    const extraction = addNoteKnowledge({ concepts: [], relationships: [] }, view.text, {
      title: "Hub",
      metadata: read.metadata,
    });
    const linked = extraction.relationships.filter((r) => r.fromLink);
    expect(linked).toHaveLength(2000);
    for (const r of linked) {
      expect(r.evidence.end - r.evidence.start).toBeLessThanOrEqual(700);
      const link = read.metadata.links.find((l) => l.target.toLowerCase() === r.target)!;
      expect(r.evidence.start).toBeLessThanOrEqual(link.start);
      expect(r.evidence.end).toBeGreaterThanOrEqual(link.end);
      const evidence = view.text.slice(r.evidence.start, r.evidence.end);
      expect(evidence).not.toMatch(/^\s|\s$/);
    }
  });
});
