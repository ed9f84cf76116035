/**
 * Pairs of claims (one of this document, one of another) that the local judge calls contradictory, and pairs that
 * are aligned (same subject, most words shared) whatever they say, for an AI provider to judge.
 */
import type { Db } from "../../db/client.ts";
import { readClaims, type ClaimText } from "../../pipeline/contradictions/claim-text.ts";
import { alignedCandidate, claimTerms, compareClaims, type Verdict } from "../../pipeline/contradictions/compare.ts";
import { candidateClaims, type StoredClaim } from "./claims-store.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface OwnClaim {
  claim: StoredClaim;
  reading: ClaimText;
}

export interface FlaggedPair {
  own: OwnClaim;
  other: StoredClaim;
  verdict: Verdict;
}

export interface AlignedPair {
  own: OwnClaim;
  other: StoredClaim;
  otherReading: ClaimText;
  coverage: number;
  /** What the local judge said (null: no contradiction it can name). */
  verdict: Verdict | null;
}

/** Uncommon words a claim must share with a candidate before the judge reads the pair (short claims have few). */
const MIN_SHARED_TERMS = 2;

const forComparison = (claim: StoredClaim, reading: ClaimText) => ({
  claim: reading,
  headings: claim.headings,
  documentNames: claim.documentNames,
});

/**
 * Compares this document's claims with the user's claims elsewhere that share uncommon words with them. One
 * contradiction per claim and other document, and per other claim: the pair that aligns best, so a sentence
 * restated twice in a note is not flagged twice against the same original.
 */
export async function findPairs(
  db: Db | Tx,
  userId: string,
  documentId: string,
  own: readonly OwnClaim[],
  options: { aligned?: boolean } = {},
): Promise<{ flagged: FlaggedPair[]; aligned: AlignedPair[] }> {
  const ownTerms = own.map((c) => new Set(claimTerms(c.reading)));
  const candidates = await candidateClaims(db, userId, documentId, [...new Set(ownTerms.flatMap((t) => [...t]))]);
  if (candidates.length === 0) return { flagged: [], aligned: [] };
  const readings = readClaims(candidates.map((c) => c.claim.text));
  const byTerm = new Map<string, number[]>();
  candidates.forEach((c, k) => {
    for (const term of c.terms) byTerm.set(term, [...(byTerm.get(term) ?? []), k]);
  });

  const flags: FlaggedPair[] = [];
  const aligned: AlignedPair[] = [];
  own.forEach((mine, i) => {
    const counts = new Map<number, number>();
    for (const term of ownTerms[i]!) for (const k of byTerm.get(term) ?? []) counts.set(k, (counts.get(k) ?? 0) + 1);
    for (const [k, n] of counts) {
      if (n < MIN_SHARED_TERMS) continue;
      const other = candidates[k]!.claim;
      const verdict = compareClaims(forComparison(other, readings[k]!), forComparison(mine.claim, mine.reading));
      if (verdict) flags.push({ own: mine, other, verdict });
      if (options.aligned) {
        const coverage = alignedCandidate(forComparison(other, readings[k]!), forComparison(mine.claim, mine.reading));
        if (coverage !== null || verdict)
          aligned.push({
            own: mine,
            other,
            otherReading: readings[k]!,
            coverage: coverage ?? verdict!.alignment,
            verdict,
          });
      }
    }
  });
  return { flagged: bestForBoth(flags), aligned };
}

/** Keeps a pair only when it is the best-scored one of its own claim against that document, and of its other claim. */
function bestForBoth(flags: FlaggedPair[]): FlaggedPair[] {
  const best = new Map<string, FlaggedPair>();
  const keep = (key: string, flag: FlaggedPair) => {
    const previous = best.get(key);
    if (!previous || previous.verdict.score < flag.verdict.score) best.set(key, flag);
  };
  for (const flag of flags) {
    keep(`own|${flag.own.claim.id}|${flag.other.documentId}`, flag);
    keep(`other|${flag.other.id}`, flag);
  }
  return flags.filter(
    (f) => best.get(`own|${f.own.claim.id}|${f.other.documentId}`) === f && best.get(`other|${f.other.id}`) === f,
  );
}
