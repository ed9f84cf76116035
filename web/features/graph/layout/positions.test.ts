import { describe, expect, it } from "vitest";
import type { Graph } from "@contract/graph.ts";
import { graphSignature, normalise, propagateLabels, seedPositions, setApart, spacingFor } from "./positions.ts";

function twoCliques(): Graph {
  const nodes = Array.from({ length: 10 }, (_, i) => ({
    id: `n${i}`,
    label: `n${i}`,
    category: "general",
    size: 6,
    degree: 4,
    documentCount: 1,
  }));
  const edges = [];
  for (const base of [0, 5])
    for (let a = base; a < base + 5; a++)
      for (let b = a + 1; b < base + 5; b++)
        edges.push({ id: `${a}-${b}`, source: `n${a}`, target: `n${b}`, type: "related" as const, strength: 0.5 });
  edges.push({ id: "bridge", source: "n0", target: "n5", type: "related" as const, strength: 0.1 });
  return { nodes, edges, truncated: false, totalNodes: 10, totalEdges: edges.length };
}

describe("layout seeds", () => {
  it("finds two cliques by label propagation", () => {
    const g = twoCliques();
    const index = new Map(g.nodes.map((n, i) => [n.id, i]));
    const labels = propagateLabels(
      10,
      g.edges.map((e) => index.get(e.source)!),
      g.edges.map((e) => index.get(e.target)!),
      g.edges.map((e) => 0.1 + e.strength),
    );
    expect(new Set(labels.slice(0, 5)).size).toBe(1);
    expect(new Set(labels.slice(5)).size).toBe(1);
    expect(labels[0]).not.toBe(labels[5]);
  });

  it("places a cluster's members closer to each other than to the other cluster, the same way every time", () => {
    const g = twoCliques();
    const seeds = seedPositions(g);
    expect(seedPositions(g)).toEqual(seeds);
    const at = (i: number) => ({ x: seeds[2 * i]!, y: seeds[2 * i + 1]! });
    const distance = (a: number, b: number) => Math.hypot(at(a).x - at(b).x, at(a).y - at(b).y);
    expect(distance(1, 2)).toBeLessThan(distance(1, 7));
  });

  it("scales a layout to the room each concept gets, centred on 0,0", () => {
    expect(spacingFor(100)).toBe(120);
    expect(spacingFor(10_000)).toBe(80);
    const out = normalise(new Float32Array([10, 10, 12, 10, 10, 12, 12, 12]));
    expect(out[0]! + out[2]! + out[4]! + out[6]!).toBeCloseTo(0);
    const rms = Math.sqrt([0, 1, 2, 3].reduce((s, i) => s + out[2 * i]! ** 2 + out[2 * i + 1]! ** 2, 0) / 4);
    expect(rms).toBeCloseTo((120 * Math.sqrt(4 / Math.PI)) / Math.SQRT2, 3);
  });

  it("identifies a graph by its concepts and relationships", () => {
    const g = twoCliques();
    expect(graphSignature(g)).toBe(graphSignature(twoCliques()));
    expect(graphSignature({ ...g, edges: g.edges.slice(1) })).not.toBe(graphSignature(g));
  });
});

describe("concepts with no relationship", () => {
  it("are set apart in rows under the connected graph, not among it", () => {
    const g = twoCliques();
    g.nodes.push(
      ...["x", "y", "z"].map((id) => ({ id, label: id, category: "general", size: 6, degree: 0, documentCount: 1 })),
    );
    const positions = setApart(g, normalise(seedPositions(g)));
    const ys = (ids: string[]) => ids.map((id) => positions[2 * g.nodes.findIndex((n) => n.id === id) + 1]!);
    const lowestConnected = Math.min(...ys(g.nodes.filter((n) => n.degree > 0).map((n) => n.id)));
    for (const y of ys(["x", "y", "z"])) expect(y).toBeLessThan(lowestConnected);
    // nothing to set apart when no concept, or every concept, has a relationship
    const none = normalise(seedPositions(twoCliques()));
    expect(setApart(twoCliques(), none)).toBe(none);
  });
});
