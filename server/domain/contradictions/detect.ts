/**
 * Contradiction detection for one processed document, inside its write transaction: its claims are stored, compared
 * with the user's claims in other documents (find-pairs.ts, the local judge), and every contradiction found is
 * recorded with both statements, their passages, kind, severity, confidence and reason, and its graph edge. A pair
 * the user already resolved or dismissed is never recorded again, however often the documents are read again.
 */
import type { Db } from "../../db/client.ts";
import { contradictions } from "../../db/schema.ts";
import type { Claim } from "../../pipeline/contradictions/claims.ts";
import type { Verdict } from "../../pipeline/contradictions/compare.ts";
import type { StoredChunk } from "../knowledge/stored-chunks.ts";
import { storeClaims, type StoredClaim } from "./claims-store.ts";
import { linkContradictingConcepts } from "./edges.ts";
import { contradictionsOfDocument } from "./of-document.ts";
import { findPairs } from "./find-pairs.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface DetectInput {
  userId: string;
  documentId: string;
  chunks: StoredChunk[];
  claims: Claim[];
  /** Extraction key → stored concept id. */
  conceptIds: Map<string, string>;
  /** The document's names (title, stated title, aliases): which work its claims speak of. */
  documentNames: string[];
  /** The works the document is or speaks of (referents.ts workKeys): their claims are compared with it first. */
  workKeys: readonly string[];
}

/** Statement text as compared for "the same pair": letters and digits only, lower case. */
export const normalisedStatement = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
export const pairKey = (a: string, b: string) => [normalisedStatement(a), normalisedStatement(b)].sort().join("\u0000");

/** The statement pairs of this document's contradictions that the user resolved or dismissed. */
export async function decidedPairs(db: Db | Tx, userId: string, documentId: string): Promise<Set<string>> {
  const rows = await db
    .select({ a: contradictions.statement1, b: contradictions.statement2 })
    .from(contradictions)
    .where(contradictionsOfDocument(userId, documentId, true));
  return new Set(rows.map((r) => pairKey(r.a, r.b)));
}

export async function detectContradictions(tx: Tx, input: DetectInput): Promise<number> {
  const { userId, documentId } = input;
  const claims = input.claims.map((c) => ({
    ...c,
    conceptIds: [...new Set(c.conceptKeys.map((k) => input.conceptIds.get(k)).filter((id): id is string => !!id))],
  }));
  if (claims.length === 0) return 0;
  const stored = await storeClaims(tx, {
    userId,
    documentId,
    chunks: input.chunks,
    claims,
    documentNames: input.documentNames,
    workKeys: input.workKeys,
  });
  const { flagged } = await findPairs(
    tx,
    userId,
    documentId,
    stored.map((claim, i) => ({ claim, reading: claims[i]!.reading })),
    { workKeys: input.workKeys },
  );
  const decided = await decidedPairs(tx, userId, documentId);
  let found = 0;
  for (const pair of flagged) {
    if (decided.has(pairKey(pair.other.text, pair.own.claim.text))) continue;
    await recordContradiction(tx, userId, pair.other, pair.own.claim, pair.verdict);
    found++;
  }
  return found;
}

/** Stores one contradiction (the earlier document's statement first) and draws its graph edge. */
export async function recordContradiction(
  tx: Tx,
  userId: string,
  first: StoredClaim,
  second: StoredClaim,
  verdict: Pick<Verdict, "severity" | "reason" | "confidence"> & { kind: string },
): Promise<string> {
  // "About X" on the card: a concept both statements mention, else none (one side's concept may be a frame's word)
  const concept = second.conceptIds.find((id) => first.conceptIds.includes(id)) ?? null;
  const [row] = await tx
    .insert(contradictions)
    .values({
      userId,
      conceptId: concept,
      statement1: first.text,
      document1Id: first.documentId,
      chunk1Id: first.chunkId,
      charStart1: first.charStart,
      charEnd1: first.charEnd,
      statement2: second.text,
      document2Id: second.documentId,
      chunk2Id: second.chunkId,
      charStart2: second.charStart,
      charEnd2: second.charEnd,
      severity: verdict.severity,
      kind: verdict.kind,
      confidence: verdict.confidence,
      reason: verdict.reason,
    })
    .returning({ id: contradictions.id });
  await linkContradictingConcepts(tx, {
    userId,
    contradictionId: row!.id,
    documentId: second.documentId,
    chunkId: second.chunkId,
    charStart: second.charStart,
    charEnd: second.charEnd,
    ordered: second.conceptIds,
    other: first.conceptIds,
    severity: verdict.severity,
  });
  return row!.id;
}
