import type { SurprisingConnection } from "../../../contract/graph.ts";
import type { Database } from "../../db/client.ts";
import { vectorSql, type VectorMode } from "../../db/vectors.ts";
import type { Communities } from "./communities.ts";
import type { KnowledgeSnapshot, SnapshotEdge, SnapshotNode } from "./snapshot.ts";

/** How many edges get the expensive checks (meaning distance, source documents) after the cheap ones. */
const CANDIDATES = 200;
const RESULTS = 10;

interface Candidate {
  edge: SnapshotEdge;
  a: SnapshotNode;
  b: SnapshotNode;
  crossCommunity: boolean;
  sharedNeighbours: number;
  overlap: number;
  cheap: number;
}

export interface SurpriseContext {
  database: Database;
  vectorMode: VectorMode;
  userId: string;
  projectId: string | undefined;
}

/** Cosine distance of the name vectors from which two concepts count as far apart in meaning (cosine <= 0.4). */
export const FAR_IN_MEANING = 0.6;

const quote = (name: string) => `“${name}”`;
const isSpecific = (category: string) => category !== "general";

/** The concepts each node is tied to (ids), built once for the overlap test. */
function neighbourSets(snapshot: KnowledgeSnapshot): Map<string, Set<string>> {
  const sets = new Map<string, Set<string>>();
  const add = (from: string, to: string) => {
    let set = sets.get(from);
    if (!set) sets.set(from, (set = new Set()));
    set.add(to);
  };
  for (const e of snapshot.edges) {
    add(e.source, e.target);
    add(e.target, e.source);
  }
  return sets;
}

/** Shared neighbours of a and b, apart from each other, and their Jaccard overlap. */
function overlapOf(na: Set<string>, nb: Set<string>, a: string, b: string): { shared: number; overlap: number } {
  const [small, large] = na.size <= nb.size ? [na, nb] : [nb, na];
  let shared = 0;
  for (const id of small) if (id !== a && id !== b && large.has(id)) shared++;
  const union = na.size + nb.size - shared - (na.has(b) ? 1 : 0) - (nb.has(a) ? 1 : 0);
  return { shared, overlap: union > 0 ? shared / union : 0 };
}

/** Cosine distance between the name vectors of each pair (null where a vector is missing). */
async function meaningDistances(ctx: SurpriseContext, pairs: Array<[string, string]>): Promise<Map<string, number>> {
  if (pairs.length === 0) return new Map();
  const distance = vectorSql(ctx.vectorMode).cosineDistance("ca.embedding", "cb.embedding");
  const rows = await ctx.database.query<{ a: string; b: string; distance: number | null }>(
    `SELECT p.a, p.b, ${distance} AS distance
       FROM unnest($2::uuid[], $3::uuid[]) AS p(a, b)
       JOIN concepts ca ON ca.id = p.a AND ca.user_id = $1
       JOIN concepts cb ON cb.id = p.b AND cb.user_id = $1
      WHERE ca.embedding IS NOT NULL AND cb.embedding IS NOT NULL`,
    [ctx.userId, pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
  const out = new Map<string, number>();
  for (const row of rows) {
    const d = Number(row.distance);
    if (Number.isFinite(d)) out.set(`${row.a}|${row.b}`, d);
  }
  return out;
}

/** The documents (of the scope) whose passages support each relationship, strongest evidence first. */
async function sourceDocuments(ctx: SurpriseContext, relationshipIds: string[]): Promise<Map<string, string[]>> {
  if (relationshipIds.length === 0) return new Map();
  const params: unknown[] = [ctx.userId, relationshipIds];
  if (ctx.projectId) params.push(ctx.projectId);
  const rows = await ctx.database.query<{ relationship_id: string; title: string }>(
    `SELECT e.relationship_id, d.title, max(e.strength) AS strength
       FROM relationship_evidence e JOIN documents d ON d.id = e.document_id
      WHERE e.user_id = $1 AND e.relationship_id = ANY($2::uuid[]) ${ctx.projectId ? "AND d.project_id = $3" : ""}
   GROUP BY e.relationship_id, d.id, d.title
   ORDER BY strength DESC, d.title`,
    params,
  );
  const out = new Map<string, string[]>();
  for (const row of rows) out.set(row.relationship_id, [...(out.get(row.relationship_id) ?? []), row.title]);
  return out;
}

const verb = { related: "mentions them together", supports: "says one supports the other", contradicts: "sets them against each other" } as const;

/** One plain-language sentence built only from the facts that made the connection stand out. */
export function surpriseReason(input: {
  a: SnapshotNode;
  b: SnapshotNode;
  type: SnapshotEdge["type"];
  communityNames: [string, string] | null;
  meaningDistance: number | null;
  sharedNeighbours: number;
  documents: string[];
}): string {
  const { a, b } = input;
  // Every fact is a verb phrase whose subject is "A and B", so any combination reads as one sentence.
  const facts: string[] = [];
  if (input.communityNames) facts.push(`sit in different clusters of your graph (around ${quote(input.communityNames[0])} and around ${quote(input.communityNames[1])})`);
  else if (a.category !== b.category) facts.push("come from different domains");
  if (input.meaningDistance !== null && input.meaningDistance >= FAR_IN_MEANING) facts.push("are far apart in meaning");
  if (input.sharedNeighbours === 0) facts.push("share no other connected concept");
  if (facts.length === 0) facts.push("are rarely discussed together");
  const list = facts.length === 1 ? facts[0]! : `${facts.slice(0, -1).join(", ")} and ${facts.at(-1)}`;
  const [first, ...more] = input.documents;
  const source = first
    ? `${quote(first)}${more.length ? ` (and ${more.length} other document${more.length > 1 ? "s" : ""})` : ""} ${verb[input.type]}`
    : `your documents connect them`;
  return `${quote(a.name)} (${a.category}) and ${quote(b.name)} (${b.category}) ${list}, yet ${source}.`;
}

/**
 * Connections that cut across the graph's structure: ends in different Louvain communities, in different domains,
 * far apart in meaning, with no neighbour in common; weighted by how well the documents support them. Cheap
 * structural checks rank every edge; the best candidates then get the database checks (vectors, sources).
 */
export async function surprisingConnections(
  ctx: SurpriseContext,
  snapshot: KnowledgeSnapshot,
  communities: Communities,
  communityNames: Map<number, string>,
): Promise<SurprisingConnection[]> {
  const nodeIndex = new Map(snapshot.nodes.map((n, i) => [n.id, i]));
  const neighbours = neighbourSets(snapshot);
  const empty = new Set<string>();
  const candidates: Candidate[] = [];
  for (const edge of snapshot.edges) {
    const ia = nodeIndex.get(edge.source)!;
    const ib = nodeIndex.get(edge.target)!;
    const a = snapshot.nodes[ia]!;
    const b = snapshot.nodes[ib]!;
    const ca = communities.of[ia]!;
    const cb = communities.of[ib]!;
    const crossCommunity = ca !== cb && communityNames.has(ca) && communityNames.has(cb);
    const { shared, overlap } = overlapOf(neighbours.get(a.id) ?? empty, neighbours.get(b.id) ?? empty, a.id, b.id);
    const domains = a.category !== b.category && isSpecific(a.category) && isSpecific(b.category) ? 1 : a.category !== b.category ? 0.5 : 0;
    const cheap = (0.45 * (crossCommunity ? 1 : 0) + 0.3 * (1 - overlap) + 0.25 * domains) * (0.5 + 0.5 * edge.strength);
    candidates.push({ edge, a, b, crossCommunity, sharedNeighbours: shared, overlap, cheap });
  }
  candidates.sort((x, y) => y.cheap - x.cheap);
  const top = candidates.slice(0, CANDIDATES);
  const distances = await meaningDistances(ctx, top.map((c) => [c.a.id, c.b.id]));
  const scored = top
    .map((c) => {
      const d = distances.get(`${c.a.id}|${c.b.id}`);
      const far = d === undefined ? 0.5 : Math.min(1, Math.max(0, d));
      const score = (0.35 * (c.crossCommunity ? 1 : 0) + 0.3 * far + 0.15 * (1 - c.overlap) + 0.2 * (c.a.category !== c.b.category ? 1 : 0)) * (0.6 + 0.4 * c.edge.strength);
      return { c, distance: d ?? null, score };
    })
    .sort((x, y) => y.score - x.score)
    .slice(0, RESULTS);
  const sources = await sourceDocuments(ctx, scored.map((s) => s.c.edge.id));
  return scored.map(({ c, distance, score }) => {
    const ia = nodeIndex.get(c.a.id)!;
    const ib = nodeIndex.get(c.b.id)!;
    const names: [string, string] | null = c.crossCommunity ? [communityNames.get(communities.of[ia]!)!, communityNames.get(communities.of[ib]!)!] : null;
    return {
      concept1: { id: c.a.id, name: c.a.name, category: c.a.category },
      concept2: { id: c.b.id, name: c.b.name, category: c.b.category },
      relationshipType: c.edge.type,
      reason: surpriseReason({ a: c.a, b: c.b, type: c.edge.type, communityNames: names, meaningDistance: distance, sharedNeighbours: c.sharedNeighbours, documents: sources.get(c.edge.id) ?? [] }),
      score: Math.round(Math.min(1, score) * 100) / 100,
    };
  });
}
