import type { Database } from "../../db/client.ts";
import { notFound } from "../../http/errors.ts";
import { findProject } from "../projects/projects.ts";
import type { RelationshipType } from "../../../contract/graph.ts";

/** One concept of a scope, with what the scope's documents say about it. */
export interface SnapshotNode {
  id: string;
  name: string;
  category: string;
  /** Highest salience in a document of the scope (0 when no document of the scope ranks it). */
  salience: number;
  documentCount: number;
  /** When the first document of the scope that mentions it was processed (or uploaded). */
  firstSeen: Date | null;
}

export interface SnapshotEdge {
  id: string;
  source: string;
  target: string;
  type: RelationshipType;
  strength: number;
}

/** The concepts and relationships a scope sees: every read of the graph and analytics starts here. */
export interface KnowledgeSnapshot {
  nodes: SnapshotNode[];
  edges: SnapshotEdge[];
  documentCount: number;
}

/** 404 for a project that is not the user's (like any foreign id). */
export async function assertProjectScope(database: Database, userId: string, projectId: string | undefined): Promise<void> {
  if (projectId && !(await findProject(database.db, userId, projectId))) throw notFound("The project");
}

/**
 * Loads a scope in three statements of plain SQL (no ORM mapping: at 10,000 concepts and 50,000 relationships row
 * mapping is a measurable share of the time). Without a project every concept and relationship of the user counts;
 * with one, only concepts mentioned in its documents and relationships with evidence in them, their strength
 * combined from that evidence alone (1 - Π(1 - s), as the writer combines it).
 */
export async function loadSnapshot(database: Database, userId: string, projectId: string | undefined): Promise<KnowledgeSnapshot> {
  const params = projectId ? [userId, projectId] : [userId];
  const inProject = projectId ? "AND d.project_id = $2" : "";
  const perConcept = `SELECT dc.concept_id, max(dc.salience) AS salience, count(*)::int AS docs,
                             min(coalesce(d.processed_at, d.uploaded_at)) AS first_seen
                        FROM document_concepts dc JOIN documents d ON d.id = dc.document_id
                       WHERE dc.user_id = $1 AND d.user_id = $1 ${inProject}
                    GROUP BY dc.concept_id`;
  const nodeRows = await database.query<{ id: string; name: string; category: string; salience: number | null; docs: number | null; first_seen: Date | string | null }>(
    `SELECT c.id, c.name, c.category, s.salience, s.docs, coalesce(s.first_seen, ${projectId ? "NULL" : "c.created_at"}) AS first_seen
       FROM concepts c ${projectId ? "JOIN" : "LEFT JOIN"} (${perConcept}) s ON s.concept_id = c.id
      WHERE c.user_id = $1`,
    params,
  );
  const edgeRows = await database.query<{ id: string; source: string; target: string; type: RelationshipType; strength: number }>(
    projectId
      ? `SELECT r.id, r.source_concept_id AS source, r.target_concept_id AS target, r.type,
                1 - exp(sum(ln(1 - least(e.strength, 0.999)))) AS strength
           FROM relationships r
           JOIN relationship_evidence e ON e.relationship_id = r.id
           JOIN documents d ON d.id = e.document_id
          WHERE r.user_id = $1 AND e.user_id = $1 ${inProject}
       GROUP BY r.id`
      : `SELECT id, source_concept_id AS source, target_concept_id AS target, type, strength FROM relationships WHERE user_id = $1`,
    params,
  );
  const [docs] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM documents d WHERE d.user_id = $1 ${inProject}`, params);
  const nodes = nodeRows.map((row) => ({
    id: row.id,
    name: row.name,
    category: row.category,
    salience: Number(row.salience ?? 0),
    documentCount: Number(row.docs ?? 0),
    firstSeen: row.first_seen == null ? null : new Date(row.first_seen),
  }));
  const known = new Set(nodes.map((n) => n.id));
  // Both ends must be in the scope (a concept can only lose its last mention and vanish with its relationships in
  // one transaction, but a project's edge could in principle point at a concept mentioned elsewhere).
  const edges = edgeRows
    .filter((row) => known.has(row.source) && known.has(row.target))
    .map((row) => ({ ...row, strength: Math.min(1, Math.max(0, Number(row.strength))) }));
  return { nodes, edges, documentCount: docs?.n ?? 0 };
}

/**
 * A cheap fingerprint of everything the graph and analytics are derived from. Knowledge changes only when a
 * document is processed (its row is updated in the same transaction) or deleted (the count drops), and concepts and
 * relationships carry their own `updated_at`; counts catch deletions, the latest timestamps catch edits.
 */
export async function knowledgeFingerprint(database: Database, userId: string): Promise<string> {
  const [row] = await database.query<{ d: string; c: string; r: string }>(
    `SELECT (SELECT count(*) || '/' || coalesce(max(updated_at)::text, '') FROM documents WHERE user_id = $1) AS d,
            (SELECT count(*) || '/' || coalesce(max(updated_at)::text, '') FROM concepts WHERE user_id = $1) AS c,
            (SELECT count(*) || '/' || coalesce(max(updated_at)::text, '') FROM relationships WHERE user_id = $1) AS r`,
    [userId],
  );
  return `${row?.d}|${row?.c}|${row?.r}`;
}
