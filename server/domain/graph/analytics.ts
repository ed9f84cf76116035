import type {
  Analytics,
  CentralConcept,
  ClusterAnalysis,
  Community,
  CrossDomainConnection,
} from "../../../contract/graph.ts";
import { degrees } from "./build-graph.ts";
import { findCommunities, type Communities } from "./communities.ts";
import type { KnowledgeSnapshot, SnapshotNode } from "./snapshot.ts";
import { topBy } from "./top-by.ts";
import { surprisingConnections, type SurpriseContext } from "./surprising.ts";

const TOP = 10;
const MAX_COMMUNITIES = 12;
const ref = (n: SnapshotNode) => ({ id: n.id, name: n.name, category: n.category });
const round1 = (x: number) => Math.round(x * 10) / 10;

/** Strength-weighted degree: breaks ties between concepts with as many connections. */
function weightedDegrees(snapshot: KnowledgeSnapshot): Map<string, number> {
  const out = new Map<string, number>();
  for (const e of snapshot.edges) {
    out.set(e.source, (out.get(e.source) ?? 0) + e.strength);
    out.set(e.target, (out.get(e.target) ?? 0) + e.strength);
  }
  return out;
}

/** Central Concepts (PRODUCT.md section 2, Graph Analytics): the most connected concepts (ties: stronger connections, then name). */
export function centralConcepts(
  snapshot: KnowledgeSnapshot,
  degree: Map<string, number>,
  weighted: Map<string, number>,
): CentralConcept[] {
  const connected = snapshot.nodes.filter((n) => (degree.get(n.id) ?? 0) > 0);
  return topBy(
    connected,
    TOP,
    (a, b) =>
      (degree.get(b.id) ?? 0) - (degree.get(a.id) ?? 0) ||
      (weighted.get(b.id) ?? 0) - (weighted.get(a.id) ?? 0) ||
      a.name.localeCompare(b.name),
  ).map((n) => ({ id: n.id, name: n.name, connections: degree.get(n.id) ?? 0, category: n.category }));
}

/**
 * Relationships between concepts of different categories. Pairs of two specific domains (neither "general") come
 * first, then stated relationships (supports, contradicts) before co-occurrence, then strength.
 */
export function crossDomainConnections(snapshot: KnowledgeSnapshot): CrossDomainConnection[] {
  const byId = new Map(snapshot.nodes.map((n) => [n.id, n]));
  const rank = new Float64Array(snapshot.edges.length).fill(-1);
  snapshot.edges.forEach((e, i) => {
    const a = byId.get(e.source)!;
    const b = byId.get(e.target)!;
    if (a.category === b.category) return;
    rank[i] =
      (a.category !== "general" && b.category !== "general" ? 2 : 0) + (e.type !== "related" ? 1 : 0) + e.strength;
  });
  const across = snapshot.edges.map((_, i) => i).filter((i) => rank[i]! >= 0);
  return topBy(across, TOP, (x, y) => rank[y]! - rank[x]!).map((i) => {
    const e = snapshot.edges[i]!;
    return {
      concept1: ref(byId.get(e.source)!),
      concept2: ref(byId.get(e.target)!),
      relationshipType: e.type,
      strength: Math.round(e.strength * 100) / 100,
    };
  });
}

/** Category Clusters (PRODUCT.md section 2, Graph Analytics): concepts per category and their mean number of relationships. */
export function clusterAnalysis(snapshot: KnowledgeSnapshot, degree: Map<string, number>): ClusterAnalysis[] {
  const groups = new Map<string, { count: number; connections: number }>();
  for (const n of snapshot.nodes) {
    const g = groups.get(n.category) ?? { count: 0, connections: 0 };
    g.count += 1;
    g.connections += degree.get(n.id) ?? 0;
    groups.set(n.category, g);
  }
  return [...groups]
    .map(([category, g]) => ({ category, conceptCount: g.count, avgConnections: round1(g.connections / g.count) }))
    .sort((a, b) => b.conceptCount - a.conceptCount || a.category.localeCompare(b.category));
}

/** Communities of two or more concepts, largest first, each named after its most connected concepts. */
export function summariseCommunities(
  snapshot: KnowledgeSnapshot,
  communities: Communities,
  degree: Map<string, number>,
): { list: Community[]; names: Map<number, string> } {
  const members = new Map<number, SnapshotNode[]>();
  snapshot.nodes.forEach((n, i) => {
    const c = communities.of[i]!;
    if (c < 0) return;
    const list = members.get(c) ?? [];
    list.push(n);
    members.set(c, list);
  });
  const names = new Map<number, string>();
  const list: Community[] = [];
  const ordered = [...members]
    .filter(([, m]) => m.length >= 2)
    .sort((a, b) => b[1].length - a[1].length || a[0] - b[0]);
  for (const [id, m] of ordered) {
    const top = [...m].sort(
      (a, b) => (degree.get(b.id) ?? 0) - (degree.get(a.id) ?? 0) || a.name.localeCompare(b.name),
    );
    names.set(id, top[0]!.name);
    if (list.length >= MAX_COMMUNITIES) continue;
    const categories = new Map<string, number>();
    for (const n of m) categories.set(n.category, (categories.get(n.category) ?? 0) + 1);
    list.push({
      id,
      label: top
        .slice(0, 3)
        .map((n) => n.name)
        .join(", "),
      size: m.length,
      topConcepts: top.slice(0, 5).map(ref),
      categories: [...categories]
        .map(([category, count]) => ({ category, count }))
        .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category)),
    });
  }
  return { list, names };
}

/** New concepts per UTC hour with the running total (the browser regroups them into its local days). */
export function conceptsOverTime(snapshot: KnowledgeSnapshot): Analytics["conceptsOverTime"] {
  const perHour = new Map<number, number>();
  for (const n of snapshot.nodes) {
    if (!n.firstSeen) continue;
    const hour = Math.floor(n.firstSeen.getTime() / 3_600_000);
    perHour.set(hour, (perHour.get(hour) ?? 0) + 1);
  }
  let total = 0;
  return [...perHour]
    .sort((a, b) => a[0] - b[0])
    .map(([hour, added]) => ({ hour: new Date(hour * 3_600_000).toISOString(), added, total: (total += added) }));
}

/** Everything on the Analytics screen, from one snapshot of the scope. */
export async function computeAnalytics(ctx: SurpriseContext, snapshot: KnowledgeSnapshot): Promise<Analytics> {
  const degree = degrees(snapshot);
  const weighted = weightedDegrees(snapshot);
  const communities = await findCommunities(snapshot);
  const { list, names } = summariseCommunities(snapshot, communities, degree);
  return {
    centralConcepts: centralConcepts(snapshot, degree, weighted),
    crossDomainConnections: crossDomainConnections(snapshot),
    surprisingConnections: await surprisingConnections(ctx, snapshot, communities, names),
    clusterAnalysis: clusterAnalysis(snapshot, degree),
    communities: list,
    modularity: Math.round(communities.modularity * 1000) / 1000,
    conceptsOverTime: conceptsOverTime(snapshot),
    totals: {
      concepts: snapshot.nodes.length,
      relationships: snapshot.edges.length,
      documents: snapshot.documentCount,
    },
    computedAt: new Date().toISOString(),
  };
}
