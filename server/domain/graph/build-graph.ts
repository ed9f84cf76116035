import { graphConstants, type Graph, type GraphEdge, type GraphNode } from "../../../contract/graph.ts";
import type { KnowledgeSnapshot } from "./snapshot.ts";

const collator = new Intl.Collator("en", { sensitivity: "base" });

/** Relationships per concept id. */
export function degrees(snapshot: KnowledgeSnapshot): Map<string, number> {
  const degree = new Map<string, number>();
  for (const edge of snapshot.edges) {
    degree.set(edge.source, (degree.get(edge.source) ?? 0) + 1);
    degree.set(edge.target, (degree.get(edge.target) ?? 0) + 1);
  }
  return degree;
}

/**
 * A node's `size` (contract/graph.ts `graphConstants`): how connected it is (log-scaled, so one hub does not flatten
 * everyone else) and how central its best document makes it. Rounded to 2 decimals to keep the payload small.
 */
export function nodeSize(degree: number, maxDegree: number, salience: number): number {
  const connected = maxDegree > 0 ? Math.log1p(degree) / Math.log1p(maxDegree) : 0;
  const importance = 0.6 * connected + 0.4 * Math.min(1, Math.max(0, salience));
  const size = graphConstants.sizeMin + (graphConstants.sizeMax - graphConstants.sizeMin) * importance;
  return Math.round(size * 100) / 100;
}

/**
 * The graph of PRODUCT.md section 3: nodes (id, label, category, size) and edges (id, source, target, type, strength). `limits`
 * (the default) keeps it within what a browser draws; exports take everything.
 */
export function buildGraph(snapshot: KnowledgeSnapshot, { limits = true }: { limits?: boolean } = {}): Graph {
  const degree = degrees(snapshot);
  let maxDegree = 0;
  for (const d of degree.values()) maxDegree = Math.max(maxDegree, d);
  let nodes: GraphNode[] = snapshot.nodes.map((n) => {
    const d = degree.get(n.id) ?? 0;
    return {
      id: n.id,
      label: n.name,
      category: n.category,
      size: nodeSize(d, maxDegree, n.salience),
      degree: d,
      documentCount: n.documentCount,
    };
  });
  let edges: GraphEdge[] = snapshot.edges.map((e) => ({
    id: e.id,
    source: e.source,
    target: e.target,
    type: e.type,
    strength: Math.round(e.strength * 1000) / 1000,
    label: e.label ?? null,
    labelFrom: e.labelFrom ?? null,
  }));
  const truncated = limits && (nodes.length > graphConstants.maxNodes || edges.length > graphConstants.maxEdges);
  if (limits && nodes.length > graphConstants.maxNodes) {
    // Keep the most important concepts and the relationships among them.
    nodes = [...nodes].sort((a, b) => b.size - a.size || b.degree - a.degree).slice(0, graphConstants.maxNodes);
    const kept = new Set(nodes.map((n) => n.id));
    edges = edges.filter((e) => kept.has(e.source) && kept.has(e.target));
  }
  if (limits && edges.length > graphConstants.maxEdges) {
    // Contradictions first (PRODUCT.md section 2 singles them out), then the strongest.
    const rank = (e: GraphEdge) => (e.type === "contradicts" ? 2 : 0) + e.strength;
    edges = [...edges].sort((a, b) => rank(b) - rank(a)).slice(0, graphConstants.maxEdges);
  }
  // A stable order (by name) so layouts computed from it are the same on every load.
  nodes.sort((a, b) => collator.compare(a.label, b.label) || (a.id < b.id ? -1 : 1));
  return { nodes, edges, truncated, totalNodes: snapshot.nodes.length, totalEdges: snapshot.edges.length };
}
