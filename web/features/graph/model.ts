// Pure helpers of the graph view: finding concepts by name, neighbourhoods, counts and the layout choice.
import { graphConstants, nodeWidth } from "@contract/graph-constants.ts";
import type { Graph, GraphNode } from "@contract/graph.ts";
import { categoryKey, categoryKeys, type CategoryKey } from "./colors.ts";

/**
 * A node's radius in pixels at zoom 1. Sigma draws circles, not 120-px boxes, so the width rule of PRODUCT.md section 9
 * (at least 120, size x 20) keeps its proportions at a tenth: radius = width / 10 (12 px to 30 px).
 */
export const nodeRadius = (size: number): number => nodeWidth(size) / 10;

/** Up to `limit` concepts whose name matches the query: whole name, then prefix, then word start, then anywhere. */
export function searchConcepts(nodes: readonly GraphNode[], query: string, limit = 8): GraphNode[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const scored: Array<{ node: GraphNode; rank: number }> = [];
  for (const node of nodes) {
    const label = node.label.toLowerCase();
    const at = label.indexOf(q);
    if (at < 0) continue;
    const rank = label === q ? 0 : at === 0 ? 1 : label[at - 1] === " " || label[at - 1] === "-" ? 2 : 3;
    scored.push({ node, rank });
  }
  scored.sort((a, b) => a.rank - b.rank || b.node.degree - a.node.degree || a.node.label.localeCompare(b.node.label));
  return scored.slice(0, limit).map((s) => s.node);
}

/** Adjacency lists by node id (both directions). */
export function adjacency(graph: Graph): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const e of graph.edges) {
    (out.get(e.source) ?? out.set(e.source, []).get(e.source)!).push(e.target);
    (out.get(e.target) ?? out.set(e.target, []).get(e.target)!).push(e.source);
  }
  return out;
}

/** The node and everything within `depth` relationships of it. */
export function neighbourhood(neighbours: Map<string, string[]>, id: string, depth: number): Set<string> {
  const seen = new Set([id]);
  let frontier = [id];
  for (let d = 0; d < depth; d++) {
    const next: string[] = [];
    for (const n of frontier) {
      for (const m of neighbours.get(n) ?? []) {
        if (seen.has(m)) continue;
        seen.add(m);
        next.push(m);
      }
    }
    frontier = next;
  }
  return seen;
}

/** Concepts per colour group, for the filter and the legend. */
export function categoryCounts(nodes: readonly GraphNode[]): Record<CategoryKey, number> {
  const counts = Object.fromEntries(categoryKeys.map((k) => [k, 0])) as Record<CategoryKey, number>;
  for (const n of nodes) counts[categoryKey(n.category)] += 1;
  return counts;
}

/**
 * The circle of radius 300 (PRODUCT.md section 2, Knowledge Graph) where it stays readable: while the nodes, side by side with a small gap, fit
 * around its circumference. Larger graphs get a force-directed layout.
 */
export function circleFits(nodes: readonly GraphNode[]): boolean {
  const circumference = 2 * Math.PI * graphConstants.circleRadius;
  let needed = 0;
  for (const n of nodes) {
    needed += 2 * nodeRadius(n.size) + 12;
    if (needed > circumference) return false;
  }
  return nodes.length > 0;
}

/** Positions on the circle of radius 300 (PRODUCT.md section 2), grouped by colour so categories form arcs, then by name. */
export function circlePositions(nodes: readonly GraphNode[]): Map<string, { x: number; y: number }> {
  const order = [...nodes].sort(
    (a, b) =>
      categoryKeys.indexOf(categoryKey(a.category)) - categoryKeys.indexOf(categoryKey(b.category)) ||
      a.label.localeCompare(b.label),
  );
  const out = new Map<string, { x: number; y: number }>();
  const r = graphConstants.circleRadius;
  order.forEach((n, i) => {
    // Start at the top and go clockwise (sigma's y axis points up).
    const angle = Math.PI / 2 - (2 * Math.PI * i) / order.length;
    out.set(n.id, { x: r * Math.cos(angle), y: r * Math.sin(angle) });
  });
  return out;
}

/** How many concepts the opening view labels and frames: fewer on a phone, where labels need more room. */
export function openingCount(viewportWidth: number): number {
  return viewportWidth < 640 ? 8 : 16;
}

/** The most central concepts, most central first: by size (connections and salience), then connections, then name. */
export function centralConcepts(nodes: readonly GraphNode[], count: number): string[] {
  return [...nodes]
    .sort((a, b) => b.size - a.size || b.degree - a.degree || a.label.localeCompare(b.label))
    .slice(0, count)
    .map((n) => n.id);
}

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * The concepts to frame when the graph opens: the largest group of central concepts that fit together in a box of
 * `maxWidth` x `maxHeight` graph units (so the view stays close enough to read). Each central concept is tried as
 * the start; from it, the others join in order of centrality while the box stays within bounds; the group whose
 * members rank highest wins (a concept's weight is how many come after it). Central concepts far from the group are
 * left for zooming and search.
 */
export function openingFrame(
  central: readonly string[],
  position: (id: string) => { x: number; y: number },
  maxWidth: number,
  maxHeight: number,
): string[] {
  const points = central.map(position);
  let best: number[] = [];
  let bestScore = -1;
  for (let start = 0; start < central.length; start++) {
    const group = [start];
    const box: Box = { minX: points[start]!.x, minY: points[start]!.y, maxX: points[start]!.x, maxY: points[start]!.y };
    for (let i = 0; i < central.length; i++) {
      if (i === start) continue;
      const { x, y } = points[i]!;
      const minX = Math.min(box.minX, x);
      const minY = Math.min(box.minY, y);
      const maxX = Math.max(box.maxX, x);
      const maxY = Math.max(box.maxY, y);
      if (maxX - minX > maxWidth || maxY - minY > maxHeight) continue;
      Object.assign(box, { minX, minY, maxX, maxY });
      group.push(i);
    }
    const score = group.reduce((sum, i) => sum + (central.length - i), 0);
    if (score > bestScore) {
      best = group;
      bestScore = score;
    }
  }
  return best.sort((a, b) => a - b).map((i) => central[i]!);
}
