import type {
  Analytics,
  CentralConcept,
  ClusterAnalysis,
  Community,
  CrossDomainConnection,
} from "../../../contract/graph.ts";
import { singularizeWord } from "../../pipeline/extract/normalize.ts";
import { degrees } from "./build-graph.ts";
import { findCommunities, type Communities } from "./communities.ts";
import { statedEnds, type KnowledgeSnapshot, type SnapshotEdge, type SnapshotNode } from "./snapshot.ts";
import { isGenericEnd } from "./plain-words.ts";
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

/**
 * A one-word concept that names the class of two or more other concepts of the scope ("model" beside "language
 * model" and "hidden Markov model", "equation" beside "field equation"): a generic word, which is next to everything
 * however often it occurs, not a hub of the user's knowledge.
 */
export function classWords(nodes: readonly SnapshotNode[]): Set<string> {
  const heads = new Map<string, number>();
  for (const n of nodes) {
    const words = n.name.toLowerCase().split(/\s+/);
    if (words.length < 2) continue;
    const head = singularizeWord(words.at(-1)!);
    heads.set(head, (heads.get(head) ?? 0) + 1);
  }
  const out = new Set<string>();
  for (const n of nodes) {
    const name = n.name.toLowerCase();
    if (!/\s/.test(name) && (heads.get(singularizeWord(name)) ?? 0) >= 2) out.add(n.id);
  }
  return out;
}

/** Words that join without saying how ("in", "of", "and"): a place or a list, not an action. */
const weakLabel =
  /^(?:and|or|of|in|on|at|for|with|from|to|by|between|within|into|over|under|as|than|among|across|per|via|through|during|about)$/;

/** How much one relationship makes a concept central: a verb or a kind 1, a preposition, a list or co-occurrence ½. */
function connectionWeight(e: SnapshotEdge): number {
  if (e.type !== "related") return 1;
  if (!e.explicit) return 0.5;
  return e.label && weakLabel.test(e.label) ? 0.5 : 1;
}

/**
 * Central Concepts (PRODUCT.md section 2, Graph Analytics): the most connected concepts, leaving out generic words
 * that are next to everything however often they occur: one-word class names the scope has specific kinds of, and
 * one-word general concepts several documents use ("countries"), everyday words of many senses ("proportions",
 * "program"). Ties: the one more relationships state with a
 * verb or a kind (not "in", "of", "and"), then stronger connections, then name.
 */
export function centralConcepts(
  snapshot: KnowledgeSnapshot,
  degree: Map<string, number>,
  weighted: Map<string, number>,
): CentralConcept[] {
  const generic = classWords(snapshot.nodes);
  const stated = new Map<string, number>();
  for (const e of snapshot.edges) {
    const weight = connectionWeight(e);
    stated.set(e.source, (stated.get(e.source) ?? 0) + weight);
    stated.set(e.target, (stated.get(e.target) ?? 0) + weight);
  }
  const connected = snapshot.nodes.filter((n) => (degree.get(n.id) ?? 0) > 0 && !generic.has(n.id) && !isGenericEnd(n));
  return topBy(
    connected,
    TOP,
    (a, b) =>
      (degree.get(b.id) ?? 0) - (degree.get(a.id) ?? 0) ||
      (stated.get(b.id) ?? 0) - (stated.get(a.id) ?? 0) ||
      (weighted.get(b.id) ?? 0) - (weighted.get(a.id) ?? 0) ||
      a.name.localeCompare(b.name),
  ).map((n) => ({ id: n.id, name: n.name, connections: degree.get(n.id) ?? 0, category: n.category }));
}

/**
 * Relationships between concepts of different communities, each named after its most connected concept: what one
 * area of the user's knowledge says about another. Stated relationships first, then strength.
 */
export function crossDomainConnections(
  snapshot: KnowledgeSnapshot,
  communities: Communities,
  names: Map<number, string>,
): CrossDomainConnection[] {
  const index = new Map(snapshot.nodes.map((n, i) => [n.id, i]));
  const community = (id: string) => communities.of[index.get(id)!]!;
  const byId = new Map(snapshot.nodes.map((n) => [n.id, n]));
  const across = snapshot.edges.filter((e) => {
    const [a, b] = [community(e.source), community(e.target)];
    // A plain word several documents use ("fluctuations") may be two fields' words, and an everyday word
    // ("proportions") is next to everything: either bridges nothing.
    if (isGenericEnd(byId.get(e.source)!) || isGenericEnd(byId.get(e.target)!)) return false;
    return a !== b && names.has(a) && names.has(b);
  });
  // What a verb or a kind states first, then a preposition or a list, then co-occurrence; then strength.
  const rank = (e: SnapshotEdge) => (e.explicit || e.type !== "related" ? connectionWeight(e) * 2 : 0) + e.strength;
  return topBy(across, TOP, (x, y) => rank(y) - rank(x)).map((e) => {
    const [first, second] = statedEnds(e);
    const a = snapshot.nodes[index.get(first)!]!;
    const b = snapshot.nodes[index.get(second)!]!;
    return {
      concept1: ref(a),
      concept2: ref(b),
      relationshipType: e.type,
      strength: Math.round(e.strength * 100) / 100,
      between: [names.get(community(first))!, names.get(community(second))!],
      label: e.label ?? null,
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
    crossDomainConnections: crossDomainConnections(snapshot, communities, names),
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
