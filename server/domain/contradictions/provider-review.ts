/**
 * The optional AI judge. With a provider configured, once a document is written its aligned candidate pairs (claims
 * of the same subject sharing most of their words, find-pairs.ts) are put to the provider, never unaligned text:
 * first the pairs the local judge flagged (the provider confirms them or takes them back), then the closest pairs
 * the local judge could not name a clash in (the provider may add them, as kind "other", with its reason). Each
 * question costs a request, so a document asks at most `PROVIDER_PAIRS_PER_DOCUMENT`; the first failure stops
 * the pass and leaves the local result.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contradictions, documents } from "../../db/schema.ts";
import { readClaims } from "../../pipeline/contradictions/claim-text.ts";
import type { ContradictionJudge } from "../../pipeline/llm/judge.ts";
import { claimsOfDocument, loadClaims, type PartnerClaim } from "./claims-store.ts";
import { decidedPairs, pairKey, recordContradiction } from "./detect.ts";
import { removeContradictionEdge } from "./edges.ts";
import { findPairs, type AlignedPair } from "./find-pairs.ts";
import { contradictionsOfDocument } from "./of-document.ts";

export const PROVIDER_PAIRS_PER_DOCUMENT = 20;
/** Confidence of a pair the provider adds: it found a clash the rules cannot name. */
const PROVIDER_CONFIDENCE = 0.7;

/** A statement as the provider reads it: the sentence, and where it comes from (which work it speaks of). */
function withSource(claim: PartnerClaim, titles: Map<string, string>): string {
  const title = titles.get(claim.documentId) ?? claim.documentNames[0] ?? "";
  const section = claim.headings[0] ? `, section "${claim.headings[0]}"` : "";
  return `${claim.text}\n(From the document "${title}"${section}.)`;
}

/** Flagged pairs first (to confirm), then the rest by how closely they align. */
function questions(aligned: AlignedPair[], decided: Set<string>): AlignedPair[] {
  const seen = new Set<string>();
  return [...aligned]
    .sort((a, b) => Number(!!b.verdict) - Number(!!a.verdict) || b.coverage - a.coverage)
    .filter((pair) => {
      const key = pairKey(pair.other.text, pair.own.claim.text);
      if (decided.has(key) || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, PROVIDER_PAIRS_PER_DOCUMENT);
}

export async function reviewWithProvider(
  db: Db,
  judge: ContradictionJudge,
  userId: string,
  documentId: string,
): Promise<{ asked: number; added: number; withdrawn: number; failed: boolean }> {
  const own = await claimsOfDocument(db, userId, documentId);
  const result = { asked: 0, added: 0, withdrawn: 0, failed: false };
  if (own.length === 0) return result;
  const readings = readClaims(own.map((c) => c.text));
  const { aligned } = await findPairs(
    db,
    userId,
    documentId,
    own.map((claim, i) => ({ claim, reading: readings[i]! })),
    { aligned: true },
  );
  if (aligned.length === 0) return result;
  const recorded = await db
    .select({ id: contradictions.id, a: contradictions.statement1, b: contradictions.statement2 })
    .from(contradictions)
    .where(contradictionsOfDocument(userId, documentId, false));
  const recordedIds = new Map(recorded.map((r) => [pairKey(r.a, r.b), r.id]));
  const docIds = [...new Set(aligned.map((p) => p.other.documentId).concat(documentId))];
  const titles = new Map(
    (
      await db
        .select({ id: documents.id, title: documents.title })
        .from(documents)
        .where(and(eq(documents.userId, userId), inArray(documents.id, docIds)))
    ).map((d) => [d.id, d.title]),
  );

  for (const pair of questions(aligned, await decidedPairs(db, userId, documentId))) {
    let judgement: Awaited<ReturnType<ContradictionJudge["judge"]>>;
    try {
      result.asked++;
      judgement = await judge.judge(withSource(pair.other, titles), withSource(pair.own.claim, titles));
    } catch {
      result.failed = true;
      return result;
    }
    const existing = recordedIds.get(pairKey(pair.other.text, pair.own.claim.text));
    if (existing && !judgement.contradicts) {
      await db.transaction(async (tx) => {
        await removeContradictionEdge(tx, userId, [existing]);
        await tx.delete(contradictions).where(and(eq(contradictions.userId, userId), eq(contradictions.id, existing)));
      });
      result.withdrawn++;
    } else if (existing) {
      await db
        .update(contradictions)
        .set({ confidence: Math.max(pair.verdict?.confidence ?? 0, 0.9) })
        .where(and(eq(contradictions.userId, userId), eq(contradictions.id, existing)));
    } else if (judgement.contradicts) {
      const added = await db.transaction(async (tx) => {
        // With its concepts, and only if it is still there after the provider's answer.
        const [other] = await loadClaims(tx, userId, [pair.other.id], documentId);
        if (!other) return false;
        await recordContradiction(tx, userId, other, pair.own.claim, {
          kind: "other",
          severity: judgement.severity,
          confidence: PROVIDER_CONFIDENCE,
          reason: judgement.reason,
        });
        return true;
      });
      if (added) result.added++;
    }
  }
  return result;
}
