import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsSchema, graphSchema, type Analytics, type Graph } from "../../../contract/graph.ts";
import { createNote, createProcessedNote, waitUntilProcessed } from "../../testing/documents.ts";
import { asUser, createTestApp, signUpUser, type TestApp, type TestUser } from "../../testing/harness.ts";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let projectId: string;

const MEMORY = `Spaced repetition is a learning technique that reviews material at increasing intervals.
Spaced repetition improves long-term memory. The forgetting curve describes how memory decays over time.
Active recall supports long-term memory. Behaviorism contradicts cognitive psychology.`;

const PHYSICS = `Thermodynamics describes heat and energy. Entropy measures disorder in a thermodynamic system.
Heat flow increases entropy, and the second law of thermodynamics forbids a decrease of entropy in an isolated system.
Entropy inspired spaced repetition. Spaced repetition borrows the measure of entropy.`;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = [await signUpUser(t.app), await signUpUser(t.app)];
  const project = await asUser(t.app, alice, { method: "POST", url: "/api/projects", payload: { name: "Learning" } });
  projectId = project.json<{ id: string }>().id;
});
afterAll(() => t?.close());

const graphOf = async (user: TestUser, query = "") => {
  const response = await asUser(t.app, user, { method: "GET", url: `/api/graph${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return graphSchema.parse(response.json()) as Graph;
};
const analyticsOf = async (user: TestUser, query = "") => {
  const response = await asUser(t.app, user, { method: "GET", url: `/api/analytics${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return analyticsSchema.parse(response.json()) as Analytics;
};
const labels = (graph: Graph) => graph.nodes.map((n) => n.label.toLowerCase());

describe("graph and analytics: access", () => {
  it("answer 401 when signed out", async () => {
    for (const url of ["/api/graph", "/api/analytics", `/api/graph?projectId=${crypto.randomUUID()}`]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
    }
  });

  it("are empty for a user without documents", async () => {
    expect(await graphOf(bob)).toEqual({ nodes: [], edges: [], truncated: false, totalNodes: 0, totalEdges: 0 });
    const analytics = await analyticsOf(bob);
    expect(analytics).toMatchObject({
      centralConcepts: [],
      crossDomainConnections: [],
      surprisingConnections: [],
      clusterAnalysis: [],
      communities: [],
      conceptsOverTime: [],
      totals: { concepts: 0, relationships: 0, documents: 0 },
    });
  });

  it("refuse a malformed project id (400) and another user's project (404)", async () => {
    for (const path of ["/api/graph", "/api/analytics"]) {
      expect((await asUser(t.app, alice, { method: "GET", url: `${path}?projectId=nope` })).statusCode).toBe(400);
      expect((await asUser(t.app, bob, { method: "GET", url: `${path}?projectId=${projectId}` })).statusCode).toBe(404);
      expect(
        (await asUser(t.app, alice, { method: "GET", url: `${path}?projectId=${crypto.randomUUID()}` })).statusCode,
      ).toBe(404);
    }
  });
});

describe("graph and analytics: real extracted knowledge", () => {
  let memoryId: string;
  let physicsId: string;

  beforeAll(async () => {
    memoryId = (await createNote(t.app, alice, "Memory notes", MEMORY, projectId)).id;
    physicsId = (await createNote(t.app, alice, "Physics notes", PHYSICS)).id;
    for (const id of [memoryId, physicsId]) expect((await waitUntilProcessed(t.app, alice, id)).status).toBe("ready");
  });

  it("sends nodes and edges with the fields of PRODUCT.md section 3, sizes from degree and salience", async () => {
    const graph = await graphOf(alice);
    expect(labels(graph)).toEqual(
      expect.arrayContaining([
        "spaced repetition",
        "long-term memory",
        "entropy",
        "behaviorism",
        "cognitive psychology",
      ]),
    );
    const ids = new Set(graph.nodes.map((n) => n.id));
    const degree = new Map<string, number>();
    for (const edge of graph.edges) {
      expect(ids.has(edge.source) && ids.has(edge.target)).toBe(true);
      expect(edge.strength).toBeGreaterThanOrEqual(0);
      expect(edge.strength).toBeLessThanOrEqual(1);
      for (const end of [edge.source, edge.target]) degree.set(end, (degree.get(end) ?? 0) + 1);
    }
    for (const node of graph.nodes) {
      expect(node.size).toBeGreaterThanOrEqual(6);
      expect(node.size).toBeLessThanOrEqual(15);
      expect(node.degree).toBe(degree.get(node.id) ?? 0);
      expect(node.documentCount).toBe(node.label === "spaced repetition" ? 2 : 1);
    }
    const byLabel = new Map(graph.nodes.map((n) => [n.label.toLowerCase(), n]));
    const edgeBetween = (a: string, b: string) =>
      graph.edges.find(
        (e) => [e.source, e.target].sort().join() === [byLabel.get(a)!.id, byLabel.get(b)!.id].sort().join(),
      );
    expect(edgeBetween("spaced repetition", "long-term memory")?.type).toBe("supports");
    // a sentence setting two ideas against each other relates them; red contradicts edges are for disagreeing statements
    expect(edgeBetween("behaviorism", "cognitive psychology")?.type).toBe("related");
    expect(graph.edges.some((e) => e.type === "contradicts")).toBe(false);
    // The most connected concept is drawn larger than a loosely connected one.
    const hub = [...graph.nodes].sort((a, b) => b.degree - a.degree)[0]!;
    expect(hub.size).toBeGreaterThan(Math.min(...graph.nodes.map((n) => n.size)));
    expect(graph).toMatchObject({ truncated: false, totalNodes: graph.nodes.length, totalEdges: graph.edges.length });
  });

  it("narrows the graph to the selected project's documents", async () => {
    const all = await graphOf(alice);
    const project = await graphOf(alice, `?projectId=${projectId}`);
    expect(labels(project)).toContain("spaced repetition");
    expect(labels(project)).not.toContain("entropy");
    expect(project.nodes.length).toBeLessThan(all.nodes.length);
    const inProject = new Set(project.nodes.map((n) => n.id));
    for (const edge of project.edges) expect(inProject.has(edge.source) && inProject.has(edge.target)).toBe(true);
    const analytics = await analyticsOf(alice, `?projectId=${projectId}`);
    expect(analytics.totals).toEqual({
      concepts: project.nodes.length,
      relationships: project.edges.length,
      documents: 1,
    });
  });

  it("computes the four cards, communities and charts", async () => {
    const graph = await graphOf(alice);
    const analytics = await analyticsOf(alice);
    expect(analytics.totals).toEqual({ concepts: graph.nodes.length, relationships: graph.edges.length, documents: 2 });
    const connections = analytics.centralConcepts.map((c) => c.connections);
    expect(connections.length).toBeGreaterThan(0);
    expect([...connections].sort((a, b) => b - a)).toEqual(connections);
    expect(connections[0]).toBe(Math.max(...graph.nodes.map((n) => n.degree)));
    // a connection across domains joins two communities and names them
    for (const link of analytics.crossDomainConnections) expect(link.between[0]).not.toBe(link.between[1]);
    expect(analytics.clusterAnalysis.reduce((n, c) => n + c.conceptCount, 0)).toBe(graph.nodes.length);
    for (const cluster of analytics.clusterAnalysis)
      expect(Math.round(cluster.avgConnections * 10) / 10).toBe(cluster.avgConnections);
    // the one sentence that joins the two notes' clusters is surprising, and the reason quotes it
    expect(analytics.surprisingConnections.map((s) => [s.concept1.name, s.concept2.name])).toEqual([
      ["entropy", "spaced repetition"],
    ]);
    const [surprise] = analytics.surprisingConnections;
    expect(surprise!.evidence).toMatchObject({
      documentTitle: "Physics notes",
      text: "Entropy inspired spaced repetition.",
    });
    expect(surprise!.reason).toContain("“Physics notes” connects them: “Entropy inspired spaced repetition.”");
    // Two unrelated notes make at least two communities; each is named after its members.
    expect(analytics.communities.length).toBeGreaterThanOrEqual(2);
    for (const c of analytics.communities) expect(c.label).toContain(c.topConcepts[0]!.name);
    expect(analytics.conceptsOverTime.at(-1)?.total).toBe(graph.nodes.length);
  });

  it("never shows one user's knowledge to another", async () => {
    const aliceIds = new Set((await graphOf(alice)).nodes.map((n) => n.id));
    const bobGraph = await graphOf(bob);
    expect(bobGraph.nodes.filter((n) => aliceIds.has(n.id))).toEqual([]);
    const bobAnalytics = await analyticsOf(bob);
    expect(JSON.stringify(bobAnalytics)).not.toMatch(/spaced repetition|entropy/i);
  });

  it("serves the cached answer until the knowledge changes: a new document or a deletion", async () => {
    const first = await analyticsOf(alice);
    expect((await analyticsOf(alice)).computedAt).toBe(first.computedAt);
    const before = await graphOf(alice);

    await createProcessedNote(
      t.app,
      alice,
      "Biology notes",
      "Mitochondria produce energy for the cell. Photosynthesis captures light energy in plants.",
    );
    const grown = await graphOf(alice);
    expect(labels(grown)).toContain("mitochondria");
    const after = await analyticsOf(alice);
    expect(after.computedAt).not.toBe(first.computedAt);
    expect(after.totals.documents).toBe(3);

    expect((await asUser(t.app, alice, { method: "DELETE", url: `/api/documents/${physicsId}` })).statusCode).toBe(200);
    const shrunk = await graphOf(alice);
    expect(labels(shrunk)).not.toContain("entropy");
    expect(labels(shrunk)).toContain("mitochondria");
    expect((await analyticsOf(alice)).totals.documents).toBe(2);
    expect(shrunk.nodes.length).toBeLessThan(grown.nodes.length);
    expect(before.nodes.length).toBeGreaterThan(0);
  });
});
