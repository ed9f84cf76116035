// The graphology graph sigma renders: one node per concept (radius from the width rule of PRODUCT.md section 9, colour by
// category), one edge per relationship (thickness from strength, colour by type).
import Graph from "graphology";
import { edgeThickness } from "@contract/graph-constants.ts";
import type { Graph as GraphData, RelationshipType } from "@contract/graph.ts";
import type { Theme } from "@web/lib/theme.ts";
import { categoryColors, categoryKey, edgeColors, type CategoryKey } from "../colors.ts";
import { nodeRadius } from "../model.ts";

export interface NodeAttributes {
  x: number;
  y: number;
  size: number;
  color: string;
  label: string;
  group: CategoryKey;
  category: string;
  degree: number;
  forceLabel: boolean;
  /** Among the most central concepts: labelled at every zoom, in a framed label (the opening view). */
  central: boolean;
}

export interface EdgeAttributes {
  size: number;
  color: string;
  /**
   * sigma's drawing program, by the keys of its two default edge programs (./warm-up.ts): "line" draws a quad of
   * any thickness; "arrow" is given the 1-px GL line program (far cheaper to fill; no arrow heads are drawn).
   */
  type: "line" | "arrow";
  /** The relationship type (sigma reserves `type` for the drawing program). */
  kind: RelationshipType;
  /** The words of the text that state it ("uses"): drawn along the edge while one of its concepts is selected. */
  stated?: string;
}

export type ConceptGraph = Graph<NodeAttributes, EdgeAttributes>;

/** From this many edges, thin ones are drawn with the cheap 1-px program. */
export const LARGE_EDGE_COUNT = 5000;

/**
 * Co-occurrence edges fade as graphs grow, so thousands of them do not bury the stated ones; never below what
 * stays visible on the page's background (a white page needs more than a dark one).
 */
export function relatedAlpha(edgeCount: number, theme: Theme): string {
  if (theme === "dark") return edgeCount > 5000 ? "59" : edgeCount > 1000 ? "80" : "b3";
  return edgeCount > 5000 ? "66" : edgeCount > 1000 ? "99" : "cc";
}

/**
 * An edge's colour for its type, the graph's size and the page theme: related lines in slate (darker on white),
 * supports in green, contradicts in a light red under the overlay's dashes, so a few long contradictions do not
 * outweigh the rest of the graph.
 */
export function edgeColor(kind: RelationshipType, edgeCount: number, theme: Theme): string {
  if (kind === "contradicts") return `${edgeColors.contradicts}55`;
  if (kind === "supports") return `${theme === "dark" ? "#22c55e" : edgeColors.supports}cc`;
  return `${theme === "dark" ? edgeColors.related : "#475569"}${relatedAlpha(edgeCount, theme)}`;
}

/** Re-colours every edge for another theme. */
export function recolourEdges(graph: ConceptGraph, theme: Theme): void {
  const count = graph.size;
  graph.updateEachEdgeAttributes(
    (_id, attributes) => ({ ...attributes, color: edgeColor(attributes.kind, count, theme) }),
    { attributes: ["color"] },
  );
}

export function buildConceptGraph(
  data: GraphData,
  positions: Float32Array,
  circle: boolean,
  theme: Theme,
  central: ReadonlySet<string> = new Set(),
): ConceptGraph {
  const graph: ConceptGraph = new Graph({ type: "undirected", multi: true, allowSelfLoops: false });
  data.nodes.forEach((n, i) => {
    const group = categoryKey(n.category);
    graph.addNode(n.id, {
      x: positions[2 * i] ?? 0,
      y: positions[2 * i + 1] ?? 0,
      size: nodeRadius(n.size),
      color: categoryColors[group],
      label: n.label,
      group,
      category: n.category,
      degree: n.degree,
      // Small graphs on the circle show every name; larger ones label their most central concepts and let
      // sigma's label grid pick what else fits.
      forceLabel: circle || central.has(n.id),
      central: !circle && central.has(n.id),
    });
  });
  const large = data.edges.length > LARGE_EDGE_COUNT;
  for (const e of data.edges) {
    if (!graph.hasNode(e.source) || !graph.hasNode(e.target) || e.source === e.target) continue;
    const size = edgeThickness(e.strength);
    // In large graphs, 1-px edges (strength up to 1/3 gives exactly the minimum of 1, PRODUCT.md section 9) are drawn as GL lines:
    // filling 20,000 anti-aliased quads was the GPU's main cost per frame.
    const type = large && size <= 1.2 ? "arrow" : "line";
    graph.addEdgeWithKey(e.id, e.source, e.target, {
      size,
      color: edgeColor(e.type, data.edges.length, theme),
      kind: e.type,
      type,
      ...(e.label ? { stated: e.label } : {}),
    });
  }
  return graph;
}

/** Moves every node to its new place in one graph event (sigma then refreshes once). */
export function applyPositions(graph: ConceptGraph, data: GraphData, positions: Float32Array): void {
  const index = new Map(data.nodes.map((n, i) => [n.id, i]));
  graph.updateEachNodeAttributes(
    (id, attributes) => {
      const i = index.get(id)!;
      attributes.x = positions[2 * i]!;
      attributes.y = positions[2 * i + 1]!;
      return attributes;
    },
    { attributes: ["x", "y"] },
  );
}
