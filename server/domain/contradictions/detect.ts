/**
 * Contradiction detection for one processed document, in its write's steps: its claims are stored with the user's
 * claims in other documents to compare them with (find-pairs.ts); the local judge reads the pairs in a pipeline
 * thread, outside any transaction; then every contradiction found is
 * recorded with both statements, their passages, kind, severity, confidence and reason, and its graph edge. A pair
 * the user already resolved or dismissed is never recorded again, however often the documents are read again.
 */
import type { Db } from "../../db/client.ts";
import { contradictions } from "../../db/schema.ts";
import type { Claim } from "../../pipeline/contradictions/claims.ts";
import type { Verdict } from "../../pipeline/contradictions/compare.ts";
import type { StoredChunk } from "../knowledge/stored-chunks.ts";
import type { ComparedPair } from "../../pipeline/contradictions/compare-partners.ts";
import { loadClaims, storeClaims, type PartnerClaim, type StoredClaim } from "./claims-store.ts";
import { linkContradictingConcepts } from "./edges.ts";
import { contradictionsOfDocument } from "./of-document.ts";
import { claimPartners, flaggedPairs, type ClaimPartners, type OwnClaim } from "./find-pairs.ts";

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

/** A batch of a document's claims as stored, with the claims elsewhere each is to be compared with. */
export interface ClaimBatch {
  own: OwnClaim[];
  found: ClaimPartners;
}

/**
 * Stores a batch of the document's claims (in a write's step, under the user's lock) and finds the stored claims
 * of other documents each is to be compared with. The comparison itself runs outside the transaction.
 */
export async function storeClaimBatch(
  tx: Tx,
  input: DetectInput,
  loaded?: Map<string, PartnerClaim>,
): Promise<ClaimBatch> {
  const { userId, documentId } = input;
  const claims = input.claims.map((c) => ({
    ...c,
    conceptIds: [...new Set(c.conceptKeys.map((k) => input.conceptIds.get(k)).filter((id): id is string => !!id))],
  }));
  if (claims.length === 0) return { own: [], found: { others: [], partners: [] } };
  const stored = await storeClaims(tx, {
    userId,
    documentId,
    chunks: input.chunks,
    claims,
    documentNames: input.documentNames,
    workKeys: input.workKeys,
  });
  const own = stored.map((claim, i) => ({ claim, reading: claims[i]!.reading }));
  const found = await claimPartners(
    tx,
    userId,
    documentId,
    own.map((c) => c.reading),
    input.workKeys,
    loaded,
  );
  return { own, found };
}

/**
 * Records the contradictions the local judge found in a batch (in a later step): not a pair the user already
 * resolved or dismissed, nor one whose other claim went while the judge read (its document deleted or read again).
 */
export async function recordContradictions(
  tx: Tx,
  userId: string,
  documentId: string,
  batch: ClaimBatch,
  compared: readonly ComparedPair[],
): Promise<number> {
  const flagged = flaggedPairs(batch.own, batch.found.others, compared);
  if (flagged.length === 0) return 0;
  // Loaded again, with their concepts (the card's "about"): a claim gone meanwhile is not found.
  const standing = new Map(
    (
      await loadClaims(
        tx,
        userId,
        flagged.map((pair) => pair.other.id),
        documentId,
      )
    ).map((c) => [c.id, c]),
  );
  const decided = await decidedPairs(tx, userId, documentId);
  let found = 0;
  for (const pair of flagged) {
    const other = standing.get(pair.other.id);
    if (!other || decided.has(pairKey(pair.other.text, pair.own.claim.text))) continue;
    await recordContradiction(tx, userId, other, pair.own.claim, pair.verdict);
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
