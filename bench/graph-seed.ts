// Writes a synthetic knowledge graph (bench/graph-synthetic.ts) straight into the database for one user: documents
// (half of them in a project), concepts, document_concepts, relationships with evidence, and 100-d name vectors.
// Used by bench/graph.bench.ts (the API) and bench/graph-render.bench.ts (the page, served by the real server).
import { randomBytes } from "node:crypto";
import type { Database } from "../server/db/client.ts";
import { embeddingUpdates, vectorSql, type VectorMode } from "../server/db/vectors.ts";
import { syntheticGraph, syntheticId } from "./graph-synthetic.ts";

export interface SeededKnowledge {
  projectId: string;
  firstConcept: string;
  documents: number;
  seconds: number;
}

export async function seedSyntheticKnowledge(
  { database, vectorMode }: { database: Database; vectorMode: VectorMode },
  userId: string,
  { concepts, edges, documents = 100 }: { concepts: number; edges: number; documents?: number },
): Promise<SeededKnowledge> {
  const run = randomBytes(4).toString("hex");
  const graph = syntheticGraph(concepts, edges, { run });
  const started = performance.now();
  const [project] = await database.query<{ id: string }>(
    "INSERT INTO projects (user_id, name) VALUES ($1, 'Bench project') RETURNING id",
    [userId],
  );
  const docIds = Array.from({ length: documents }, (_, i) => syntheticId(3, i, run));
  const day = 86_400_000;
  await database.query(
    `INSERT INTO documents (id, user_id, project_id, title, type, content, status, progress, processed_at, uploaded_at)
     SELECT d.id, $1, CASE WHEN d.n % 2 = 0 THEN $2::uuid END, 'Document ' || d.n, 'note', 'Synthetic.', 'ready', 100, d.at, d.at
       FROM unnest($3::uuid[], $4::int[], $5::timestamptz[]) AS d(id, n, at)`,
    [
      userId,
      project!.id,
      docIds,
      docIds.map((_, i) => i),
      docIds.map((_, i) => new Date(Date.now() - (documents - i) * day * 0.3)),
    ],
  );
  // A concept lives in the document of its cluster (so a project holds whole clusters) and sometimes one more.
  const docOf = (cluster: number) => docIds[cluster % documents]!;
  for (let i = 0; i < graph.nodes.length; i += 5000) {
    const batch = graph.nodes.slice(i, i + 5000);
    await database.query(
      `INSERT INTO concepts (id, user_id, name, normalized_key, category)
       SELECT c.id, $1, c.name, lower(c.name), c.category FROM unnest($2::uuid[], $3::text[], $4::text[]) AS c(id, name, category)`,
      [userId, batch.map((n) => n.id), batch.map((n) => n.name), batch.map((n) => n.category)],
    );
    const links = batch.flatMap((n, j) => [
      { concept: n.id, doc: docOf(n.cluster), salience: n.salience },
      ...((i + j) % 5 === 0 ? [{ concept: n.id, doc: docOf(n.cluster + 1), salience: n.salience / 2 }] : []),
    ]);
    await database.query(
      `INSERT INTO document_concepts (user_id, document_id, concept_id, salience, mention_count)
       SELECT $1, l.doc, l.concept, l.salience, 1 FROM unnest($2::uuid[], $3::uuid[], $4::real[]) AS l(doc, concept, salience)`,
      [userId, links.map((l) => l.doc), links.map((l) => l.concept), links.map((l) => l.salience)],
    );
  }
  const clusterOf = new Map(graph.nodes.map((n) => [n.id, n.cluster]));
  for (let i = 0; i < graph.edges.length; i += 10_000) {
    const batch = graph.edges.slice(i, i + 10_000);
    await database.query(
      `INSERT INTO relationships (id, user_id, source_concept_id, target_concept_id, type, strength)
       SELECT r.id, $1, r.s, r.t, r.type, r.strength FROM unnest($2::uuid[], $3::uuid[], $4::uuid[], $5::text[], $6::real[]) AS r(id, s, t, type, strength)`,
      [
        userId,
        batch.map((e) => e.id),
        batch.map((e) => e.source),
        batch.map((e) => e.target),
        batch.map((e) => e.type),
        batch.map((e) => e.strength),
      ],
    );
    await database.query(
      `INSERT INTO relationship_evidence (user_id, relationship_id, document_id, strength)
       SELECT $1, e.id, e.doc, e.strength FROM unnest($2::uuid[], $3::uuid[], $4::real[]) AS e(id, doc, strength)`,
      [userId, batch.map((e) => e.id), batch.map((e) => docOf(clusterOf.get(e.source)!)), batch.map((e) => e.strength)],
    );
  }
  // Name vectors: a cluster direction plus noise, so concepts of one cluster are close in meaning.
  const vectors = vectorSql(vectorMode);
  const centre = (c: number) => Array.from({ length: 100 }, (_, k) => Math.sin(c * 12.9898 + k * 78.233));
  const rows = graph.nodes.map((n, i) => ({
    id: n.id,
    vector: centre(n.cluster).map((v, k) => v + Math.sin(i * 3.1 + k) * 0.8),
  }));
  for (const statement of embeddingUpdates(vectors, "concepts", rows, "", 0)) await database.db.execute(statement);
  await database.query("ANALYZE");
  return {
    projectId: project!.id,
    firstConcept: graph.nodes[0]!.id,
    documents,
    seconds: (performance.now() - started) / 1000,
  };
}
