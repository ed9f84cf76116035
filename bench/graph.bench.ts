// GET /api/graph and GET /api/analytics at 10,000 concepts and 50,000 relationships (bench/graph-synthetic.ts),
// written straight into the database for one user: 100 documents (half in a project), document_concepts, evidence
// and 100-d name vectors. Measures over HTTP on loopback: the first (uncached) answer, the answer after every
// knowledge change (cache invalidated before each request), and the cached answer; whole scope and one project.
// `npm run bench graph` (or `node --import tsx bench/graph.bench.ts [--concepts N --edges M]`); DATABASE_URL selects
// PostgreSQL.
import { knowledgeFingerprint } from "../server/domain/graph/snapshot.ts";
import { startBenchServer } from "./bench-server.ts";
import { seedSyntheticKnowledge } from "./graph-seed.ts";
import { percentile, printResult } from "./support.ts";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const CONCEPTS = arg("concepts", 10_000);
const EDGES = arg("edges", 50_000);

const { runtime, base, createAccount } = await startBenchServer({}, ["web"]);
const { database } = runtime.ctx;

async function timed(url: string, cookie: string): Promise<{ ms: number; bytes: number }> {
  const start = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${Buffer.from(body).toString()}`);
  return { ms: performance.now() - start, bytes: body.byteLength };
}

let userId = "";
try {
  const account = await createAccount("graph");
  userId = account.id;
  const { cookie } = account;
  const seeded = await seedSyntheticKnowledge(runtime.ctx, userId, { concepts: CONCEPTS, edges: EDGES });
  printResult("seed", {
    database: database.driver,
    concepts: CONCEPTS,
    relationships: EDGES,
    documents: seeded.documents,
    seconds: seeded.seconds.toFixed(1),
  });

  const fingerprints: number[] = [];
  for (let i = 0; i < 30; i++) {
    const start = performance.now();
    await knowledgeFingerprint(database, userId);
    fingerprints.push(performance.now() - start);
  }
  printResult("knowledge fingerprint (per request)", {
    p50_ms: percentile(fingerprints, 50),
    p95_ms: percentile(fingerprints, 95),
  });

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
    for (const table of ["relationship_evidence", "relationships", "mentions", "document_concepts"])
      await database.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
    await database.query("DELETE FROM users WHERE id = $1", [userId]);
  }
  await runtime.stop();
}
