/**
 * A document's claims as stored for contradiction detection: the sentence and its passage, the headings above it
 * and the document's names (which work it speaks of), the concepts it mentions, and its words in the candidate
 * index (`statement_terms`).
 */
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/vectors.ts";
import { statementConcepts, statements, statementTerms } from "../../db/schema.ts";
import type { Claim } from "../../pipeline/contradictions/claims.ts";
import { claimTerms } from "../../pipeline/contradictions/compare.ts";
import { chunkAt, type StoredChunk } from "../knowledge/stored-chunks.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface StoredClaim {
  id: string;
  documentId: string;
  chunkId: string | null;
  charStart: number;
  charEnd: number;
  text: string;
  headings: string[];
  documentNames: string[];
  /** Concepts the claim mentions, in the order it mentions them. */
  conceptIds: string[];
}

/** A claim with its document's concept ids resolved. */
export interface NewClaim extends Claim {
  conceptIds: string[];
}

/** Writes the claims of a document; returns them with their ids, in the same order. */
export async function storeClaims(
  tx: Tx,
  input: { userId: string; documentId: string; chunks: StoredChunk[]; claims: NewClaim[]; documentNames: string[] },
): Promise<StoredClaim[]> {
  const { userId, documentId, claims, documentNames } = input;
  const stored: StoredClaim[] = [];
  for (let i = 0; i < claims.length; i += 500) {
    const batch = claims.slice(i, i + 500);
    const rows = await tx
      .insert(statements)
      .values(
        batch.map((c) => ({
          userId,
          documentId,
          chunkId: chunkAt(input.chunks, c.start)?.id ?? null,
          charStart: c.start,
          charEnd: c.end,
          text: c.text,
          headings: c.headings,
          documentNames,
        })),
      )
      .returning({ id: statements.id, chunkId: statements.chunkId });
    rows.forEach((row, k) => {
      const claim = batch[k]!;
      stored.push({
        id: row.id,
        documentId,
        chunkId: row.chunkId,
        charStart: claim.start,
        charEnd: claim.end,
        text: claim.text,
        headings: claim.headings,
        documentNames,
        conceptIds: claim.conceptIds,
      });
    });
  }
  const links = claims.flatMap((c, i) =>
    c.conceptIds.map((conceptId) => ({ userId, statementId: stored[i]!.id, conceptId })),
  );
  for (let i = 0; i < links.length; i += 1000)
    await tx
      .insert(statementConcepts)
      .values(links.slice(i, i + 1000))
      .onConflictDoNothing();
  const terms = claims.flatMap((c, i) =>
    claimTerms(c.reading).map((term) => ({ userId, term, statementId: stored[i]!.id, documentId })),
  );
  for (let i = 0; i < terms.length; i += 1000)
    await tx
      .insert(statementTerms)
      .values(terms.slice(i, i + 1000))
      .onConflictDoNothing();
  return stored;
}

/** Terms shared by more than this share of a user's claims are too common to find candidates by. */
const COMMON_SHARE = 0.02;
const COMMON_FLOOR = 50;

/**
 * The ids of the user's claims in other documents that share at least `minShared` uncommon words with this
 * document's claims taken together, with the words they share (the caller keeps those that share enough with one
 * claim). Common words (by the user's own counts) find nothing: "model" or "results" would make every note a
 * candidate of every other.
 */
export async function candidateClaims(
  db: Db | Tx,
  userId: string,
  documentId: string,
  terms: readonly string[],
  minShared = 2,
): Promise<Array<{ id: string; terms: string[] }>> {
  if (terms.length === 0) return [];
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(statements)
    .where(eq(statements.userId, userId));
  const cap = Math.max(COMMON_FLOOR, Math.ceil((total?.n ?? 0) * COMMON_SHARE));
  const matches = await rowsOf<{ statement_id: string; terms: string[] | string }>(
    db,
    sql`WITH mine AS (SELECT DISTINCT unnest(ARRAY[${sql.join(
      terms.map((t) => sql`${t}`),
      sql`, `,
    )}]::text[]) AS term),
         df AS (SELECT t.term, count(*) AS n FROM ${statementTerms} t JOIN mine ON mine.term = t.term WHERE t.user_id = ${userId} GROUP BY t.term)
       SELECT t.statement_id, array_agg(t.term) AS terms
         FROM ${statementTerms} t JOIN df ON df.term = t.term AND df.n <= ${cap}
        WHERE t.user_id = ${userId} AND t.document_id <> ${documentId}
        GROUP BY t.statement_id
       HAVING count(*) >= ${minShared}`,
  );
  if (matches.length === 0) return [];
  return matches.map((m) => ({
    id: m.statement_id,
    terms: Array.isArray(m.terms) ? m.terms : String(m.terms).replace(/^{|}$/g, "").split(","),
  }));
}

/** Stored claims by id (the user's only), with their concepts. */
export async function loadClaims(
  db: Db | Tx,
  userId: string,
  ids: readonly string[],
  notDocument?: string,
): Promise<StoredClaim[]> {
  const out: StoredClaim[] = [];
  for (let i = 0; i < ids.length; i += 1000) {
    const batch = ids.slice(i, i + 1000);
    const where = [eq(statements.userId, userId), inArray(statements.id, batch)];
    if (notDocument) where.push(ne(statements.documentId, notDocument));
    const rows = await db
      .select()
      .from(statements)
      .where(and(...where));
    const links = await db
      .select({ statementId: statementConcepts.statementId, conceptId: statementConcepts.conceptId })
      .from(statementConcepts)
      .where(and(eq(statementConcepts.userId, userId), inArray(statementConcepts.statementId, batch)));
    const concepts = new Map<string, string[]>();
    for (const link of links)
      concepts.set(link.statementId, [...(concepts.get(link.statementId) ?? []), link.conceptId]);
    for (const r of rows) {
      out.push({
        id: r.id,
        documentId: r.documentId,
        chunkId: r.chunkId,
        charStart: r.charStart,
        charEnd: r.charEnd,
        text: r.text,
        headings: r.headings,
        documentNames: r.documentNames,
        conceptIds: concepts.get(r.id) ?? [],
      });
    }
  }
  return out;
}

/** A document's own stored claims. */
export async function claimsOfDocument(db: Db | Tx, userId: string, documentId: string): Promise<StoredClaim[]> {
  const ids = (
    await db
      .select({ id: statements.id })
      .from(statements)
      .where(and(eq(statements.userId, userId), eq(statements.documentId, documentId)))
  ).map((r) => r.id);
  return (await loadClaims(db, userId, ids)).sort((a, b) => a.charStart - b.charStart);
}
