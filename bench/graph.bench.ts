// GET /api/graph and GET /api/analytics at 10,000 concepts and 50,000 relationships (bench/graph-synthetic.ts),
// written straight into the database for one user: 100 documents (half in a project), document_concepts, evidence
// and 100-d name vectors. Measures over HTTP on loopback: the first (uncached) answer, the answer after every
// knowledge change (cache invalidated before each request), and the cached answer; whole scope and one project.
// `npm run bench graph` (or `node --import tsx bench/graph.bench.ts [--concepts N --edges M]`); DATABASE_URL selects
// PostgreSQL.
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { loadConfig } from "../server/config/env.ts";
import { embeddingUpdates, vectorSql } from "../server/db/vectors.ts";
import { knowledgeFingerprint } from "../server/domain/graph/snapshot.ts";
import { startRuntime } from "../server/runtime.ts";
import { syntheticGraph, syntheticId } from "./graph-synthetic.ts";
import { percentile, printResult } from "./support.ts";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const CONCEPTS = arg("concepts", 10_000);
const EDGES = arg("edges", 50_000);
const DOCUMENTS = 100;

const config = loadConfig({ ...process.env, PORT: "0", HOST: "127.0.0.1", MNEMO_DATA_DIR: mkdtempSync(join(tmpdir(), "mnemo-bench-graph-")), MNEMO_SIGNIN_RATE_LIMIT: "1000" });
const runtime = await startRuntime(config, ["web"], pino({ level: "silent" }));
const { database } = runtime.ctx;
const base = runtime.address!.replace("0.0.0.0", "127.0.0.1");

async function seed(userId: string) {
  const run = randomBytes(4).toString("hex");
  const graph = syntheticGraph(CONCEPTS, EDGES, { run });
  const started = performance.now();
  const [project] = await database.query<{ id: string }>("INSERT INTO projects (user_id, name) VALUES ($1, 'Bench project') RETURNING id", [userId]);
  const docIds = Array.from({ length: DOCUMENTS }, (_, i) => syntheticId(3, i, run));
  const day = 86_400_000;
  await database.query(
    `INSERT INTO documents (id, user_id, project_id, title, type, content, status, progress, processed_at, uploaded_at)
     SELECT d.id, $1, CASE WHEN d.n % 2 = 0 THEN $2::uuid END, 'Document ' || d.n, 'note', 'Synthetic.', 'ready', 100, d.at, d.at
       FROM unnest($3::uuid[], $4::int[], $5::timestamptz[]) AS d(id, n, at)`,
    [userId, project!.id, docIds, docIds.map((_, i) => i), docIds.map((_, i) => new Date(Date.now() - (DOCUMENTS - i) * day * 0.3))],
  );
  // A concept lives in the document of its cluster (so a project holds whole clusters) and sometimes one more.
  const docOf = (cluster: number) => docIds[cluster % DOCUMENTS]!;
  for (let i = 0; i < graph.nodes.length; i += 5000) {
    const batch = graph.nodes.slice(i, i + 5000);
    await database.query(
      `INSERT INTO concepts (id, user_id, name, normalized_key, category)
       SELECT c.id, $1, c.name, lower(c.name), c.category FROM unnest($2::uuid[], $3::text[], $4::text[]) AS c(id, name, category)`,
      [userId, batch.map((n) => n.id), batch.map((n) => n.name), batch.map((n) => n.category)],
    );
    const links = batch.flatMap((n, j) => [{ concept: n.id, doc: docOf(n.cluster), salience: n.salience }, ...((i + j) % 5 === 0 ? [{ concept: n.id, doc: docOf(n.cluster + 1), salience: n.salience / 2 }] : [])]);
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
      [userId, batch.map((e) => e.id), batch.map((e) => e.source), batch.map((e) => e.target), batch.map((e) => e.type), batch.map((e) => e.strength)],
    );
    await database.query(
      `INSERT INTO relationship_evidence (user_id, relationship_id, document_id, strength)
       SELECT $1, e.id, e.doc, e.strength FROM unnest($2::uuid[], $3::uuid[], $4::real[]) AS e(id, doc, strength)`,
      [userId, batch.map((e) => e.id), batch.map((e) => docOf(clusterOf.get(e.source)!)), batch.map((e) => e.strength)],
    );
  }
  // Name vectors: a cluster direction plus noise, so concepts of one cluster are close in meaning.
  const vectors = vectorSql(runtime.ctx.vectorMode);
  const centre = (c: number) => Array.from({ length: 100 }, (_, k) => Math.sin(c * 12.9898 + k * 78.233));
  const rows = graph.nodes.map((n, i) => ({ id: n.id, vector: centre(n.cluster).map((v, k) => v + Math.sin(i * 3.1 + k) * 0.8) }));
  for (const statement of embeddingUpdates(vectors, "concepts", rows, "", 0)) await database.db.execute(statement);
  await database.query("ANALYZE");
  return { projectId: project!.id, firstConcept: graph.nodes[0]!.id, seconds: (performance.now() - started) / 1000 };
}

async function timed(url: string, cookie: string): Promise<{ ms: number; bytes: number }> {
  const start = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${Buffer.from(body).toString()}`);
  return { ms: performance.now() - start, bytes: body.byteLength };
}

let userId = "";
try {
  const signUp = await fetch(`${base}/api/auth/sign-up`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ firstName: "Bench", email: `graph-${Date.now()}@example.com`, password: "bench-password" }),
  });
  userId = ((await signUp.json()) as { id: string }).id;
  const cookie = signUp.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const seeded = await seed(userId);
  printResult("seed", { database: database.driver, concepts: CONCEPTS, relationships: EDGES, documents: DOCUMENTS, seconds: seeded.seconds.toFixed(1) });

  const fingerprints: number[] = [];
  for (let i = 0; i < 30; i++) {
    const start = performance.now();
    await knowledgeFingerprint(database, userId);
    fingerprints.push(performance.now() - start);
  }
  printResult("knowledge fingerprint (per request)", { p50_ms: percentile(fingerprints, 50), p95_ms: percentile(fingerprints, 95) });

  const touch = () => database.query("UPDATE concepts SET updated_at = now() WHERE id = $1", [seeded.firstConcept]);
  for (const [name, path] of [
    ["GET /api/graph", "/api/graph"],
    ["GET /api/graph?projectId", `/api/graph?projectId=${seeded.projectId}`],
    ["GET /api/analytics", "/api/analytics"],
    ["GET /api/analytics?projectId", `/api/analytics?projectId=${seeded.projectId}`],
  ] as const) {
    const url = `${base}${path}`;
    const first = await timed(url, cookie);
    const changed: number[] = [];
    for (let i = 0; i < 10; i++) {
      await touch();
      changed.push((await timed(url, cookie)).ms);
    }
    const cached: number[] = [];
    for (let i = 0; i < 50; i++) cached.push((await timed(url, cookie)).ms);
    printResult(name, {
      database: database.driver,
      first_ms: Math.round(first.ms),
      after_change_p50_ms: percentile(changed, 50),
      after_change_p95_ms: percentile(changed, 95),
      cached_p50_ms: percentile(cached, 50),
      cached_p95_ms: percentile(cached, 95),
      kilobytes: Math.round(first.bytes / 1024),
    });
  }
} finally {
  // On a shared PostgreSQL database, leave nothing behind. Relationships go first, by user: cascading them from
  // 10,000 deleted concepts would look each one up by source concept, which no index covers alone.
  if (userId && database.driver === "postgres") {
    for (const table of ["relationship_evidence", "relationships", "mentions", "document_concepts"]) await database.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
    await database.query("DELETE FROM users WHERE id = $1", [userId]);
  }
  await runtime.stop();
}
