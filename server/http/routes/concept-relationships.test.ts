import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Graph } from "../../../contract/graph.ts";
import type { ConceptRelationship } from "../../../contract/relationships.ts";
import { createNote, waitUntilProcessed } from "../../testing/documents.ts";
import { asUser, createTestApp, signUpUser, type TestApp, type TestUser } from "../../testing/harness.ts";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let graph: Graph;
const byLabel = (label: string) => graph.nodes.find((n) => n.label.toLowerCase() === label)!;
const relationships = async (user: TestUser, conceptId: string) =>
  asUser(t.app, user, { method: "GET", url: `/api/concepts/${conceptId}/relationships` });

// Filler sentences give the account a background of sentences that mention neither pair.
const filler = [
  "rainfall",
  "snow",
  "fog",
  "wind",
  "hail",
  "frost",
  "heat",
  "storms",
  "drought",
  "mist",
  "thunder",
  "sleet",
].map(
  (weather, i) =>
    `The ${["old", "new", "small", "large"][i % 4]} station number ${i} reported ${weather} in district ${i + 3} this season.`,
);
const NOTE = [
  "Batch normalization improves gradient descent in deep networks.",
  "Unlike classical mechanics, quantum mechanics allows superposition of states.",
  "Protein folding and molecular dynamics were studied in the first experiment.",
  "Protein folding and molecular dynamics were studied again in the second experiment.",
  "Protein folding and molecular dynamics shaped the third experiment as well.",
  "Ocean acidification was mentioned once next to coral reefs in a footnote-like remark.",
  ...filler,
].join("\n\n");

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpUser(t.app);
  bob = await signUpUser(t.app);
  const doc = await createNote(t.app, alice, "Mixed notes", NOTE);
  await waitUntilProcessed(t.app, alice, doc.id);
  graph = (await asUser(t.app, alice, { method: "GET", url: "/api/graph" })).json<Graph>();
});
afterAll(() => t?.close());

describe("GET /api/concepts/{id}/relationships", () => {
  it("types relationships from what the text says, each with its evidence sentence", async () => {
    const list = (await relationships(alice, byLabel("batch normalization").id)).json<ConceptRelationship[]>();
    expect(list.find((r) => r.other.name.toLowerCase() === "gradient descent")).toMatchObject({
      type: "supports",
      direction: "out",
      basis: "stated",
      evidence: [
        expect.objectContaining({
          text: "Batch normalization improves gradient descent in deep networks.",
          documentTitle: "Mixed notes",
        }),
      ],
    });
    const contrast = (await relationships(alice, byLabel("quantum mechanics").id))
      .json<ConceptRelationship[]>()
      .find((r) => r.other.name.toLowerCase() === "classical mechanics");
    // a stated contrast relates the two; red contradicts edges are for disagreeing statements only
    expect(contrast).toMatchObject({
      type: "related",
      basis: "stated",
      evidence: [expect.objectContaining({ text: expect.stringContaining("Unlike classical mechanics") })],
    });
  });

  it("shows co-occurrence only where it is significant against the account's own counts", async () => {
    const folding = (await relationships(alice, byLabel("protein folding").id)).json<ConceptRelationship[]>();
    expect(folding.find((r) => r.other.name.toLowerCase() === "molecular dynamics")).toMatchObject({
      type: "related",
      basis: "cooccurrence",
      cooccurrences: 3,
    });
    expect(folding.find((r) => r.other.name.toLowerCase() === "molecular dynamics")!.evidence.length).toBeGreaterThan(
      0,
    );
    const ocean = byLabel("ocean acidification");
    if (ocean)
      expect(
        (await relationships(alice, ocean.id)).json<ConceptRelationship[]>().some((r) => r.basis === "cooccurrence"),
      ).toBe(false);
    // the graph draws what the panel lists
    const edgeBetween = (a: string, b: string) =>
      graph.edges.some((e) => [e.source, e.target].sort().join() === [byLabel(a).id, byLabel(b).id].sort().join());
    expect(edgeBetween("protein folding", "molecular dynamics")).toBe(true);
    expect(graph.edges.some((e) => e.type === "contradicts")).toBe(false);
  });

  it("is the owner's only (404), and checks the id (400)", async () => {
    expect((await relationships(bob, byLabel("batch normalization").id)).statusCode).toBe(404);
    expect((await relationships(alice, "not-an-id")).statusCode).toBe(400);
  });
});
