import { describe, expect, it } from "vitest";
import { paragraphsOf, readingNodes, sentenceAround, type ReadingNode } from "./reading.ts";

const text = (node: ReadingNode) =>
  node.type === "page"
    ? `[page ${node.page}]`
    : (node.type === "block" ? [node.block] : node.blocks)
        .map((b) =>
          b.pieces.map((p) => ("page" in p ? `[p${p.page}]` : p.highlighted ? `<${p.text}>` : p.text)).join(""),
        )
        .join("|");

describe("readingNodes", () => {
  const content = "Title\n\nIntro\n\nFirst para.\n\none\n\ntwo\n\nAfter list.";
  const at = (s: string) => content.indexOf(s);
  const blocks = [
    { kind: "title", start: 0, end: 5 },
    { kind: "heading", start: at("Intro"), end: at("Intro") + 5, level: 1 },
    { kind: "paragraph", start: at("First"), end: at("First") + 11 },
    { kind: "list-item", start: at("one"), end: at("one") + 3 },
    { kind: "list-item", start: at("two"), end: at("two") + 3 },
    { kind: "paragraph", start: at("After"), end: content.length },
  ];

  it("keeps the blocks in order, groups list items, and marks the highlight across blocks", () => {
    const nodes = readingNodes(content, blocks, null, { start: at("para"), end: at("one") + 3 });
    expect(nodes.map((n) => (n.type === "block" ? n.block.kind : n.type))).toEqual([
      "title",
      "heading",
      "paragraph",
      "list",
      "paragraph",
    ]);
    expect(nodes.map(text)).toEqual(["Title", "Intro", "First <para.>", "<one>|two", "After list."]);
  });

  it("puts a page divider between blocks, or a page mark inside a block that runs over a page end", () => {
    const nodes = readingNodes(content, blocks, [0, at("First"), at("para")], null);
    expect(nodes.map(text)).toEqual(["Title", "Intro", "[page 2]", "First [p3]para.", "one|two", "After list."]);
  });

  it("falls back to paragraphs at blank lines when the document has no stored blocks", () => {
    expect(paragraphsOf("One line.\nSame paragraph.\n\n  Second.\n")).toEqual([
      { kind: "paragraph", start: 0, end: 25 },
      { kind: "paragraph", start: 29, end: 36 },
    ]);
    expect(readingNodes("a\n\nb", [], null, null).map(text)).toEqual(["a", "b"]);
  });

  describe("mathematics", () => {
    const content = "A remnant of $22.2-24.3 M_{\\odot}$ stays.\n\necho $HOME/$USER";
    const at = (s: string) => content.indexOf(s);
    const blocks = [
      { kind: "paragraph", start: 0, end: at("\n\n") },
      { kind: "code", start: at("echo"), end: content.length },
    ];
    const math = (nodes: ReadingNode[]) =>
      nodes.flatMap((n) =>
        n.type === "block" ? n.block.pieces.flatMap((p) => ("math" in p && p.math ? [p.text] : [])) : [],
      );

    it("is a piece of its own, except in code", () => {
      const nodes = readingNodes(content, blocks, null, null);
      expect(math(nodes)).toEqual(["$22.2-24.3 M_{\\odot}$"]);
      expect(nodes.map(text)).toEqual([content.slice(0, at("\n\n")), "echo $HOME/$USER"]);
    });

    it("is never cut by the highlight, which covers the whole formula instead", () => {
      const nodes = readingNodes(content, blocks, null, { start: at("remnant"), end: at("M_") });
      expect(nodes.map(text)[0]).toBe("A <remnant of ><$22.2-24.3 M_{\\odot}$> stays.");
      expect(math(nodes)).toEqual(["$22.2-24.3 M_{\\odot}$"]);
    });

    it("is never cut by a page break, which comes before the formula", () => {
      const nodes = readingNodes(content, blocks, [0, at("M_")], null);
      expect(nodes.map(text)[0]).toBe("A remnant of [p2]$22.2-24.3 M_{\\odot}$ stays.");
    });
  });
});

describe("sentenceAround", () => {
  it("gives the sentence that names the concept, folded onto one line", () => {
    const content = "Earlier text. The Transformer relies\non self-attention only. Later text.";
    const start = content.indexOf("self-attention");
    expect(sentenceAround(content, { charStart: start, charEnd: start + 14 })).toEqual({
      before: "The Transformer relies on ",
      name: "self-attention",
      after: " only.",
    });
  });

  it("stays inside the block the concept is named in", () => {
    const content = "• run scripts\n• debugging with bash -x\n• jobs";
    const start = content.indexOf("bash");
    const item = { start: content.indexOf("debugging"), end: content.indexOf(" -x") + 3 };
    expect(sentenceAround(content, { charStart: start, charEnd: start + 4 }, item)).toEqual({
      before: "debugging with ",
      name: "bash",
      after: " -x",
    });
  });

  it("marks where a long sentence was cut", () => {
    const content = `${"word ".repeat(100)}concept ${"more ".repeat(100)}`;
    const start = content.indexOf("concept");
    const sentence = sentenceAround(content, { charStart: start, charEnd: start + 7 }, undefined, 60);
    expect(sentence.before.startsWith("…")).toBe(true);
    expect(sentence.after.endsWith("…")).toBe(true);
    expect(sentence.before.length + sentence.after.length).toBeLessThan(80);
  });
});
