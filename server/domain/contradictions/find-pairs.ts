/**
 * Pairs of claims (one of this document, one of another) that the local judge calls contradictory, and pairs that
 * are aligned (same subject, most words shared) whatever they say, for an AI provider to judge.
 */
import type { Db } from "../../db/client.ts";
import type { ClaimText } from "../../pipeline/contradictions/claim-text.ts";
import { claimTerms, type Verdict } from "../../pipeline/contradictions/compare.ts";
import {
  comparePartners,
  readStoredClaims,
  type ComparedPair,
  type PartnerComparison,
} from "../../pipeline/contradictions/compare-partners.ts";
import {
  claimsSharingTerms,
  loadPartnerClaims,
  namedDocuments,
  uncommonPartners,
  type PartnerClaim,
  type StoredClaim,
} from "./claims-store.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface OwnClaim {
  claim: StoredClaim;
  reading: ClaimText;
}

export interface FlaggedPair {
  own: OwnClaim;
  other: PartnerClaim;
  verdict: Verdict;
}

export interface AlignedPair {
  own: OwnClaim;
  other: PartnerClaim;
  otherReading: ClaimText;
  coverage: number;
  /** What the local judge said (null: no contradiction it can name). */
  verdict: Verdict | null;
}

/** Uncommon words a claim must share with a candidate before the judge reads the pair (short claims have few). */
const MIN_SHARED_TERMS = 2;

/** The user's claims in other documents to compare with, and for each own claim the indices of its partners there. */
export interface ClaimPartners {
  others: PartnerClaim[];
  partners: number[][];
}

/**
 * The user's claims in other documents that share enough uncommon words with each of this document's claims (and
 * the claims of the works it names, however common their words). Only claims stored before these are found: of two
 * documents written at once, the later one compares, so each pair is judged once.
 */
export async function claimPartners(
  db: Db | Tx,
  userId: string,
  documentId: string,
  readings: readonly ClaimText[],
  workKeys: readonly string[] = [],
  /** Claims loaded for earlier batches of the same document: its batches share most of their partners. */
  loaded: Map<string, PartnerClaim> = new Map(),
): Promise<ClaimPartners> {
  const ownTerms = readings.map((reading) => claimTerms(reading));
  const allTerms = [...new Set(ownTerms.flat())];
  // The claims of the works the document names, however common their shared words.
  const named = await claimsSharingTerms(
    db,
    userId,
    await namedDocuments(db, userId, documentId, workKeys),
    allTerms,
    MIN_SHARED_TERMS,
  );
  const uncommon = await uncommonPartners(db, userId, documentId, ownTerms, { minShared: MIN_SHARED_TERMS });
  const partnerIds = ownTerms.map((terms, i) => {
    const words = new Set(terms);
    const ofNamed = named.filter((c) => c.terms.filter((t) => words.has(t)).length >= MIN_SHARED_TERMS);
    return [...new Set([...ofNamed.map((c) => c.id), ...uncommon[i]!])];
  });
  const wanted = [...new Set(partnerIds.flat())];
  for (const claim of await loadPartnerClaims(
    db,
    userId,
    wanted.filter((id) => !loaded.has(id)),
    documentId,
  ))
    loaded.set(claim.id, claim);
  const others = wanted.map((id) => loaded.get(id)).filter((c): c is PartnerClaim => !!c);
  const index = new Map(others.map((claim, k) => [claim.id, k]));
  return {
    others,
    partners: partnerIds.map((ids) => ids.map((id) => index.get(id)).filter((k): k is number => k !== undefined)),
  };
}

/** What the local judge reads (plain data: it runs in a pipeline thread). */
export function partnerComparison(own: readonly OwnClaim[], found: ClaimPartners, aligned = false): PartnerComparison {
  return {
    own: own.map((c) => ({ reading: c.reading, headings: c.claim.headings, documentNames: c.claim.documentNames })),
    others: found.others.map((c) => ({ id: c.id, text: c.text, headings: c.headings, documentNames: c.documentNames })),
    partners: found.partners,
    aligned,
  };
}

/** The flagged pairs of a comparison, one per claim and other document and per other claim (bestForBoth). */
export function flaggedPairs(
  own: readonly OwnClaim[],
  others: readonly PartnerClaim[],
  compared: readonly ComparedPair[],
): FlaggedPair[] {
  return bestForBoth(
    compared
      .filter((pair) => pair.verdict)
      .map((pair) => ({ own: own[pair.own]!, other: others[pair.other]!, verdict: pair.verdict! })),
  );
}

/**
 * Compares this document's claims with the user's claims elsewhere, in this thread (the AI provider's review; a
 * document being written compares in a pipeline thread). One contradiction per claim and other document, and per
 * other claim: the pair that aligns best, so a sentence restated twice in a note is not flagged twice.
 */
export async function findPairs(
  db: Db | Tx,
  userId: string,
  documentId: string,
  own: readonly OwnClaim[],
  options: { aligned?: boolean; workKeys?: readonly string[] } = {},
): Promise<{ flagged: FlaggedPair[]; aligned: AlignedPair[] }> {
  const found = await claimPartners(
    db,
    userId,
    documentId,
    own.map((c) => c.reading),
    options.workKeys,
  );
  const comparison = partnerComparison(own, found, options.aligned);
  const compared = comparePartners(comparison);
  const otherReadings = options.aligned ? readStoredClaims(comparison.others) : [];
  return {
    flagged: flaggedPairs(own, found.others, compared),
    aligned: options.aligned
      ? compared.map((pair) => ({
          own: own[pair.own]!,
          other: found.others[pair.other]!,
          otherReading: otherReadings[pair.other]!,
          coverage: pair.coverage!,
          verdict: pair.verdict,
        }))
      : [],
  };
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
