import { describe, expect, it, vi } from "vitest";
import { graphConstants, nodeWidth, edgeThickness } from "../../../contract/graph.ts";
import {
  centralConcepts,
  classWords,
  clusterAnalysis,
  conceptsOverTime,
  crossDomainConnections,
  summariseCommunities,
} from "./analytics.ts";
import { buildGraph, degrees, nodeSize } from "./build-graph.ts";
import { FingerprintCache } from "./cache.ts";
import { findCommunities } from "./communities.ts";
import type { KnowledgeSnapshot, SnapshotEdge, SnapshotNode } from "./snapshot.ts";
import { adjacency, linkedNearby, surpriseCandidates, surpriseReason } from "./surprising.ts";

const node = (id: string, category = "general", extra: Partial<SnapshotNode> = {}): SnapshotNode => ({
  id,
  name: id,
  category,
  salience: 0.5,
  documentCount: 1,
  firstSeen: null,
  ...extra,
});
const edge = (
  source: string,
  target: string,
  type: SnapshotEdge["type"] = "related",
  strength = 0.5,
): SnapshotEdge => ({ id: `${source}-${target}-${type}`, source, target, type, strength });

/** Two triangles joined by one edge: a-b-c and x-y-z, c-x. */
const twoTriangles: KnowledgeSnapshot = {
  nodes: [
    node("a", "technical"),
    node("b", "technical"),
    node("c", "technical"),
    node("x", "theoretical"),
    node("y", "theoretical"),
    node("z", "methodology"),
  ],
  edges: [
    edge("a", "b", "related", 0.9),
    edge("b", "c", "supports", 0.9),
    edge("a", "c"),
    edge("x", "y", "related", 0.9),
    edge("y", "z", "related", 0.9),
    edge("x", "z"),
    edge("c", "x", "contradicts", 0.3),
  ],
  documentCount: 2,
};

describe("graph constants", () => {
  it("follow PRODUCT.md section 9: width at least 120 (size x 20), thickness at least 1 (strength x 3)", () => {
    expect(nodeWidth(graphConstants.sizeMin)).toBe(120);
    expect(nodeWidth(1)).toBe(120);
    expect(nodeWidth(graphConstants.sizeMax)).toBe(300);
    expect(edgeThickness(0.1)).toBe(1);
    expect(edgeThickness(1)).toBe(3);
  });

  it("size grows with degree and salience, inside 6..15", () => {
    expect(nodeSize(0, 0, 0)).toBe(6);
    expect(nodeSize(10, 10, 1)).toBe(15);
    expect(nodeSize(5, 10, 0.5)).toBeGreaterThan(nodeSize(1, 10, 0.5));
    expect(nodeSize(5, 10, 0.9)).toBeGreaterThan(nodeSize(5, 10, 0.1));
  });
});

describe("buildGraph", () => {
  it("sends every node with its degree and every edge", () => {
    const graph = buildGraph(twoTriangles);
    expect(graph.nodes.map((n) => n.id)).toEqual(["a", "b", "c", "x", "y", "z"]);
    expect(graph.nodes.find((n) => n.id === "c")).toMatchObject({ degree: 3, label: "c", category: "technical" });
    expect(graph.edges).toHaveLength(7);
    expect(graph.truncated).toBe(false);
  });

  it("keeps the most important concepts when a scope is larger than the limit", () => {
    const many = 20;
    const snapshot: KnowledgeSnapshot = {
      nodes: Array.from({ length: many }, (_, i) => node(`n${i}`)),
      edges: Array.from({ length: many - 1 }, (_, i) => edge("n0", `n${i + 1}`)),
      documentCount: 1,
    };
    const original = graphConstants.maxNodes;
    (graphConstants as { maxNodes: number }).maxNodes = 5;
    try {
      const graph = buildGraph(snapshot);
      expect(graph).toMatchObject({ truncated: true, totalNodes: 20, totalEdges: 19 });
      expect(graph.nodes).toHaveLength(5);
      expect(graph.nodes.map((n) => n.id)).toContain("n0");
      const kept = new Set(graph.nodes.map((n) => n.id));
      for (const e of graph.edges) expect(kept.has(e.source) && kept.has(e.target)).toBe(true);
    } finally {
      (graphConstants as { maxNodes: number }).maxNodes = original;
    }
  });
});

describe("analytics parts", () => {
  const degree = degrees(twoTriangles);

  it("ranks central concepts by connections", () => {
    const central = centralConcepts(twoTriangles, degree, new Map());
    expect(
      central
        .slice(0, 2)
        .map((c) => c.id)
        .sort(),
    ).toEqual(["c", "x"]);
    expect(central[0]!.connections).toBe(3);
  });

  it("finds cross-domain links between communities, and says which", async () => {
    const communities = await findCommunities(twoTriangles);
    const { names } = summariseCommunities(twoTriangles, communities, degree);
    const links = crossDomainConnections(twoTriangles, communities, names);
    expect(links).toEqual([
      expect.objectContaining({
        concept1: expect.objectContaining({ id: "c" }),
        concept2: expect.objectContaining({ id: "x" }),
        relationshipType: "contradicts",
        between: ["c", "x"],
      }),
    ]);
  });

  it("lets no plain word that several documents use bridge two communities", async () => {
    const homonym: KnowledgeSnapshot = {
      ...twoTriangles,
      nodes: twoTriangles.nodes.map((n) =>
        n.id === "c" ? { ...n, name: "fluctuations", category: "general", documentCount: 2 } : n,
      ),
    };
    const communities = await findCommunities(homonym);
    const { names } = summariseCommunities(homonym, communities, degrees(homonym));
    expect(crossDomainConnections(homonym, communities, names)).toEqual([]);
  });

  it("leaves generic class words out of the central concepts, however connected", () => {
    const names = ["model", "language model", "hidden Markov model", "parser", "corpus"];
    const snapshot: KnowledgeSnapshot = {
      nodes: names.map((name) => node(name, "technical")),
      edges: [
        edge("model", "parser"),
        edge("model", "corpus"),
        edge("model", "language model"),
        edge("model", "hidden Markov model"),
        edge("parser", "corpus"),
      ],
      documentCount: 1,
    };
    expect(classWords(snapshot.nodes)).toEqual(new Set(["model"]));
    const central = centralConcepts(snapshot, degrees(snapshot), new Map()).map((c) => c.id);
    expect(central).not.toContain("model");
    expect(central.slice(0, 2).sort()).toEqual(["corpus", "parser"]);
  });

  it("leaves a plain word several documents use out of the hubs, and breaks ties by what verbs state", () => {
    const stated = (source: string, target: string, label: string): SnapshotEdge => ({
      ...edge(source, target),
      explicit: true,
      label,
      labelFrom: source,
    });
    const snapshot: KnowledgeSnapshot = {
      nodes: [
        node("countries", "general", { documentCount: 2 }),
        ...["growth", "temperature", "rainfall", "output", "harvest"].map((name) => node(name, "technical")),
      ],
      edges: [
        stated("growth", "countries", "in"),
        stated("output", "countries", "in"),
        stated("harvest", "countries", "in"),
        stated("rainfall", "countries", "in"),
        stated("temperature", "growth", "reduces"),
        stated("temperature", "output", "lowers"),
        stated("rainfall", "harvest", "and"),
      ],
      documentCount: 2,
    };
    const central = centralConcepts(snapshot, degrees(snapshot), new Map()).map((c) => c.id);
    expect(central).not.toContain("countries");
    // temperature, growth, output, harvest and rainfall all have two connections: temperature's are both verbs
    expect(central[0]).toBe("temperature");
  });

  it("leaves everyday words of many senses out of the hubs, not specific single words or names", () => {
    const snapshot: KnowledgeSnapshot = {
      nodes: [
        node("proportions", "technical"),
        node("program", "general"),
        node("electrode", "technical"),
        node("China", "place"),
        ...["a", "b", "c", "d"].map((name) => node(`term ${name}`, "technical")),
      ],
      edges: ["a", "b", "c", "d"].flatMap((x) => [
        edge("proportions", `term ${x}`),
        edge("program", `term ${x}`),
        edge("electrode", `term ${x}`),
        edge("China", `term ${x}`),
      ]),
      documentCount: 1,
    };
    const central = centralConcepts(snapshot, degrees(snapshot), new Map()).map((c) => c.id);
    expect(central).not.toContain("proportions");
    expect(central).not.toContain("program");
    expect(central.slice(0, 2).sort()).toEqual(["China", "electrode"]);
  });

  it("summarises categories with the mean connections to one decimal", () => {
    expect(clusterAnalysis(twoTriangles, degree)).toEqual([
      { category: "technical", conceptCount: 3, avgConnections: 2.3 },
      { category: "theoretical", conceptCount: 2, avgConnections: 2.5 },
      { category: "methodology", conceptCount: 1, avgConnections: 2 },
    ]);
  });

  it("counts concepts per hour with a running total", () => {
    const at = (iso: string) => new Date(iso);
    const snapshot = {
      ...twoTriangles,
      nodes: [
        node("a", "x", { firstSeen: at("2026-01-01T10:05:00Z") }),
        node("b", "x", { firstSeen: at("2026-01-01T10:55:00Z") }),
        node("c", "x", { firstSeen: at("2026-01-02T08:00:00Z") }),
      ],
    };
    expect(conceptsOverTime(snapshot)).toEqual([
      { hour: "2026-01-01T10:00:00.000Z", added: 2, total: 2 },
      { hour: "2026-01-02T08:00:00.000Z", added: 1, total: 3 },
    ]);
  });

  it("finds the two triangles as communities in a worker thread, and names them", async () => {
    const communities = await findCommunities(twoTriangles);
    const of = (id: string) => communities.of[twoTriangles.nodes.findIndex((n) => n.id === id)];
    expect(of("a")).toBe(of("b"));
    expect(of("a")).toBe(of("c"));
    expect(of("x")).toBe(of("z"));
    expect(of("a")).not.toBe(of("x"));
    expect(communities.modularity).toBeGreaterThan(0.2);
    const { list, names } = summariseCommunities(twoTriangles, communities, degree);
    expect(list.map((c) => c.size)).toEqual([3, 3]);
    expect(names.get(of("a")!)).toBe("c");
  });

  it("recovers planted groups, with the modularity of the partition it answers, the same on every run", async () => {
    // Eight groups of 12 densely tied concepts, each group linked to the next by two weak ties, and one loner.
    const nodes = Array.from({ length: 97 }, (_, i) => node(`n${i}`));
    const edges: SnapshotEdge[] = [];
    for (let g = 0; g < 8; g++) {
      for (let i = 0; i < 12; i++)
        for (let j = i + 1; j < 12; j++)
          if ((i + j) % 3 !== 0) edges.push(edge(`n${g * 12 + i}`, `n${g * 12 + j}`, "related", 0.8));
      const next = ((g + 1) % 8) * 12;
      edges.push(
        edge(`n${g * 12}`, `n${next + 5}`, "related", 0.1),
        edge(`n${g * 12 + 7}`, `n${next + 2}`, "related", 0.1),
      );
    }
    // A second relationship between one pair adds to its tie.
    edges.push(edge("n1", "n2", "supports", 0.9));
    const snapshot = { nodes, edges, documentCount: 1 };
    const found = await findCommunities(snapshot);
    const groups = Array.from(
      { length: 8 },
      (_, g) => new Set(Array.from({ length: 12 }, (_, i) => found.of[g * 12 + i])),
    );
    for (const group of groups) expect(group.size).toBe(1);
    expect(new Set(groups.map((g) => [...g][0])).size).toBe(8);
    expect(found.count).toBe(9); // the loner is a community of its own
    // Newman's modularity of that partition, computed here from the definition (weights 0.1 + strength, parallel
    // relationships merged).
    const weight = new Map<string, number>();
    for (const e of edges) {
      const key = [e.source, e.target].sort().join("|");
      weight.set(key, (weight.get(key) ?? 0) + 0.1 + e.strength);
    }
    const index = new Map(nodes.map((n, i) => [n.id, i]));
    const k = new Float64Array(nodes.length);
    let m = 0;
    let inside = 0;
    for (const [key, w] of weight) {
      const [a, b] = key.split("|").map((id) => index.get(id)!) as [number, number];
      k[a]! += w;
      k[b]! += w;
      m += w;
      if (found.of[a] === found.of[b]) inside += w;
    }
    const tot = new Map<number, number>();
    k.forEach((d, i) => tot.set(found.of[i]!, (tot.get(found.of[i]!) ?? 0) + d));
    const expected = inside / m - [...tot.values()].reduce((sum, t) => sum + (t / (2 * m)) ** 2, 0);
    expect(found.modularity).toBeCloseTo(expected, 10);
    expect(found.modularity).toBeGreaterThan(0.8);
    expect([...(await findCommunities(snapshot)).of]).toEqual([...found.of]);
  });

  it("finds no communities in a graph without edges", async () => {
    const communities = await findCommunities({ nodes: [node("a"), node("b")], edges: [], documentCount: 1 });
    expect(communities.count).toBe(0);
  });
});

describe("surprising connections", () => {
  const a = node("entropy", "theoretical");
  const b = node("gradient descent", "methodology");
  const evidence = {
    documentId: "d1",
    documentTitle: "Lecture 3",
    charStart: 0,
    charEnd: 40,
    text: "Entropy inspired gradient descent.",
  };

  it("says why in one sentence, quoting the sentence that states the connection", () => {
    expect(surpriseReason({ a, b, communityNames: ["thermodynamics", "neural network"], evidence })).toBe(
      "“entropy” and “gradient descent” sit in different clusters of your graph (around “thermodynamics” and around “neural network”), and nothing else links them within three steps; “Lecture 3” connects them: “Entropy inspired gradient descent.”",
    );
    // a cluster named after the concept itself is not named again
    expect(surpriseReason({ a, b, communityNames: ["entropy", "neural network"], evidence })).not.toContain("around");
  });

  it("takes only what a sentence states between specific concepts: no note's link, no everyday word", () => {
    const stated = (source: string, target: string, label: string | null): SnapshotEdge => ({
      ...edge(source, target),
      explicit: true,
      label,
      labelFrom: source,
    });
    const snapshot: KnowledgeSnapshot = {
      nodes: ["entropy", "gradient descent", "Reading list", "forest", "program", "spaced repetition"].map((n) =>
        node(n, "technical"),
      ),
      edges: [
        stated("entropy", "gradient descent", "inspired"),
        stated("Reading list", "forest", null),
        stated("program", "spaced repetition", "uses"),
      ],
      documentCount: 1,
    };
    const communities = { of: Int32Array.from([0, 1, 2, 3, 4, 5]), modularity: 0.5, count: 6 };
    const names = new Map([0, 1, 2, 3, 4, 5].map((c) => [c, `cluster ${c}`]));
    expect(surpriseCandidates(snapshot, communities, names).map((e) => e.source)).toEqual(["entropy"]);
  });

  it("finds paths of two and three steps around an edge, and none where the edge is the only link", () => {
    // a-b is the edge; a-x-b (two steps), c-y-z-d (three steps), e-f alone
    const ids = ["a", "b", "x", "c", "d", "y", "z", "e", "f"];
    const pairs: Array<[string, string]> = [
      ["a", "b"],
      ["a", "x"],
      ["x", "b"],
      ["c", "d"],
      ["c", "y"],
      ["y", "z"],
      ["z", "d"],
      ["e", "f"],
    ];
    const ends = Int32Array.from(pairs.flat().map((id) => ids.indexOf(id)));
    const graph = adjacency(ids.length, ends);
    const mark = new Int32Array(ids.length).fill(-1);
    const at = (id: string) => ids.indexOf(id);
    expect(linkedNearby(at("a"), at("b"), graph, mark, 0)).toBe(true);
    expect(linkedNearby(at("c"), at("d"), graph, mark, 1)).toBe(true);
    expect(linkedNearby(at("e"), at("f"), graph, mark, 2)).toBe(false);
  });
});

describe("FingerprintCache", () => {
  it("serves a value while the fingerprint holds and recomputes when it changes", async () => {
    const cache = new FingerprintCache<number>(10);
    const compute = vi.fn(async () => compute.mock.calls.length);
    expect(await cache.get("u|*", "f1", compute)).toBe(1);
    expect(await cache.get("u|*", "f1", compute)).toBe(1);
    expect(await cache.get("u|*", "f2", compute)).toBe(2);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it("shares one computation between concurrent requests and never keeps a failure", async () => {
    const cache = new FingerprintCache<string>(10);
    let calls = 0;
    const slow = () => new Promise<string>((r) => setTimeout(() => r(`v${++calls}`), 10));
    expect(await Promise.all([cache.get("k", "f", slow), cache.get("k", "f", slow)])).toEqual(["v1", "v1"]);
    await expect(cache.get("bad", "f", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get("bad", "f", async () => "ok")).toBe("ok");
  });

  it("evicts the least recently used by count and by weight, and forgets a user", async () => {
    const cache = new FingerprintCache<string>(2, (v) => v.length, 10);
    await cache.get("a|*", "f", async () => "aaaa");
    await cache.get("b|*", "f", async () => "bbbb");
    await cache.get("a|*", "f", async () => "never");
    await cache.get("c|*", "f", async () => "cc");
    expect(cache.size).toBe(2);
    expect(await cache.get("a|*", "f", async () => "recomputed")).toBe("aaaa");
    await cache.get("d|*", "f", async () => "dddddddd");
    await new Promise((r) => setTimeout(r, 0));
    expect(cache.size).toBe(1);
    cache.forgetUser("d");
    expect(cache.size).toBe(0);
  });
});
