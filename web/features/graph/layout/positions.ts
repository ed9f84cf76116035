// Layout arithmetic shared by the hook and its tests: seeded starting positions and the final scale.
import type { Graph } from "@contract/graph.ts";

/** FNV-1a over a string, continuing from `hash`. */
export function fnv(text: string, hash = 0x811c9dc5): number {
  let h = hash >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Identifies a graph's shape: the same concepts and relationships give the same layout, so it can be reused. */
export function graphSignature(graph: Graph): string {
  let h = 0x811c9dc5;
  for (const n of graph.nodes) h = fnv(n.id, h);
  for (const e of graph.edges) h = fnv(e.id, h);
  return `${graph.nodes.length}:${graph.edges.length}:${h.toString(36)}`;
}

/**
 * Clusters by label propagation (each concept takes the label most of its neighbours carry, a few passes, in a
 * fixed order so the result is stable): O(edges) per pass, milliseconds for 20,000 relationships. Only to seed the
 * layout; the analytics page has the real (Louvain) communities.
 */
export function propagateLabels(
  n: number,
  sources: ArrayLike<number>,
  targets: ArrayLike<number>,
  weights: ArrayLike<number>,
  passes = 8,
): Int32Array {
  const start = new Int32Array(n + 1);
  for (let e = 0; e < sources.length; e++) {
    start[sources[e]! + 1]! += 1;
    start[targets[e]! + 1]! += 1;
  }
  for (let i = 0; i < n; i++) start[i + 1]! += start[i]!;
  const fill = start.slice(0, n);
  const list = new Int32Array(start[n]!);
  const weight = new Float32Array(start[n]!);
  for (let e = 0; e < sources.length; e++) {
    weight[fill[sources[e]!]!] = weights[e]!;
    list[fill[sources[e]!]!++] = targets[e]!;
    weight[fill[targets[e]!]!] = weights[e]!;
    list[fill[targets[e]!]!++] = sources[e]!;
  }
  const label = Int32Array.from({ length: n }, (_, i) => i);
  const votes = new Map<number, number>();
  for (let pass = 0; pass < passes; pass++) {
    let changed = 0;
    for (let i = 0; i < n; i++) {
      if (start[i] === start[i + 1]) continue;
      votes.clear();
      for (let p = start[i]!; p < start[i + 1]!; p++)
        votes.set(label[list[p]!]!, (votes.get(label[list[p]!]!) ?? 0) + weight[p]!);
      // Votes weigh by strength, so a weak bridge does not carry one cluster's label into the next; a tie keeps
      // the current label (else the smallest), which stops labels from flooding the whole graph.
      let best = label[i]!;
      let bestVotes = votes.get(best) ?? 0;
      for (const [l, v] of votes)
        if (v > bestVotes + 1e-9 || (Math.abs(v - bestVotes) <= 1e-9 && l < best && (votes.get(label[i]!) ?? 0) < v))
          [best, bestVotes] = [l, v];
      if (best !== label[i]) {
        label[i] = best;
        changed++;
      }
    }
    if (changed === 0) break;
  }
  return label;
}

const GOLDEN = Math.PI * (3 - Math.sqrt(5));

/**
 * Starting positions: clusters (label propagation) each in a sunflower of their own, hubs at the centre, the
 * clusters themselves on a larger sunflower, biggest first. The graph shows its structure on the first frame, and
 * ForceAtlas2 then needs far fewer steps than from random places. The same graph always gives the same seeds.
 */
export function seedPositions(graph: Graph): Float32Array {
  const n = graph.nodes.length;
  const index = new Map(graph.nodes.map((node, i) => [node.id, i]));
  const sources = graph.edges.map((e) => index.get(e.source)!);
  const targets = graph.edges.map((e) => index.get(e.target)!);
  const labels = propagateLabels(
    n,
    sources,
    targets,
    graph.edges.map((e) => 0.1 + e.strength),
  );
  const members = new Map<number, number[]>();
  for (let i = 0; i < n; i++) (members.get(labels[i]!) ?? members.set(labels[i]!, []).get(labels[i]!)!).push(i);
  const clusters = [...members.values()].sort((a, b) => b.length - a.length || a[0]! - b[0]!);
  const out = new Float32Array(n * 2);
  let placed = 0;
  clusters.forEach((cluster, k) => {
    // The cluster's centre on the outer sunflower, far enough out to leave room for the clusters before it.
    const ring = Math.sqrt(placed + cluster.length / 2) * 12;
    const cx = k === 0 ? 0 : ring * Math.cos(k * GOLDEN);
    const cy = k === 0 ? 0 : ring * Math.sin(k * GOLDEN);
    placed += cluster.length;
    cluster.sort((a, b) => graph.nodes[b]!.degree - graph.nodes[a]!.degree || a - b);
    cluster.forEach((node, j) => {
      const r = Math.sqrt(j + 0.5) * 6;
      out[2 * node] = cx + r * Math.cos(j * GOLDEN);
      out[2 * node + 1] = cy + r * Math.sin(j * GOLDEN);
    });
  });
  return out;
}

/**
 * Average room per concept in graph units (= pixels at zoom 1): 120 (the minimum node width, PRODUCT.md section 9) for small
 * graphs, less for large ones so that even 10,000 concepts fit on screen at the minimum zoom of 0.1 (PRODUCT.md section 9).
 */
export const spacingFor = (n: number): number => Math.min(120, 8000 / Math.sqrt(Math.max(1, n)));

/** Centres a layout on 0,0 and scales it so each concept gets about `spacingFor(n)` of room. */
export function normalise(positions: Float32Array): Float32Array {
  const n = positions.length / 2;
  if (n === 0) return positions;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < n; i++) {
    cx += positions[2 * i]!;
    cy += positions[2 * i + 1]!;
  }
  cx /= n;
  cy /= n;
  let sq = 0;
  for (let i = 0; i < n; i++) sq += (positions[2 * i]! - cx) ** 2 + (positions[2 * i + 1]! - cy) ** 2;
  const rms = Math.sqrt(sq / n) || 1;
  // A uniform disk holding n concepts of room s² has radius s·√(n/π) and an RMS radius of that over √2.
  const target = (spacingFor(n) * Math.sqrt(n / Math.PI)) / Math.SQRT2;
  const k = n === 1 ? 0 : target / rms;
  const out = new Float32Array(positions.length);
  for (let i = 0; i < n; i++) {
    out[2 * i] = (positions[2 * i]! - cx) * k;
    out[2 * i + 1] = (positions[2 * i + 1]! - cy) * k;
  }
  return out;
}

/**
 * Concepts with no relationship in the scope, set apart: rows under the connected graph, the most salient first,
 * instead of the ring a force layout pushes them into (or places on the circle between related concepts). Returns
 * the positions unchanged when every concept, or none, has a relationship.
 */
export function setApart(graph: Graph, positions: Float32Array): Float32Array {
  const alone = graph.nodes.flatMap((node, i) => (node.degree === 0 ? [i] : []));
  if (alone.length === 0 || alone.length === graph.nodes.length) return positions;
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  graph.nodes.forEach((node, i) => {
    if (node.degree === 0) return;
    minX = Math.min(minX, positions[2 * i]!);
    maxX = Math.max(maxX, positions[2 * i]!);
    minY = Math.min(minY, positions[2 * i + 1]!);
  });
  const step = Math.max(60, spacingFor(graph.nodes.length));
  const columns = Math.max(Math.ceil(Math.sqrt(alone.length)), Math.floor((maxX - minX) / step) + 1);
  const rowWidth = (Math.min(columns, alone.length) - 1) * step;
  const left = (minX + maxX) / 2 - rowWidth / 2;
  const top = minY - 2 * step; // sigma's y axis points up: below is lower y
  alone.sort(
    (a, b) => graph.nodes[b]!.size - graph.nodes[a]!.size || graph.nodes[a]!.label.localeCompare(graph.nodes[b]!.label),
  );
  const out = positions.slice();
  alone.forEach((node, k) => {
    out[2 * node] = left + (k % columns) * step;
    out[2 * node + 1] = top - Math.floor(k / columns) * step;
  });
  return out;
}
