import { describe, expect, it } from "vitest";
import type { Graph, GraphNode } from "@contract/graph.ts";
import {
  adjacency,
  categoryCounts,
  centralConcepts,
  circleFits,
  circlePositions,
  neighbourhood,
  nodeRadius,
  openingCount,
  openingFrame,
  searchConcepts,
} from "./model.ts";

const node = (id: string, label: string, extra: Partial<GraphNode> = {}): GraphNode => ({
  id,
  label,
  category: "technical",
  size: 6,
  degree: 1,
  documentCount: 1,
  ...extra,
});

describe("searchConcepts", () => {
  const nodes = [
    node("1", "neural network", { degree: 3 }),
    node("2", "recurrent neural network", { degree: 9 }),
    node("3", "network", { degree: 1 }),
    node("4", "subnetwork", { degree: 20 }),
    node("5", "entropy"),
  ];

  it("ranks the whole name, then prefixes, then word starts, then anywhere", () => {
    expect(searchConcepts(nodes, "network").map((n) => n.id)).toEqual(["3", "2", "1", "4"]);
    expect(searchConcepts(nodes, "  NEURAL ").map((n) => n.id)).toEqual(["1", "2"]);
  });

  it("finds nothing for a blank query and respects the limit", () => {
    expect(searchConcepts(nodes, "   ")).toEqual([]);
    expect(searchConcepts(nodes, "n", 2)).toHaveLength(2);
  });
});

describe("neighbourhoods and counts", () => {
  const graph: Graph = {
    nodes: [
      node("a", "a"),
      node("b", "b", { category: "theoretical" }),
      node("c", "c", { category: "person" }),
      node("d", "d", { category: "Methodology" }),
    ],
    edges: [
      { id: "e1", source: "a", target: "b", type: "related", strength: 0.2 },
      { id: "e2", source: "b", target: "c", type: "supports", strength: 0.8 },
      { id: "e3", source: "c", target: "d", type: "contradicts", strength: 0.9 },
    ],
    truncated: false,
    totalNodes: 4,
    totalEdges: 3,
  };

  it("walks one or two steps out", () => {
    const n = adjacency(graph);
    expect([...neighbourhood(n, "a", 1)].sort()).toEqual(["a", "b"]);
    expect([...neighbourhood(n, "a", 2)].sort()).toEqual(["a", "b", "c"]);
    expect([...neighbourhood(n, "c", 1)].sort()).toEqual(["b", "c", "d"]);
  });

  it("counts concepts per colour group; unknown categories are other", () => {
    expect(categoryCounts(graph.nodes)).toEqual({ technical: 1, theoretical: 1, methodology: 1, other: 1 });
  });
});

describe("the circle layout", () => {
  it("draws a node's radius as a tenth of the node width of PRODUCT.md section 9 (at least 120, size x 20)", () => {
    expect(nodeRadius(1)).toBe(12);
    expect(nodeRadius(6)).toBe(12);
    expect(nodeRadius(15)).toBe(30);
  });

  it("is used while the nodes fit around a circle of radius 300", () => {
    expect(circleFits([])).toBe(false);
    expect(circleFits(Array.from({ length: 30 }, (_, i) => node(String(i), `n${i}`)))).toBe(true);
    expect(circleFits(Array.from({ length: 60 }, (_, i) => node(String(i), `n${i}`)))).toBe(false);
  });

  it("places every node at distance 300 from the centre, grouped by category", () => {
    const nodes = [
      node("t", "zeta"),
      node("p", "alpha", { category: "person" }),
      node("m", "beta", { category: "methodology" }),
      node("t2", "alpha"),
    ];
    const places = circlePositions(nodes);
    for (const p of places.values()) expect(Math.hypot(p.x, p.y)).toBeCloseTo(300);
    // Technical first, from the top, clockwise: alpha then zeta, then methodology, then the rest.
    expect(places.get("t2")).toEqual({ x: expect.closeTo(0), y: expect.closeTo(300) });
    expect(places.get("t")!.x).toBeCloseTo(300);
  });
});

describe("the opening view", () => {
  const ranked = (id: string, size: number, degree: number) => node(id, id, { size, degree });

  it("picks the most central concepts by size, then connections, then name", () => {
    const nodes = [ranked("c", 8, 2), ranked("a", 12, 1), ranked("b", 8, 5), ranked("d", 8, 5)];
    expect(centralConcepts(nodes, 3)).toEqual(["a", "b", "d"]);
    expect(openingCount(390)).toBeLessThan(openingCount(1280));
  });

  it("frames the central concepts that fit together, starting from the most central", () => {
    const places: Record<string, { x: number; y: number }> = {
      a: { x: 0, y: 0 },
      b: { x: 5000, y: 0 },
      c: { x: 300, y: 200 },
      d: { x: -400, y: -100 },
    };
    expect(openingFrame(["a", "b", "c", "d"], (id) => places[id]!, 1000, 600)).toEqual(["a", "c", "d"]);
  });

  it("prefers a group of several central concepts to the most central one alone", () => {
    const places: Record<string, { x: number; y: number }> = {
      a: { x: 0, y: 0 },
      b: { x: 5000, y: 0 },
      c: { x: 5200, y: 100 },
      d: { x: 4900, y: -200 },
    };
    expect(openingFrame(["a", "b", "c", "d"], (id) => places[id]!, 1000, 600)).toEqual(["b", "c", "d"]);
  });
});
