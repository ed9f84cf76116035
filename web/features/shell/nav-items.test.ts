import { describe, expect, it } from "vitest";
import { isNavItemActive, navItems } from "./nav-items.ts";

describe("navigation items", () => {
  it("follow the order and routes of PRODUCT.md section 2", () => {
    expect(navItems.map((i) => [i.title, i.href])).toEqual([
      ["Home", "/"],
      ["Upload", "/upload"],
      ["Documents", "/documents"],
      ["Knowledge Graph", "/graph"],
      ["Concepts", "/concepts"],
      ["Timeline", "/timeline"],
      ["Analytics", "/analytics"],
      ["Search", "/search"],
      ["Contradictions", "/contradictions"],
      ["Settings", "/settings"],
    ]);
  });

  it("are active on their page whatever the case or trailing slash, and Documents on a document", () => {
    expect(isNavItemActive("/GRAPH/", "/graph")).toBe(true);
    expect(isNavItemActive("/documents/abc", "/documents")).toBe(true);
    expect(isNavItemActive("/documents-old", "/documents")).toBe(false);
    expect(isNavItemActive("/graph", "/")).toBe(false);
    expect(isNavItemActive("/", "/")).toBe(true);
  });
});
