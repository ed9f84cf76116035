/**
 * A document's claims as stored for contradiction detection: the sentence and its passage, the headings above it
 * and the document's names (which work it speaks of), the concepts it mentions, and its words in the candidate
 * index (`statement_terms`).
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/vectors.ts";
import {
  documents,
  statementConcepts,
  statements,
  statementStats,
  statementTermCounts,
  statementTerms,
} from "../../db/schema.ts";
import type { Claim } from "../../pipeline/contradictions/claims.ts";
import { claimTerms } from "../../pipeline/contradictions/compare.ts";
import { keysMeeting } from "../../pipeline/contradictions/referents.ts";
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

/** A claim found to compare with: what the judge reads, without its concepts (loaded only for a flagged pair). */
export type PartnerClaim = Omit<StoredClaim, "conceptIds">;

/** A claim with its document's concept ids resolved. */
export interface NewClaim extends Claim {
  conceptIds: string[];
}

/** Writes the claims of a document; returns them with their ids, in the same order. */
export async function storeClaims(
  tx: Tx,
  input: {
    userId: string;
    documentId: string;
    chunks: StoredChunk[];
    claims: NewClaim[];
    documentNames: string[];
    workKeys?: readonly string[];
  },
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
  // Rows go as arrays, one parameter per column: thousands of rows per paper, and a statement with four parameters
  // per row cost more to build than to run.
  const links = claims.flatMap((c, i) => c.conceptIds.map((conceptId) => [stored[i]!.id, conceptId] as const));
  if (links.length > 0)
    await tx.execute(
      sql`INSERT INTO ${statementConcepts} (user_id, statement_id, concept_id)
          SELECT ${userId}, l.statement_id, l.concept_id
            FROM unnest(${sql.param(links.map((l) => l[0]))}::uuid[], ${sql.param(links.map((l) => l[1]))}::uuid[])
                 AS l(statement_id, concept_id)
          ON CONFLICT DO NOTHING`,
    );
  const terms = claims.flatMap((c, i) => claimTerms(c.reading).map((term) => [stored[i]!.id, term] as const));
  // The works the document is or speaks of, once per document (on its first claim): findable by namedDocuments.
  if (stored.length > 0) for (const key of input.workKeys ?? []) terms.push([stored[0]!.id, key]);
  if (terms.length > 0)
    await tx.execute(
      sql`INSERT INTO ${statementTerms} (user_id, term, statement_id, document_id)
          SELECT ${userId}, t.term, t.statement_id, ${documentId}
            FROM unnest(${sql.param(terms.map((t) => t[0]))}::uuid[], ${sql.param(terms.map((t) => t[1]))}::text[])
                 AS t(statement_id, term)
          ON CONFLICT DO NOTHING`,
    );
  return stored;
}

/** A text[] column of a raw query: an array, or its literal ("{a,b}") where the driver leaves it unparsed. */
const textArray = (value: string[] | string | null): string[] =>
  value === null ? [] : Array.isArray(value) ? value : value.replace(/^{|}$/g, "").split(",").filter(Boolean);

/**
 * The user's other documents that are, or speak of, one of the works `workKeys` name (referents.ts workKey): the
 * paper a note cites by its authors, links to or names in its title, and the notes that cite a paper.
 */
export async function namedDocuments(
  db: Db | Tx,
  userId: string,
  documentId: string,
  workKeys: readonly string[],
): Promise<string[]> {
  if (workKeys.length === 0) return [];
  const rows = await rowsOf<{ document_id: string }>(
    db,
    sql`SELECT DISTINCT document_id FROM ${statementTerms}
         WHERE user_id = ${userId} AND term = ANY(${sql.param(keysMeeting(workKeys))}::text[])
           AND document_id <> ${documentId}`,
  );
  return rows.map((r) => r.document_id);
}

/**
 * The claims of `documentIds` that share at least `minShared` of `terms`, however common: a named paper's claims
 * are compared with a note's even in a library where their shared words are everywhere.
 */
export async function claimsSharingTerms(
  db: Db | Tx,
  userId: string,
  documentIds: readonly string[],
  terms: readonly string[],
  minShared = 2,
): Promise<Array<{ id: string; terms: string[] }>> {
  if (documentIds.length === 0 || terms.length < minShared) return [];
  const matches = await rowsOf<{ statement_id: string; terms: string[] | string }>(
    db,
    sql`SELECT statement_id, array_agg(term) AS terms FROM ${statementTerms}
         WHERE user_id = ${userId} AND document_id = ANY(${sql.param([...documentIds])}::uuid[])
           AND term = ANY(${sql.param([...new Set(terms)])}::text[])
         GROUP BY statement_id
        HAVING count(*) >= ${minShared}`,
  );
  return matches.map((m) => ({ id: m.statement_id, terms: textArray(m.terms) }));
}

/** Terms shared by more than this share of a user's claims are too common to find candidates by. */
const COMMON_SHARE = 0.02;
const COMMON_FLOOR = 50;

/** Claims one claim is compared with at most: a document's write stays the same size however large the account. */
export const PARTNERS_PER_CLAIM = 40;

/**
 * Rows of the word index one claim reads at most to find its partners, its rarest words first: the words of a claim
 * are in more claims the larger the account, and reading all their rows made a paper's write 14 times slower in an
 * account of 1,000 documents than in one of 10. A restated or misstated claim shares its rarest words (names,
 * figures, specific terms) with its original.
 */
export const TERM_ROWS_PER_CLAIM = 300;

/**
 * For each of a document's claims (its words, `ownTerms[i]`), the user's claims in other documents sharing at least
 * `minShared` uncommon words with it, those sharing the rarest words first, at most PARTNERS_PER_CLAIM. Common words
 * (by the user's own counts) find nothing: "model" or "results" would make every note a candidate of every other.
 * Each claim searches by its rarest words, as many as TERM_ROWS_PER_CLAIM rows allow. Counted in SQL: only the
 * partners come back, not every claim sharing a word with the document.
 */
export async function uncommonPartners(
  db: Db | Tx,
  userId: string,
  documentId: string,
  ownTerms: readonly (readonly string[])[],
  { minShared = 2, rowsPerClaim = TERM_ROWS_PER_CLAIM } = {},
): Promise<string[][]> {
  const partners = ownTerms.map((): string[] => []);
  const allTerms = [...new Set(ownTerms.flat())];
  if (allTerms.length === 0) return partners;
  const [stats] = await db
    .select({ n: statementStats.statementCount })
    .from(statementStats)
    .where(eq(statementStats.userId, userId));
  const total = stats?.n ?? 0;
  const cap = Math.max(COMMON_FLOOR, Math.ceil(total * COMMON_SHARE));
  // How common a word is comes from the counts the triggers keep (migration 0021), not from counting its rows.
  const counts = new Map(
    (
      await db
        .select({ term: statementTermCounts.term, n: statementTermCounts.statementCount })
        .from(statementTermCounts)
        .where(
          and(
            eq(statementTermCounts.userId, userId),
            sql`${statementTermCounts.term} = ANY(${sql.param(allTerms)}::text[])`,
            sql`${statementTermCounts.statementCount} BETWEEN 1 AND ${cap}`,
          ),
        )
    ).map((r) => [r.term, r.n]),
  );
  const searched = ownTerms.flatMap((terms, claim) =>
    searchTerms(terms, counts, rowsPerClaim).map((term) => ({ claim, term })),
  );
  if (searched.length === 0) return partners;
  const rows = await rowsOf<{ claim: number; statement_id: string }>(
    db,
    sql`WITH own AS (
          SELECT * FROM unnest(${sql.param(searched.map((p) => p.claim))}::int[],
                               ${sql.param(searched.map((p) => p.term))}::text[],
                               ${sql.param(searched.map((p) => Math.log((total + 1) / counts.get(p.term)!)))}::float8[])
            AS o(claim, term, weight)
        ), shared AS (
          SELECT o.claim, st.statement_id, count(*) AS n, sum(o.weight) AS weight
            FROM own o
            JOIN ${statementTerms} st ON st.user_id = ${userId} AND st.term = o.term AND st.document_id <> ${documentId}
           GROUP BY o.claim, st.statement_id
          HAVING count(*) >= ${minShared}
        )
        SELECT claim, statement_id FROM (
          SELECT claim, statement_id, row_number() OVER (PARTITION BY claim ORDER BY weight DESC, statement_id) AS rank
            FROM shared
        ) ranked
         WHERE rank <= ${PARTNERS_PER_CLAIM}`,
  );
  for (const row of rows) partners[row.claim]!.push(row.statement_id);
  return partners;
}

/** A claim's uncommon words that it searches by: the rarest first, while their rows fit `budget`. */
function searchTerms(terms: readonly string[], counts: ReadonlyMap<string, number>, budget: number): string[] {
  const uncommon = [...new Set(terms)]
    .filter((term) => counts.has(term))
    .sort((a, b) => counts.get(a)! - counts.get(b)! || (a < b ? -1 : 1));
  const chosen: string[] = [];
  let rows = 0;
  for (const term of uncommon) {
    rows += counts.get(term)!;
    if (rows > budget) break;
    chosen.push(term);
  }
  return chosen;
}

/** Stored claims by id (the user's only, of documents not deleted), with their concepts. */
export async function loadClaims(
  db: Db | Tx,
  userId: string,
  ids: readonly string[],
  notDocument?: string,
): Promise<StoredClaim[]> {
  return (await selectClaims(db, userId, ids, { notDocument, concepts: true })) as StoredClaim[];
}

/** Claims to compare with, by id, as loadClaims without their concepts: thousands per batch, few ever flagged. */
export function loadPartnerClaims(
  db: Db | Tx,
  userId: string,
  ids: readonly string[],
  notDocument: string,
): Promise<PartnerClaim[]> {
  return selectClaims(db, userId, ids, { notDocument, concepts: false });
}

/**
 * One query with the ids as one array: a list of a thousand parameters cost more to build and plan than to run.
 * Without concepts, half the time of a partner search's load.
 */
async function selectClaims(
  db: Db | Tx,
  userId: string,
  ids: readonly string[],
  options: { notDocument?: string; concepts: boolean },
): Promise<Array<PartnerClaim & { conceptIds?: string[] }>> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<{
    id: string;
    document_id: string;
    chunk_id: string | null;
    char_start: number;
    char_end: number;
    text: string;
    headings: string[];
    document_names: string[];
    concept_ids?: string[] | string | null;
  }>(
    db,
    // Driven by the ids, each found by its key, whatever the planner's statistics say of the tables' sizes.
    sql`SELECT s.id, s.document_id, s.chunk_id, s.char_start, s.char_end, s.text, s.headings, s.document_names
               ${options.concepts ? sql`, (SELECT array_agg(sc.concept_id::text) FROM ${statementConcepts} sc WHERE sc.statement_id = s.id) AS concept_ids` : sql``}
          FROM unnest(${sql.param([...ids])}::uuid[]) AS wanted(id) JOIN ${statements} s ON s.id = wanted.id
         WHERE s.user_id = ${userId} ${options.notDocument ? sql`AND s.document_id <> ${options.notDocument}` : sql``}
           AND NOT EXISTS (SELECT 1 FROM ${documents} d WHERE d.id = s.document_id AND d.deleted_at IS NOT NULL)`,
  );
  return rows.map((r) => ({
    id: r.id,
    documentId: r.document_id,
    chunkId: r.chunk_id,
    charStart: r.char_start,
    charEnd: r.char_end,
    text: r.text,
    headings: r.headings,
    documentNames: r.document_names,
    ...(options.concepts ? { conceptIds: textArray(r.concept_ids ?? null) } : {}),
  }));
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
