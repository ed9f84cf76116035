import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNote, waitUntilProcessed } from "../../testing/documents.ts";
import { asUser, createTestApp, signUpUser, type TestApp, type TestUser } from "../../testing/harness.ts";
import { documentBlocks, firstMentionsInText } from "./document-detail.ts";

describe("documentBlocks", () => {
  it("reads the stored tuples and skips what is not a block", () => {
    expect(
      documentBlocks({ blocks: [["heading", 0, 5, 2], ["paragraph", 6, 20], ["bad"], [1, 2, 3], ["paragraph", 9, 3]] }),
    ).toEqual([
      { kind: "heading", start: 0, end: 5, level: 2 },
      { kind: "paragraph", start: 6, end: 20 },
    ]);
    expect(documentBlocks(null)).toEqual([]);
  });
});

describe("firstMentionsInText", () => {
  it("takes each concept's first mention inside running text, not in the title or a heading", () => {
    const blocks = [
      { kind: "title", start: 0, end: 10 },
      { kind: "heading", start: 11, end: 20 },
      { kind: "paragraph", start: 21, end: 60 },
      { kind: "table", start: 61, end: 80 },
      { kind: "list-item", start: 81, end: 100 },
      { kind: "caption", start: 101, end: 120 },
    ];
    const spans = [
      { conceptId: "a", charStart: 2, charEnd: 6 },
      { conceptId: "b", charStart: 12, charEnd: 15 },
      { conceptId: "a", charStart: 30, charEnd: 34 },
      { conceptId: "c", charStart: 65, charEnd: 70 },
      { conceptId: "b", charStart: 85, charEnd: 88 },
      { conceptId: "d", charStart: 105, charEnd: 109 },
    ];
    const first = firstMentionsInText(spans, blocks);
    expect(Object.fromEntries(first)).toEqual({
      a: { charStart: 30, charEnd: 34 },
      b: { charStart: 85, charEnd: 88 },
      d: { charStart: 105, charEnd: 109 },
    });
    expect(firstMentionsInText(spans, []).get("a")).toEqual({ charStart: 2, charEnd: 6 });
  });
});

describe("GET /api/documents/{id}", () => {
  let t: TestApp;
  let alice: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpUser(t.app);
  });
  afterAll(() => t?.close());

  it("sends the document's parts and where each concept is first named in its text", async () => {
    const text =
      "# Photosynthesis\n\n## How it works\n\nPhotosynthesis turns light into chemical energy in the chloroplast.\n\n- The chloroplast holds chlorophyll.\n";
    const note = await createNote(t.app, alice, "Photosynthesis", text);
    await waitUntilProcessed(t.app, alice, note.id);
    const detail = (await asUser(t.app, alice, { method: "GET", url: `/api/documents/${note.id}` })).json<{
      content: string;
      blocks: Array<{ kind: string; start: number; end: number; level?: number }>;
      concepts: Array<{ name: string; firstMention: { charStart: number; charEnd: number } | null }>;
    }>();
    const kinds = detail.blocks.map((b) => b.kind);
    expect(kinds).toEqual(expect.arrayContaining(["heading", "paragraph", "list-item"]));
    const heading = detail.blocks.find(
      (b) => b.kind === "heading" && detail.content.slice(b.start, b.end) === "How it works",
    );
    expect(heading?.level).toBeGreaterThan(0);
    const chloroplast = detail.concepts.find((c) => c.name.toLowerCase() === "chloroplast");
    expect(chloroplast?.firstMention).not.toBeNull();
    const { charStart, charEnd } = chloroplast!.firstMention!;
    expect(detail.content.slice(charStart, charEnd).toLowerCase()).toBe("chloroplast");
    const paragraph = detail.blocks.find((b) => b.kind === "paragraph" && b.start <= charStart && charEnd <= b.end);
    expect(paragraph).toBeDefined();
  });
});
