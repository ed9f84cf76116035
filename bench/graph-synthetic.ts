// A synthetic knowledge graph shaped like real ones: clusters of related concepts (80 % of the edges inside a
// cluster), mostly co-occurrence with some stated support and a few contradictions, the categories of PRODUCT.md section 3 and
// readable two-word names. Seeded, so every run measures the same graph. Used by bench/graph.bench.ts (written into
// the database) and bench/graph-render.bench.ts (served to the browser).
import type { Graph, RelationshipType } from "../contract/graph.ts";
import { buildGraph } from "../server/domain/graph/build-graph.ts";
import { seededRandom } from "../server/domain/graph/seeded-random.mjs";

const first = [
  "adaptive",
  "bayesian",
  "cognitive",
  "quantum",
  "neural",
  "spectral",
  "stochastic",
  "linear",
  "causal",
  "semantic",
  "thermal",
  "genetic",
  "social",
  "formal",
  "latent",
  "robust",
  "sparse",
  "dynamic",
  "modular",
  "relational",
];
const second = [
  "entropy",
  "network",
  "memory",
  "inference",
  "gradient",
  "theory",
  "model",
  "sampling",
  "attention",
  "equilibrium",
  "selection",
  "grammar",
  "recall",
  "encoding",
  "kernel",
  "topology",
  "protocol",
  "regression",
  "field",
  "signal",
];
const categories = [
  "technical",
  "technical",
  "technical",
  "theoretical",
  "theoretical",
  "methodology",
  "methodology",
  "general",
  "general",
  "general",
];

export interface SyntheticGraph {
  nodes: Array<{ id: string; name: string; category: string; salience: number; cluster: number }>;
  edges: Array<{ id: string; source: string; target: string; type: RelationshipType; strength: number }>;
}

/** A uuid-shaped id from a number (valid for uuid columns); `run` (8 hex digits) keeps runs on one database apart. */
export const syntheticId = (kind: number, i: number, run = "00000000") =>
  `${run}-0000-4000-8${kind.toString(16).padStart(3, "0")}-${i.toString(16).padStart(12, "0")}`;

export function syntheticGraph(
  nodeCount: number,
  edgeCount: number,
  options: { seed?: number; run?: string } = {},
): SyntheticGraph {
  const { seed = 7, run } = options;
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const clusterSize = Math.max(8, Math.round(nodeCount / 25));
  const nodes = Array.from({ length: nodeCount }, (_, i) => ({
    id: syntheticId(1, i, run),
    name: `${first[i % first.length]} ${second[Math.floor(i / first.length) % second.length]}${i >= first.length * second.length ? ` ${Math.floor(i / (first.length * second.length)) + 1}` : ""}`,
    category: pick(categories),
    salience: Math.round(random() ** 2 * 100) / 100,
    cluster: Math.floor(i / clusterSize),
  }));
  const seen = new Set<string>();
  const edges: SyntheticGraph["edges"] = [];
  while (edges.length < edgeCount) {
    const a = Math.floor(random() * nodeCount);
    const cluster = nodes[a]!.cluster;
    const b =
      random() < 0.8
        ? Math.min(nodeCount - 1, cluster * clusterSize + Math.floor(random() * clusterSize))
        : Math.floor(random() * nodeCount);
    if (a === b) continue;
    const key = a < b ? `${a}|${b}` : `${b}|${a}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const roll = random();
    const type: RelationshipType = roll < 0.8 ? "related" : roll < 0.95 ? "supports" : "contradicts";
    const strength =
      type === "related" ? 0.1 + random() * 0.3 : type === "supports" ? 0.8 + random() * 0.05 : 0.7 + random() * 0.2;
    edges.push({
      id: syntheticId(2, edges.length, run),
      source: nodes[a]!.id,
      target: nodes[b]!.id,
      type,
      strength: Math.round(strength * 1000) / 1000,
    });
  }
  return { nodes, edges };
}

/** The same graph as `GET /api/graph` sends it, built by the server's own code. */
export function syntheticGraphResponse(nodeCount: number, edgeCount: number): Graph {
  const { nodes, edges } = syntheticGraph(nodeCount, edgeCount);
  return buildGraph({
    nodes: nodes.map((n) => ({ ...n, documentCount: 1, firstSeen: null })),
    edges,
    documentCount: 1,
  });
}
