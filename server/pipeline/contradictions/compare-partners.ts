/**
 * The local judge over one document's claims and the stored claims each is to be compared with: plain data in and
 * out, so it runs in a pipeline thread while the database writes other documents.
 */
import { readClaims, type ClaimText } from "./claim-text.ts";
import { alignedCandidate, compareClaims, type Verdict } from "./compare.ts";

/** A claim of the document being written, as the pipeline read it. */
export interface OwnClaimToCompare {
  reading: ClaimText;
  headings: string[];
  documentNames: string[];
}

/** A stored claim of another document (read here: its text is all that is stored). */
export interface StoredClaimToCompare {
  id: string;
  text: string;
  headings: string[];
  documentNames: string[];
}

export interface PartnerComparison {
  own: OwnClaimToCompare[];
  others: StoredClaimToCompare[];
  /** For each own claim, the indices in `others` it shares enough uncommon words with. */
  partners: number[][];
  /** Also report pairs that align without a contradiction the local judge can name (for an AI provider). */
  aligned?: boolean;
}

export interface ComparedPair {
  own: number;
  other: number;
  /** The local judge's verdict (null: none it can name; only with `aligned`). */
  verdict: Verdict | null;
  /** With `aligned`: the share of words the two align on. */
  coverage?: number;
}

/**
 * Stored claims as read for comparison, by statement id. A statement's text never changes, and without this every
 * new document read again every claim of the account it shares words with (the cost of ingest grew with the square
 * of the account's size). Bounded: the oldest readings go first.
 */
const readingCache = new Map<string, ClaimText>();
const READING_CACHE_SIZE = 20_000;

export function readStoredClaims(claims: readonly StoredClaimToCompare[]): ClaimText[] {
  const missing = claims.filter((c) => !readingCache.has(c.id));
  const texts = readClaims(missing.map((c) => c.text));
  missing.forEach((c, j) => readingCache.set(c.id, texts[j]!));
  const readings = claims.map((c) => readingCache.get(c.id)!);
  for (const id of readingCache.keys()) {
    if (readingCache.size <= READING_CACHE_SIZE) break;
    readingCache.delete(id);
  }
  return readings;
}

/** Every own claim against each of its partners: the pairs the local judge flags (and, asked, those that align). */
export function comparePartners(input: PartnerComparison): ComparedPair[] {
  const used = [...new Set(input.partners.flat())];
  const readings = new Map(
    readStoredClaims(used.map((k) => input.others[k]!)).map((reading, j) => [used[j]!, reading]),
  );
  const found: ComparedPair[] = [];
  input.own.forEach((mine, i) => {
    const x = { claim: mine.reading, headings: mine.headings, documentNames: mine.documentNames };
    for (const k of input.partners[i] ?? []) {
      const other = input.others[k]!;
      const y = { claim: readings.get(k)!, headings: other.headings, documentNames: other.documentNames };
      // The stored claim is the earlier one: it goes first, as the card shows them.
      const verdict = compareClaims(y, x);
      if (!input.aligned) {
        if (verdict) found.push({ own: i, other: k, verdict });
        continue;
      }
      const coverage = alignedCandidate(y, x);
      if (coverage !== null || verdict)
        found.push({ own: i, other: k, verdict, coverage: coverage ?? verdict!.alignment });
    }
  });
  return found;
}
