import type { StatedEvidence, SurprisingConnection } from "../../../contract/graph.ts";
import type { Database } from "../../db/client.ts";
import type { Communities } from "./communities.ts";
import { statedEnds, type KnowledgeSnapshot, type SnapshotEdge, type SnapshotNode } from "./snapshot.ts";
import { isGenericEnd } from "./plain-words.ts";
import { topBy } from "./top-by.ts";

const RESULTS = 10;
/** Past this many steps of the three-step search, a pair counts as close (a hub is between them anyway). */
const SEARCH_BUDGET = 200_000;

export interface SurpriseContext {
  database: Database;
  userId: string;
  projectId: string | undefined;
}

const quote = (text: string) => `“${text}”`;

/** Adjacency in compressed rows: the neighbours of node i are `list[start[i]..start[i + 1])`. */
export function adjacency(nodeCount: number, ends: Int32Array): { start: Int32Array; list: Int32Array } {
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

/**
 * Whether a and b are joined by a path of two or three steps that does not use their own edge: a shared neighbour,
 * or an edge between a neighbour of each. Runs out of budget on hubs, which then count as a short path.
 */
export function linkedNearby(
  a: number,
  b: number,
  graph: { start: Int32Array; list: Int32Array },
  mark: Int32Array,
  stamp: number,
): boolean {
  const { start, list } = graph;
  for (let p = start[b]!; p < start[b + 1]!; p++) if (list[p] !== a) mark[list[p]!] = stamp;
  let work = 0;
  for (let p = start[a]!; p < start[a + 1]!; p++) {
    const n = list[p]!;
    if (n === b) continue;
    if (mark[n] === stamp) return true; // a - n - b
    for (let q = start[n]!; q < start[n + 1]!; q++) {
      const m = list[q]!;
      if (m !== a && m !== b && mark[m] === stamp) return true; // a - n - m - b
      if (++work > SEARCH_BUDGET) return true;
    }
  }
  return false;
}

/** The strongest stated sentence of each relationship in the scope (co-occurrence rows are not statements). */
async function statedSentences(ctx: SurpriseContext, relationshipIds: string[]): Promise<Map<string, StatedEvidence>> {
  if (relationshipIds.length === 0) return new Map();
  const params: unknown[] = [ctx.userId, relationshipIds];
  if (ctx.projectId) params.push(ctx.projectId);
  const rows = await ctx.database.query<{
    relationship_id: string;
    document_id: string;
    title: string;
    char_start: number;
    char_end: number;
    text: string;
  }>(
    `SELECT DISTINCT ON (e.relationship_id) e.relationship_id, d.id AS document_id, d.title, e.char_start, e.char_end,
            substr(d.content, e.char_start + 1, e.char_end - e.char_start) AS text
       FROM relationship_evidence e JOIN documents d ON d.id = e.document_id AND d.user_id = $1
      WHERE e.user_id = $1 AND e.relationship_id = ANY($2::uuid[]) AND e.cooccurrences IS NULL
        AND e.contradiction_id IS NULL AND e.char_start IS NOT NULL AND e.char_end > e.char_start
        AND d.deleted_at IS NULL ${ctx.projectId ? "AND d.project_id = $3" : ""}
   ORDER BY e.relationship_id, e.strength DESC, e.char_start`,
    params,
  );
  return new Map(
    rows.map((r) => [
      r.relationship_id,
      {
        documentId: r.document_id,
        documentTitle: r.title,
        charStart: r.char_start,
        charEnd: r.char_end,
        text: r.text.replace(/\s+/g, " ").trim(),
      },
    ]),
  );
}

/** One plain sentence from the facts that make the connection stand out, quoting the sentence that states it. */
export function surpriseReason(input: {
  a: SnapshotNode;
  b: SnapshotNode;
  communityNames: [string, string];
  evidence: StatedEvidence;
}): string {
  const { a, b, evidence } = input;
  // A cluster named after the concept itself says nothing new: name the clusters only when both say more.
  const [ca, cb] = input.communityNames;
  const around = ca !== a.name && cb !== b.name ? ` (around ${quote(ca)} and around ${quote(cb)})` : "";
  return (
    `${quote(a.name)} and ${quote(b.name)} sit in different clusters of your graph${around}, and nothing else ` +
    `links them within three steps; ${quote(evidence.documentTitle)} connects them: ${quote(evidence.text)}`
  );
}

/**
 * The relationships that may surprise: stated by a sentence (a note's link to another note is the user's own
 * structure, not a finding), between specific concepts of two named communities, with no other path of two or three
 * steps between them.
 */
export function surpriseCandidates(
  snapshot: KnowledgeSnapshot,
  communities: Communities,
  communityNames: Map<number, string>,
): SnapshotEdge[] {
  const nodeIndex = new Map(snapshot.nodes.map((n, i) => [n.id, i]));
  const ends = new Int32Array(snapshot.edges.length * 2);
  snapshot.edges.forEach((e, k) => {
    ends[2 * k] = nodeIndex.get(e.source)!;
    ends[2 * k + 1] = nodeIndex.get(e.target)!;
  });
  const graph = adjacency(snapshot.nodes.length, ends);
  const mark = new Int32Array(snapshot.nodes.length).fill(-1);
  const candidates: SnapshotEdge[] = [];
  snapshot.edges.forEach((edge, k) => {
    if (!edge.explicit || !edge.label || edge.type === "contradicts") return;
    const ia = ends[2 * k]!;
    const ib = ends[2 * k + 1]!;
    if (isGenericEnd(snapshot.nodes[ia]!) || isGenericEnd(snapshot.nodes[ib]!)) return;
    const ca = communities.of[ia]!;
    const cb = communities.of[ib]!;
    if (ca === cb || !communityNames.has(ca) || !communityNames.has(cb)) return;
    if (linkedNearby(ia, ib, graph, mark, k)) return;
    candidates.push(edge);
  });
  return candidates;
}

/**
 * Connections that cut across the graph: a relationship a sentence states (not a note's link) between concepts of
 * different communities that no other path of two or three steps joins. Fewer rather than wrong: co-occurrence
 * alone never makes one, and each quotes the sentence that states it.
 */
export async function surprisingConnections(
  ctx: SurpriseContext,
  snapshot: KnowledgeSnapshot,
  communities: Communities,
  communityNames: Map<number, string>,
): Promise<SurprisingConnection[]> {
  const nodeIndex = new Map(snapshot.nodes.map((n, i) => [n.id, i]));
  const candidates = surpriseCandidates(snapshot, communities, communityNames);
  const top = topBy(candidates, RESULTS * 2, (x, y) => y.strength - x.strength);
  const sentences = await statedSentences(
    ctx,
    top.map((edge) => edge.id),
  );
  return top
    .filter((edge) => sentences.has(edge.id))
    .slice(0, RESULTS)
    .map((edge) => {
      const [first, second] = statedEnds(edge).map((id) => nodeIndex.get(id)!) as [number, number];
      const a = snapshot.nodes[first]!;
      const b = snapshot.nodes[second]!;
      const evidence = sentences.get(edge.id)!;
      return {
        concept1: { id: a.id, name: a.name, category: a.category },
        concept2: { id: b.id, name: b.name, category: b.category },
        relationshipType: edge.type,
        reason: surpriseReason({
          a,
          b,
          communityNames: [communityNames.get(communities.of[first]!)!, communityNames.get(communities.of[second]!)!],
          evidence,
        }),
        score: Math.round(Math.min(1, edge.strength) * 100) / 100,
        evidence,
      };
    });
}
