import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contradictions, relationshipEvidence, relationships, statementConcepts, statements } from "../../db/schema.ts";
import { embeddingUpdates, type VectorSql } from "../../db/vectors.ts";
import { cosine } from "../../pipeline/embeddings/word-vectors.ts";
import { judgeStatements, type Judgement } from "../../pipeline/contradictions/judge.ts";
import type { StatementCandidate } from "../../pipeline/contradictions/statements.ts";
import { chunkAt, type StoredChunk } from "../knowledge/stored-chunks.ts";
import { recomputeRelationshipStrength } from "../knowledge/write-knowledge.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Statements closer than this in meaning are compared; vectors only find candidates, the judge decides. */
export const CANDIDATE_SIMILARITY = 0.6;
/** Statements compared per shared concept, newest first: a very common concept must not make ingest quadratic. */
const CANDIDATES_PER_CONCEPT = 200;

const SEVERITY_STRENGTH = { high: 0.9, medium: 0.6, low: 0.3 } as const;

export interface NewStatement extends StatementCandidate {
  vector: number[];
}

export interface StoredStatement {
  id: string;
  documentId: string;
  chunkId: string | null;
  charStart: number;
  charEnd: number;
  text: string;
  vector: number[];
  conceptIds: string[];
}

/** Optional second opinion (an LLM), asked before the write transaction; undefined means "no opinion". */
export type ExternalVerdicts = Map<string, Judgement>;
export const verdictKey = (newIndex: number, storedId: string) => `${newIndex}|${storedId}`;

/** The user's statements in other documents that share a concept with the new ones. */
export async function candidateStatements(db: Db | Tx, vectors: VectorSql, userId: string, documentId: string, conceptIds: string[]): Promise<StoredStatement[]> {
  if (conceptIds.length === 0) return [];
  const rows = await db.execute<{ id: string; document_id: string; chunk_id: string | null; char_start: number; char_end: number; text: string; embedding: unknown; concept_ids: string[] }>(sql`
    WITH ranked AS (
      SELECT sc.statement_id, sc.concept_id,
             row_number() OVER (PARTITION BY sc.concept_id ORDER BY s.id DESC) AS n
        FROM ${statementConcepts} sc JOIN ${statements} s ON s.id = sc.statement_id
       WHERE sc.user_id = ${userId} AND sc.concept_id IN ${sql`(${sql.join(conceptIds.map((id) => sql`${id}::uuid`), sql`, `)})`} AND s.document_id <> ${documentId}
    )
    SELECT s.id, s.document_id, s.chunk_id, s.char_start, s.char_end, s.text, s.embedding,
           array_agg(DISTINCT r.concept_id::text) AS concept_ids
      FROM ranked r JOIN ${statements} s ON s.id = r.statement_id
     WHERE r.n <= ${CANDIDATES_PER_CONCEPT}
     GROUP BY s.id`);
  // drizzle returns the driver's result: both PGlite's and node-postgres's carry `rows`
  const list = (rows as unknown as { rows: unknown[] }).rows;
  return (list as Array<{ id: string; document_id: string; chunk_id: string | null; char_start: number; char_end: number; text: string; embedding: unknown; concept_ids: string[] | string }>).map((r) => ({
    id: r.id,
    documentId: r.document_id,
    chunkId: r.chunk_id,
    charStart: r.char_start,
    charEnd: r.char_end,
    text: r.text,
    vector: vectors.decode(r.embedding) ?? [],
    conceptIds: Array.isArray(r.concept_ids) ? r.concept_ids : String(r.concept_ids).replace(/^{|}$/g, "").split(",").filter(Boolean),
  }));
}

/** Pairs worth judging: a shared concept and close enough in meaning. */
export function candidatePairs(news: Array<NewStatement & { conceptIds: string[] }>, stored: StoredStatement[]) {
  const pairs: Array<{ newIndex: number; stored: StoredStatement; similarity: number; shared: string[] }> = [];
  news.forEach((statement, newIndex) => {
    for (const other of stored) {
      const shared = statement.conceptIds.filter((id) => other.conceptIds.includes(id));
      if (shared.length === 0) continue;
      const similarity = statement.vector.length && other.vector.length ? cosine(statement.vector, other.vector) : 1;
      if (similarity >= CANDIDATE_SIMILARITY) pairs.push({ newIndex, stored: other, similarity, shared });
    }
  });
  return pairs;
}

/**
 * Stores the new document's statements, compares them with the user's other statements that share a concept,
 * and records each contradiction found (both statements with their document and passage) with a `contradicts`
 * relationship between the concepts involved. Runs inside the document's write transaction.
 */
export async function detectContradictions(
  tx: Tx,
  input: {
    userId: string;
    documentId: string;
    chunks: StoredChunk[];
    statements: NewStatement[];
    conceptIds: Map<string, string>;
    vectors: VectorSql;
    model: string;
    dims: number;
    external?: ExternalVerdicts;
    /** Judges the pairs, in order (the pipeline threads, off the main thread); the local judge here by default. */
    judgePairs?: (pairs: Array<{ a: string; b: string; similarity: number }>) => Promise<Judgement[]>;
  },
): Promise<number> {
  const { userId, documentId, chunks, vectors } = input;
  const news = input.statements.map((s) => ({ ...s, conceptIds: [...new Set(s.conceptKeys.map((k) => input.conceptIds.get(k)).filter((id): id is string => !!id))] }));
  if (news.length === 0) return 0;

  const stored = await tx
    .insert(statements)
    .values(news.map((s) => ({ userId, documentId, chunkId: chunkAt(chunks, s.start)?.id ?? null, charStart: s.start, charEnd: s.end, text: s.text })))
    .returning({ id: statements.id, chunkId: statements.chunkId });
  const links = news.flatMap((s, i) => s.conceptIds.map((conceptId) => ({ userId, statementId: stored[i]!.id, conceptId })));
  for (let i = 0; i < links.length; i += 1000) await tx.insert(statementConcepts).values(links.slice(i, i + 1000)).onConflictDoNothing();
  const vectorRows = news.map((s, i) => ({ id: stored[i]!.id, vector: s.vector })).filter((r) => r.vector.some((v) => v !== 0));
  for (const statement of embeddingUpdates(vectors, "statements", vectorRows, input.model, input.dims)) await tx.execute(statement);

  const others = await candidateStatements(tx, vectors, userId, documentId, [...new Set(news.flatMap((s) => s.conceptIds))]);
  const decided = await decidedPairs(tx, userId, documentId);
  const seen = new Set<string>();
  const pairs = candidatePairs(news, others).filter((pair) => {
    const key = verdictKey(pair.newIndex, pair.stored.id);
    if (seen.has(key)) return false;
    seen.add(key);
    // A pair the user already resolved, found again when the document is read again, is not asked about twice.
    return !decided.has(pairKey(pair.stored.text, news[pair.newIndex]!.text));
  });
  const toJudge = pairs.filter((pair) => !input.external?.has(verdictKey(pair.newIndex, pair.stored.id)));
  const judge = input.judgePairs ?? (async (list) => list.map((p) => judgeStatements(p.a, p.b, p.similarity)));
  const judged = await judge(toJudge.map((pair) => ({ a: pair.stored.text, b: news[pair.newIndex]!.text, similarity: pair.similarity })));
  const verdicts = new Map(toJudge.map((pair, i) => [verdictKey(pair.newIndex, pair.stored.id), judged[i]!]));
  let found = 0;
  for (const pair of pairs) {
    const key = verdictKey(pair.newIndex, pair.stored.id);
    const verdict = input.external?.get(key) ?? verdicts.get(key)!;
    if (!verdict.contradicts) continue;
    const statement = news[pair.newIndex]!;
    await recordContradiction(tx, userId, documentId, pair.stored, { ...statement, chunkId: stored[pair.newIndex]!.chunkId }, pair.shared[0]!, verdict);
    found++;
  }
  return found;
}

const squeeze = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();
const pairKey = (a: string, b: string) => [squeeze(a), squeeze(b)].sort().join("\u0000");

/** The statement pairs of this document's contradictions that the user resolved. */
async function decidedPairs(tx: Tx, userId: string, documentId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ a: contradictions.statement1, b: contradictions.statement2 })
    .from(contradictions)
    .where(and(eq(contradictions.userId, userId), eq(contradictions.resolved, 1), sql`(${contradictions.document1Id} = ${documentId} OR ${contradictions.document2Id} = ${documentId})`));
  return new Set(rows.map((r) => pairKey(r.a, r.b)));
}

/** Stores one contradiction (both statements with their document and passage) and its graph edge. */
async function recordContradiction(
  tx: Tx,
  userId: string,
  documentId: string,
  first: StoredStatement,
  second: { text: string; start: number; end: number; chunkId: string | null; conceptIds: string[] },
  conceptId: string,
  verdict: Judgement,
): Promise<void> {
  const [row] = await tx
    .insert(contradictions)
    .values({
      userId,
      conceptId,
      statement1: first.text,
      document1Id: first.documentId,
      chunk1Id: first.chunkId,
      charStart1: first.charStart,
      charEnd1: first.charEnd,
      statement2: second.text,
      document2Id: documentId,
      chunk2Id: second.chunkId,
      charStart2: second.start,
      charEnd2: second.end,
      severity: verdict.severity,
      reason: verdict.reason,
    })
    .returning({ id: contradictions.id });
  await linkContradictingConcepts(tx, userId, documentId, second.chunkId, row!.id, first.conceptIds, second.conceptIds, verdict);
}

/** Pairs an AI provider is asked about per document, closest first: each question costs a request. */
const PROVIDER_PAIRS_PER_DOCUMENT = 20;

/**
 * With an AI provider configured, a second pass after the document is written: the closest candidate pairs the
 * local cues did not flag are put to the provider, and what it judges contradictory is recorded too. Runs outside
 * the write transaction (requests take seconds); stops asking at the first provider failure.
 */
export async function judgeWithProvider(
  db: Db,
  judge: { judge(a: string, b: string): Promise<Judgement> },
  vectors: VectorSql,
  userId: string,
  documentId: string,
): Promise<{ asked: number; found: number; failed: boolean }> {
  const rows = await db.execute<{ id: string; chunk_id: string | null; char_start: number; char_end: number; text: string; embedding: unknown; concept_ids: string[] | string }>(sql`
    SELECT s.id, s.chunk_id, s.char_start, s.char_end, s.text, s.embedding, array_agg(sc.concept_id::text) AS concept_ids
      FROM ${statements} s JOIN ${statementConcepts} sc ON sc.statement_id = s.id
     WHERE s.user_id = ${userId} AND s.document_id = ${documentId}
     GROUP BY s.id`);
  const own = (rows as unknown as { rows: Array<{ id: string; chunk_id: string | null; char_start: number; char_end: number; text: string; embedding: unknown; concept_ids: string[] | string }> }).rows.map((r) => ({
    text: r.text,
    start: r.char_start,
    end: r.char_end,
    chunkId: r.chunk_id,
    conceptKeys: [],
    vector: vectors.decode(r.embedding) ?? [],
    conceptIds: Array.isArray(r.concept_ids) ? r.concept_ids : String(r.concept_ids).replace(/^{|}$/g, "").split(",").filter(Boolean),
  }));
  if (own.length === 0) return { asked: 0, found: 0, failed: false };
  const others = await candidateStatements(db, vectors, userId, documentId, [...new Set(own.flatMap((s) => s.conceptIds))]);
  const recorded = new Set(
    (await db.select({ a: contradictions.charStart1, d: contradictions.document1Id, b: contradictions.charStart2 }).from(contradictions).where(and(eq(contradictions.userId, userId), eq(contradictions.document2Id, documentId)))).map(
      (r) => `${r.d}|${r.a}|${r.b}`,
    ),
  );
  const pairs = candidatePairs(own, others)
    .filter((p) => !recorded.has(`${p.stored.documentId}|${p.stored.charStart}|${own[p.newIndex]!.start}`))
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, PROVIDER_PAIRS_PER_DOCUMENT);
  let asked = 0;
  let found = 0;
  for (const pair of pairs) {
    let verdict: Judgement;
    try {
      asked++;
      verdict = await judge.judge(pair.stored.text, own[pair.newIndex]!.text);
    } catch {
      return { asked, found, failed: true };
    }
    if (!verdict.contradicts) continue;
    await db.transaction((tx) => recordContradiction(tx, userId, documentId, pair.stored, own[pair.newIndex]!, pair.shared[0]!, verdict));
    found++;
  }
  return { asked, found, failed: false };
}

/**
 * The `contradicts` edge joins what the statements disagree about: a concept only the first names and one only
 * the second names ("raises" A vs "lowers" B), or else the two concepts whose relation they state differently
 * (both say something opposite about exercise and mortality). No edge when they name a single concept.
 */
export async function linkContradictingConcepts(tx: Tx, userId: string, documentId: string, chunkId: string | null, contradictionId: string, first: string[], second: string[], verdict: Pick<Judgement, "severity">) {
  const onlyFirst = first.filter((id) => !second.includes(id));
  const onlySecond = second.filter((id) => !first.includes(id));
  const [source, target] = onlyFirst.length && onlySecond.length ? [onlyFirst[0], onlySecond[0]] : [...new Set([...first, ...second])];
  if (!source || !target || source === target) return;
  const strength = SEVERITY_STRENGTH[verdict.severity];
  const [rel] = await tx
    .insert(relationships)
    .values({ userId, sourceConceptId: source, targetConceptId: target, type: "contradicts", strength })
    .onConflictDoUpdate({ target: [relationships.userId, relationships.sourceConceptId, relationships.targetConceptId, relationships.type], set: { updatedAt: new Date() } })
    .returning({ id: relationships.id });
  await tx.insert(relationshipEvidence).values({ userId, relationshipId: rel!.id, documentId, chunkId, strength, contradictionId });
  await recomputeRelationshipStrength(tx, [rel!.id]);
}

/** Removes what a dismissed contradiction put in the graph: its evidence, and the edge when nothing else supports it. */
export async function removeContradictionEdge(tx: Tx, userId: string, contradictionId: string): Promise<void> {
  const removed = await tx
    .delete(relationshipEvidence)
    .where(and(eq(relationshipEvidence.userId, userId), eq(relationshipEvidence.contradictionId, contradictionId)))
    .returning({ relationshipId: relationshipEvidence.relationshipId });
  const ids = [...new Set(removed.map((r) => r.relationshipId))];
  if (ids.length === 0) return;
  await tx
    .delete(relationships)
    .where(and(eq(relationships.userId, userId), inArray(relationships.id, ids), sql`NOT EXISTS (SELECT 1 FROM ${relationshipEvidence} e WHERE e.relationship_id = ${relationships.id})`));
  const left = await tx.select({ id: relationships.id }).from(relationships).where(and(eq(relationships.userId, userId), inArray(relationships.id, ids)));
  await recomputeRelationshipStrength(tx, left.map((r) => r.id));
}

/** Puts a reopened contradiction's edge back, from the concepts its two statements mention. */
export async function restoreContradictionEdge(tx: Tx, userId: string, contradictionId: string): Promise<void> {
  const [c] = await tx.select().from(contradictions).where(and(eq(contradictions.userId, userId), eq(contradictions.id, contradictionId)));
  if (!c) return;
  const conceptsOf = async (documentId: string, charStart: number) =>
    (
      await tx
        .select({ conceptId: statementConcepts.conceptId })
        .from(statementConcepts)
        .innerJoin(statements, eq(statements.id, statementConcepts.statementId))
        .where(and(eq(statements.userId, userId), eq(statements.documentId, documentId), eq(statements.charStart, charStart)))
    ).map((r) => r.conceptId);
  const first = await conceptsOf(c.document1Id, c.charStart1);
  const second = await conceptsOf(c.document2Id, c.charStart2);
  await linkContradictingConcepts(tx, userId, c.document2Id, c.chunk2Id, c.id, first, second, { severity: c.severity as Judgement["severity"] });
}
