import type { SurprisingConnection } from "../../../contract/graph.ts";
import type { Database } from "../../db/client.ts";
import { vectorSql, type VectorMode } from "../../db/vectors.ts";
import type { Communities } from "./communities.ts";
import type { KnowledgeSnapshot, SnapshotEdge, SnapshotNode } from "./snapshot.ts";
import { topBy } from "./top-by.ts";

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

/** Adjacency in compressed rows: the neighbours of node i are `list[start[i]..start[i + 1])`. */
function adjacency(nodeCount: number, ends: Int32Array): { start: Int32Array; list: Int32Array } {
  const start = new Int32Array(nodeCount + 1);
  for (const n of ends) start[n + 1]! += 1;
  for (let i = 0; i < nodeCount; i++) start[i + 1]! += start[i]!;
  const fill = start.slice(0, nodeCount);
  const list = new Int32Array(ends.length);
  for (let k = 0; k < ends.length; k += 2) {
    const a = ends[k]!;
    const b = ends[k + 1]!;
    list[fill[a]!++] = b;
    list[fill[b]!++] = a;
  }
  return { start, list };
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

const verb = {
  related: "mentions them together",
  supports: "says one supports the other",
  contradicts: "sets them against each other",
} as const;

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
  if (input.communityNames) {
    // A cluster named after the concept itself says nothing new: name the clusters only when both say more.
    const [ca, cb] = input.communityNames;
    const around = ca !== a.name && cb !== b.name ? ` (around ${quote(ca)} and around ${quote(cb)})` : "";
    facts.push(`sit in different clusters of your graph${around}`);
  } else if (a.category !== b.category) facts.push("come from different domains");
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
  const ends = new Int32Array(snapshot.edges.length * 2);
  snapshot.edges.forEach((e, k) => {
    ends[2 * k] = nodeIndex.get(e.source)!;
    ends[2 * k + 1] = nodeIndex.get(e.target)!;
  });
  const { start, list } = adjacency(snapshot.nodes.length, ends);
  // Shared neighbours by marking a's neighbours with the edge's stamp and counting b's marked ones:
  // O(deg a + deg b) per edge, no sets.
  const stamp = new Int32Array(snapshot.nodes.length).fill(-1);
  const candidates: Candidate[] = [];
  snapshot.edges.forEach((edge, k) => {
    const ia = ends[2 * k]!;
    const ib = ends[2 * k + 1]!;
    for (let p = start[ia]!; p < start[ia + 1]!; p++) stamp[list[p]!] = k;
    let shared = 0;
    for (let p = start[ib]!; p < start[ib + 1]!; p++) {
      const other = list[p]!;
      if (other !== ia && stamp[other] === k) {
        shared++;
        stamp[other] = -2; // a pair linked twice (related and supports) counts once
      }
    }
    const union = start[ia + 1]! - start[ia]! + (start[ib + 1]! - start[ib]!) - shared - 2;
    const overlap = union > 0 ? shared / union : 0;
    const a = snapshot.nodes[ia]!;
    const b = snapshot.nodes[ib]!;
    const ca = communities.of[ia]!;
    const cb = communities.of[ib]!;
    const crossCommunity = ca !== cb && communityNames.has(ca) && communityNames.has(cb);
    const domains =
      a.category !== b.category && isSpecific(a.category) && isSpecific(b.category)
        ? 1
        : a.category !== b.category
          ? 0.5
          : 0;
    const cheap =
      (0.45 * (crossCommunity ? 1 : 0) + 0.3 * (1 - overlap) + 0.25 * domains) * (0.5 + 0.5 * edge.strength);
    candidates.push({ edge, a, b, crossCommunity, sharedNeighbours: shared, overlap: Math.min(1, overlap), cheap });
  });
  const top = topBy(candidates, CANDIDATES, (x, y) => y.cheap - x.cheap);
  const distances = await meaningDistances(
    ctx,
    top.map((c) => [c.a.id, c.b.id]),
  );
  const scored = top
    .map((c) => {
      const d = distances.get(`${c.a.id}|${c.b.id}`);
      const far = d === undefined ? 0.5 : Math.min(1, Math.max(0, d));
      const score =
        (0.35 * (c.crossCommunity ? 1 : 0) +
          0.3 * far +
          0.15 * (1 - c.overlap) +
          0.2 * (c.a.category !== c.b.category ? 1 : 0)) *
        (0.6 + 0.4 * c.edge.strength);
      return { c, distance: d ?? null, score };
    })
    .sort((x, y) => y.score - x.score)
    .slice(0, RESULTS);
  const sources = await sourceDocuments(
    ctx,
    scored.map((s) => s.c.edge.id),
  );
  return scored.map(({ c, distance, score }) => {
    const ia = nodeIndex.get(c.a.id)!;
    const ib = nodeIndex.get(c.b.id)!;
    const names: [string, string] | null = c.crossCommunity
      ? [communityNames.get(communities.of[ia]!)!, communityNames.get(communities.of[ib]!)!]
      : null;
    return {
      concept1: { id: c.a.id, name: c.a.name, category: c.a.category },
      concept2: { id: c.b.id, name: c.b.name, category: c.b.category },
      relationshipType: c.edge.type,
      reason: surpriseReason({
        a: c.a,
        b: c.b,
        type: c.edge.type,
        communityNames: names,
        meaningDistance: distance,
        sharedNeighbours: c.sharedNeighbours,
        documents: sources.get(c.edge.id) ?? [],
      }),
      score: Math.round(Math.min(1, score) * 100) / 100,
    };
  });
}
