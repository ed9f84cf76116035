import type { Database } from "../../db/client.ts";
import { notFound } from "../../errors.ts";
import { findProject } from "../projects/projects.ts";
import { combinedStrengthSql } from "../knowledge/write-knowledge.ts";
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
  /** Mentions in the scope's documents (for the significance of co-occurrence edges). */
  mentions?: number;
}

export interface SnapshotEdge {
  id: string;
  source: string;
  target: string;
  type: RelationshipType;
  strength: number;
  /** Sentences in which the two occur together (co-occurrence evidence). */
  cooccurrences?: number;
  /** Stated outright (a cue phrase, a note's link), not by co-occurrence alone. */
  explicit?: boolean;
  /** The words that state it, read from `labelFrom` (the source or the target id). */
  label?: string | null;
  labelFrom?: string | null;
}

/**
 * A relationship's ends in the order its sentence has them ("A inspired by B": A first), so that "first label
 * second" reads as written; source then target when it has no label.
 */
export function statedEnds(edge: Pick<SnapshotEdge, "source" | "target" | "label" | "labelFrom">): [string, string] {
  return edge.label && edge.labelFrom === edge.target ? [edge.target, edge.source] : [edge.source, edge.target];
}

/** The concepts and relationships a scope sees: every read of the graph and analytics starts here. */
export interface KnowledgeSnapshot {
  nodes: SnapshotNode[];
  edges: SnapshotEdge[];
  documentCount: number;
  /** The account's claims (body sentences): the sample co-occurrence is measured against. */
  sentenceCount?: number;
  /** Whole-user snapshots only: what ./snapshot-refresh.ts needs to update it in place of a reload. */
  version?: SnapshotVersion;
}

export interface SnapshotVersion {
  /** The database's MVCC snapshot (`pg_current_snapshot()`) taken before the rows were read. */
  readAfter: string;
  documentIds: Set<string>;
}

/** 404 for a project that is not the user's (like any foreign id). */
export async function assertProjectScope(
  database: Database,
  userId: string,
  projectId: string | undefined,
): Promise<void> {
  if (projectId && !(await findProject(database.db, userId, projectId))) throw notFound("The project");
}

/**
 * Loads a scope. Rows come back aggregated into one text value each (JSON for concepts, whose names may hold any
 * character; space-separated fields for relationships, which hold only ids, a type and a number): on the embedded
 * database, 50,000 rows as rows cost ~0.5-1 s of per-row decoding, as one text ~0.15 s.
 * Without a project every concept and relationship of the user counts; with one, only concepts mentioned in its
 * documents and relationships with evidence in them, their strength combined from that evidence alone
 * (1 - Π(1 - s), as the writer combines it).
 */
export async function loadSnapshot(
  database: Database,
  userId: string,
  projectId: string | undefined,
): Promise<KnowledgeSnapshot> {
  const [state] = projectId
    ? [undefined]
    : await database.query<{ snapshot: string; documents: string[] | null }>(
        "SELECT pg_current_snapshot()::text AS snapshot, (SELECT array_agg(id::text) FROM documents WHERE user_id = $1 AND deleted_at IS NULL) AS documents",
        [userId],
      );
  const [sentences] = await database.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM statements WHERE user_id = $1",
    [userId],
  );
  const nodes = await loadNodes(database, userId, projectId);
  const edges = await loadEdges(database, userId, projectId, new Set(nodes.map((n) => n.id)));
  const [docs] = projectId
    ? await database.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM documents d WHERE d.user_id = $1 AND d.project_id = $2 AND d.deleted_at IS NULL",
        [userId, projectId],
      )
    : [{ n: state?.documents?.length ?? 0 }];
  const version = state ? { readAfter: state.snapshot, documentIds: new Set(state.documents ?? []) } : undefined;
  return { nodes, edges, documentCount: docs?.n ?? 0, sentenceCount: sentences?.n ?? 0, version };
}

/** The scope's concepts (only those of `ids` when given). */
export async function loadNodes(
  database: Database,
  userId: string,
  projectId: string | undefined,
  ids?: string[],
): Promise<SnapshotNode[]> {
  const params: unknown[] = [userId];
  const inProject = projectId ? `AND d.project_id = $${params.push(projectId)}` : "";
  const onlyIds = ids ? `AND c.id = ANY($${params.push(ids)}::uuid[])` : "";
  const onlyLinks = ids ? `AND dc.concept_id = ANY($${params.length}::uuid[])` : "";
  const perConcept = `SELECT dc.concept_id, max(dc.salience) AS salience, count(*)::int AS docs,
                             min(coalesce(d.processed_at, d.uploaded_at)) AS first_seen, sum(dc.mention_count)::int AS mentions
                        FROM document_concepts dc JOIN documents d ON d.id = dc.document_id
                       WHERE dc.user_id = $1 AND d.user_id = $1 AND d.deleted_at IS NULL ${inProject} ${onlyLinks}
                    GROUP BY dc.concept_id`;
  const [nodeText] = await database.query<{ j: string | null }>(
    `SELECT json_agg(json_build_array(c.id, c.name, c.category, s.salience, s.docs, coalesce(s.first_seen, ${projectId ? "NULL" : "c.created_at"}), s.mentions))::text AS j
       FROM concepts c JOIN (${perConcept}) s ON s.concept_id = c.id
      WHERE c.user_id = $1 ${onlyIds}`,
    params,
  );
  return (
    JSON.parse(nodeText?.j ?? "[]") as Array<
      [string, string, string, number | null, number | null, string | null, number | null]
    >
  ).map(([id, name, category, salience, docCount, firstSeen, mentions]) => ({
    id,
    name,
    category,
    salience: salience ?? 0,
    documentCount: docCount ?? 0,
    firstSeen: firstSeen ? new Date(firstSeen) : null,
    mentions: mentions ?? 0,
  }));
}

/** The scope's relationships between `known` concepts (only those of `ids` when given). */
export async function loadEdges(
  database: Database,
  userId: string,
  projectId: string | undefined,
  known: ReadonlySet<string>,
  ids?: string[],
): Promise<SnapshotEdge[]> {
  const params: unknown[] = [userId];
  const inProject = projectId ? `AND d.project_id = $${params.push(projectId)}` : "";
  const onlyIds = ids ? `AND r.id = ANY($${params.push(ids)}::uuid[])` : "";
  const edgeFields =
    "r.id::text || ' ' || r.source_concept_id::text || ' ' || r.target_concept_id::text || ' ' || r.type || ' ' || r.cooccurrences::text || ' ' || r.explicit::int::text || ' ' || r.label_reversed::int::text || ' ' || replace(coalesce(r.label, ''), ' ', chr(1)) || ' '";
  const [edgeText] = await database.query<{ s: string | null }>(
    projectId
      ? `SELECT string_agg(${edgeFields} || x.strength::text, ' ') AS s
           FROM (SELECT e.relationship_id, ${combinedStrengthSql("e.strength")} AS strength
                   FROM relationship_evidence e JOIN documents d ON d.id = e.document_id
                  WHERE e.user_id = $1 AND d.deleted_at IS NULL ${inProject}
               GROUP BY e.relationship_id) x
           JOIN relationships r ON r.id = x.relationship_id
          WHERE r.user_id = $1 ${onlyIds}`
      : `SELECT string_agg(${edgeFields} || r.strength::text, ' ') AS s FROM relationships r WHERE r.user_id = $1 ${onlyIds}`,
    params,
  );
  const edges: SnapshotEdge[] = [];
  const fields = edgeText?.s ? edgeText.s.split(" ") : [];
  for (let i = 0; i + 8 < fields.length; i += 9) {
    const source = fields[i + 1]!;
    const target = fields[i + 2]!;
    // Both ends must be in the scope (a project's relationship could in principle join a concept mentioned only
    // in another project's documents).
    if (!known.has(source) || !known.has(target)) continue;
    edges.push({
      id: fields[i]!,
      source,
      target,
      type: fields[i + 3] as RelationshipType,
      cooccurrences: Number(fields[i + 4]),
      explicit: fields[i + 5] === "1",
      // Labels travel with their spaces as \x01 (the fields are space-separated).
      label: fields[i + 7] ? fields[i + 7]!.replaceAll("\u0001", " ") : null,
      labelFrom: fields[i + 7] ? (fields[i + 6] === "1" ? target : source) : null,
      strength: Math.min(1, Math.max(0, Number(fields[i + 8]))),
    });
  }
  return edges;
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
