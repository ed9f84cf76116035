import { describe, expect, it } from "vitest";
import { chunkText, pageAt } from "./chunking.ts";

describe("chunkText", () => {
  it("keeps exact character spans so every chunk is a slice of the document", () => {
    const content = "First paragraph here.\n\nSecond one, a little longer than the first.\n\n\nThird.";
    const chunks = chunkText(content, null, { targetChars: 30, maxChars: 60 });
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(content.slice(chunk.charStart, chunk.charEnd)).toBe(chunk.text);
    expect(chunks.map((c) => c.ordinal)).toEqual(chunks.map((_, i) => i));
  });

  it("splits long paragraphs at sentences and never exceeds the maximum", () => {
    const sentence = "The mitochondria is the powerhouse of the cell. ";
    const content = sentence.repeat(100);
    const chunks = chunkText(content, null, { targetChars: 400, maxChars: 500 });
    for (const chunk of chunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(500);
      expect(chunk.text.endsWith(".")).toBe(true);
    }
    expect(chunks.reduce((n, c) => n + c.text.length, 0)).toBeGreaterThan(content.trim().length - 100 * 2);
  });

  it("cuts a run without sentence ends at spaces", () => {
    const content = "word ".repeat(1000);
    const chunks = chunkText(content, null, { targetChars: 200, maxChars: 300 });
    for (const chunk of chunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(300);
      expect(chunk.text.startsWith("word")).toBe(true);
    }
  });

  it("never crosses a page and records the page of each chunk", () => {
    const page1 = "Alpha beta gamma.";
    const page2 = "Delta epsilon.";
    const content = `${page1}\n\n${page2}`;
    const chunks = chunkText(content, [0, page1.length + 2]);
    expect(chunks.map((c) => [c.page, c.text])).toEqual([
      [1, page1],
      [2, page2],
    ]);
  });

  it("returns nothing for blank text", () => {
    expect(chunkText("   \n\n  ", null)).toEqual([]);
  });
});

describe("pageAt", () => {
  it("finds the page of an offset", () => {
    expect(pageAt([0, 10, 20], 0)).toBe(1);
    expect(pageAt([0, 10, 20], 15)).toBe(2);
    expect(pageAt([0, 10, 20], 999)).toBe(3);
    expect(pageAt(null, 5)).toBeNull();
  });
});
