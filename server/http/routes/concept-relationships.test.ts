import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Analytics, Graph } from "../../../contract/graph.ts";
import type { Stats } from "../../../contract/documents.ts";
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
  "Protein folding was measured while molecular dynamics were simulated in the first experiment.",
  "Protein folding was measured again while molecular dynamics were simulated in the second experiment.",
  "Protein folding changed while molecular dynamics shaped the third experiment as well.",
  "Ocean acidification was mentioned once next to coral reefs in a footnote-like remark.",
  ...filler,
].join("\n\n");

const EVOLUTION = [
  "A genetic algorithm is an optimization method inspired by natural selection.",
  "Natural selection shapes populations over many generations.",
  "An optimization method searches for the best solution.",
].join(" ");

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpUser(t.app);
  bob = await signUpUser(t.app);
  const doc = await createNote(t.app, alice, "Mixed notes", NOTE);
  await waitUntilProcessed(t.app, alice, doc.id);
  const evolution = await createNote(t.app, alice, "Evolution notes", EVOLUTION);
  await waitUntilProcessed(t.app, alice, evolution.id);
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
      label: "improves",
      labelFrom: "this",
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

  it("labels a stated relationship with the text's words, read from whichever end the sentence makes its subject", async () => {
    const fromSelection = (await relationships(alice, byLabel("natural selection").id)).json<ConceptRelationship[]>();
    expect(fromSelection.find((r) => r.other.name.toLowerCase() === "genetic algorithm")).toMatchObject({
      type: "related",
      basis: "stated",
      label: "inspired by",
      labelFrom: "other",
      evidence: [expect.objectContaining({ text: expect.stringContaining("inspired by natural selection") })],
    });
    const fromAlgorithm = (await relationships(alice, byLabel("genetic algorithm").id)).json<ConceptRelationship[]>();
    expect(fromAlgorithm.find((r) => r.other.name.toLowerCase() === "optimization method")).toMatchObject({
      label: "is a kind of",
      labelFrom: "this",
    });
    // the graph's edge carries the same words, read from the same concept
    const edge = graph.edges.find(
      (e) =>
        [e.source, e.target].sort().join() ===
        [byLabel("genetic algorithm").id, byLabel("natural selection").id].sort().join(),
    );
    expect(edge).toMatchObject({ label: "inspired by", labelFrom: byLabel("genetic algorithm").id });
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

  it("counts the same relationships on Home, the graph and analytics: the ones the graph shows", async () => {
    const stats = (await asUser(t.app, alice, { method: "GET", url: "/api/stats" })).json<Stats>();
    const analytics = (await asUser(t.app, alice, { method: "GET", url: "/api/analytics" })).json<Analytics>();
    const stored = await t.ctx.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM relationships WHERE user_id = $1",
      [alice.id],
    );
    // co-occurrence that is not significant is stored but neither drawn nor counted
    expect(stored[0]!.n).toBeGreaterThan(graph.totalEdges);
    expect(stats.relationshipCount).toBe(graph.totalEdges);
    expect(analytics.totals.relationships).toBe(graph.totalEdges);
    expect(stats.conceptCount).toBe(graph.totalNodes);
    expect(analytics.totals.concepts).toBe(graph.totalNodes);
  });

  it("is the owner's only (404), and checks the id (400)", async () => {
    expect((await relationships(bob, byLabel("batch normalization").id)).statusCode).toBe(404);
    expect((await relationships(alice, "not-an-id")).statusCode).toBe(400);
  });
});
