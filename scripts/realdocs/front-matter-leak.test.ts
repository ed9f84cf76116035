import { describe, expect, it } from "vitest";
import { leaksFrontMatter, noteBody, stemsOutsideFrontMatter } from "./front-matter-leak.ts";

const note = {
  frontMatterKeys: ["tags", "aliases", "cssclass", "publish"],
  frontMatterOnlyTokens: ["durability", "fleeting", "true"],
};

describe("leaksFrontMatter", () => {
  it("flags keys and front-matter-only words as whole words", () => {
    expect(leaksFrontMatter("fleeting aliases", note)).toBe(true);
    expect(leaksFrontMatter("copd diagnosis cssclass", note)).toBe(true);
    expect(leaksFrontMatter("Tags", note)).toBe(true);
  });
  it("also splits names on hyphens and underscores", () => {
    expect(leaksFrontMatter("_durability/permanent", note)).toBe(true);
    expect(leaksFrontMatter("idea_fleeting", note)).toBe(true);
  });
  it("leaves words that only contain a key", () => {
    expect(leaksFrontMatter("publishing industry", note)).toBe(false);
    expect(leaksFrontMatter("trueness", note)).toBe(false);
    expect(leaksFrontMatter("alveolar septum", note)).toBe(false);
  });
});

describe("leaks with the note's own stems spared (domains/)", () => {
  const forestNote = {
    text: "---\ntype: forest_change\nup: '[[Regrowth]]'\n---\n# Secondary forests\nForests regrow after pasture.\n",
    fileName: "secondary forests.md",
    titles: ["Secondary forests"],
    frontMatterKeys: ["type", "up"],
    frontMatterOnlyTokens: ["forest", "change", "forest_change", "regrowth"],
  };
  const spared = stemsOutsideFrontMatter(forestNote);

  it("reads the body without the front matter", () => {
    expect(noteBody(forestNote.text)).toBe("# Secondary forests\nForests regrow after pasture.\n");
    expect(noteBody("# No front matter\n---\nrule")).toBe("# No front matter\n---\nrule");
  });
  it("spares a front-matter word whose stem the body, file name or a title has", () => {
    expect(leaksFrontMatter("forest cover", forestNote)).toBe(true);
    expect(leaksFrontMatter("forest cover", forestNote, spared)).toBe(false);
  });
  it("still flags the words only the front matter has", () => {
    expect(leaksFrontMatter("land cover change", forestNote, spared)).toBe(true);
    expect(leaksFrontMatter("forest_change", forestNote, spared)).toBe(true);
    expect(leaksFrontMatter("type", forestNote, spared)).toBe(true);
    expect(leaksFrontMatter("regrowth", forestNote, spared)).toBe(true);
  });
});
