import { describe, expect, it } from "vitest";
import { leaksFrontMatter } from "./front-matter-leak.ts";

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
