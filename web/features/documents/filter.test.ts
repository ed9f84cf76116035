import { describe, expect, it } from "vitest";
import { filterDocuments } from "./filter.ts";

const docs = [
  { title: "Spaced Repetition", content: "The forgetting curve" },
  { title: "Notes", content: "Memory PALACES and recall" },
];

describe("filterDocuments", () => {
  it("matches title or content, ignoring case", () => {
    expect(filterDocuments(docs, "spaced")).toEqual([docs[0]]);
    expect(filterDocuments(docs, "palaces")).toEqual([docs[1]]);
    expect(filterDocuments(docs, "  ")).toEqual(docs);
    expect(filterDocuments(docs, "zebra")).toEqual([]);
  });
});
