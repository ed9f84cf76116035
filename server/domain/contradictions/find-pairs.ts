/**
 * Pairs of claims (one of this document, one of another) that the local judge calls contradictory, and pairs that
 * are aligned (same subject, most words shared) whatever they say, for an AI provider to judge.
 */
import type { Db } from "../../db/client.ts";
import { readClaims, type ClaimText } from "../../pipeline/contradictions/claim-text.ts";
import { alignedCandidate, claimTerms, compareClaims, type Verdict } from "../../pipeline/contradictions/compare.ts";
import { candidateClaims, claimsSharingTerms, loadClaims, namedDocuments, type StoredClaim } from "./claims-store.ts";

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
  options: { aligned?: boolean; workKeys?: readonly string[] } = {},
): Promise<{ flagged: FlaggedPair[]; aligned: AlignedPair[] }> {
  const ownTerms = own.map((c) => new Set(claimTerms(c.reading)));
  const allTerms = [...new Set(ownTerms.flatMap((t) => [...t]))];
  const named = await namedDocuments(db, userId, documentId, options.workKeys ?? []);
  const candidates = uniqueById([
    ...(await claimsSharingTerms(db, userId, named, allTerms, MIN_SHARED_TERMS)),
    ...(await candidateClaims(db, userId, documentId, allTerms)),
  ]);
  if (candidates.length === 0) return { flagged: [], aligned: [] };
  const byTerm = new Map<string, number[]>();
  candidates.forEach((c, k) => {
    for (const term of c.terms) byTerm.set(term, [...(byTerm.get(term) ?? []), k]);
  });
  // The candidates each own claim shares enough uncommon words with. Only those are loaded and read: most
  // candidates share a word or two with the document but not with any one claim of it.
  const partnerIndices = ownTerms.map((terms) => {
    const counts = new Map<number, number>();
    for (const term of terms) for (const k of byTerm.get(term) ?? []) counts.set(k, (counts.get(k) ?? 0) + 1);
    return [...counts].filter(([, n]) => n >= MIN_SHARED_TERMS).map(([k]) => candidates[k]!.id);
  });
  const loaded = await loadClaims(db, userId, [...new Set(partnerIndices.flat())], documentId);
  const byId = new Map(loaded.map((claim) => [claim.id, claim]));
  const readings = readCandidates(loaded);
  const partners = partnerIndices.map((ids) => ids.map((id) => byId.get(id)).filter((c): c is StoredClaim => !!c));

  const flags: FlaggedPair[] = [];
  const aligned: AlignedPair[] = [];
  own.forEach((mine, i) => {
    for (const other of partners[i]!) {
      const otherReading = readings.get(other.id)!;
      const verdict = compareClaims(forComparison(other, otherReading), forComparison(mine.claim, mine.reading));
      if (verdict) flags.push({ own: mine, other, verdict });
      if (options.aligned) {
        const coverage = alignedCandidate(forComparison(other, otherReading), forComparison(mine.claim, mine.reading));
        if (coverage !== null || verdict)
          aligned.push({ own: mine, other, otherReading, coverage: coverage ?? verdict!.alignment, verdict });
      }
    }
  });
  return { flagged: bestForBoth(flags), aligned };
}

/** The first of each id: a named paper's claim may also be found by its uncommon words. */
function uniqueById<T extends { id: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && !!seen.add(item.id));
}

/**
 * Stored claims as read for comparison, by statement id. A statement's text never changes, and without this every
 * new document read again every claim of the account it shares words with (the cost of ingest grew with the
 * square of the account's size). Bounded: the oldest readings go first.
 */
const readingCache = new Map<string, ClaimText>();
const READING_CACHE_SIZE = 20_000;

function readCandidates(claims: readonly StoredClaim[]): Map<string, ClaimText> {
  const missing = claims.filter((c) => !readingCache.has(c.id));
  const texts = readClaims(missing.map((c) => c.text));
  missing.forEach((c, j) => readingCache.set(c.id, texts[j]!));
  const readings = new Map(claims.map((c) => [c.id, readingCache.get(c.id)!]));
  for (const id of readingCache.keys()) {
    if (readingCache.size <= READING_CACHE_SIZE) break;
    readingCache.delete(id);
  }
  return readings;
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
