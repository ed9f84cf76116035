// The measures of ../shared/eval/contradictions-papers/README.md on what GET /api/contradictions returned: reading
// notes that restate (or misstate) real papers uploaded as PDFs. Pure, so the matching rules are tested
// (measure-papers.test.ts).
import { hitsBy } from "./measure.ts";

export interface PaperFlag {
  statement1: string;
  statement2: string;
  kind?: string;
  reason?: string | null;
  source1: { documentId: string; documentTitle: string };
  source2: { documentId: string; documentTitle: string };
}

export interface PaperPair {
  id: string;
  account: string;
  noteId: string;
  noteSentence: string;
  paperId: string;
  paperSentence: string;
  paperAlso: string[];
  kind: string;
  label: "contradiction" | "consistent";
  style: string;
}

const STOP_WORDS = new Set(
  (
    "a al all also an and any are as at be been being between both but by can could did do does each et for from had " +
    "has have here if in into is it its may more most no not of on only or other our over should so some such than " +
    "that the their them then there these they this those to under us very via was we were which who whom whose will " +
    "with would"
  ).split(" "),
);

/** Content words (README): NFKC, lower case, "1,500" -> "1500", runs of letters or of digits, no stop words. */
export function contentWords(text: string): Set<string> {
  const normal = text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/(\d),(?=\d{3}\b)/g, "$1");
  const tokens = normal.match(/\p{L}+|\d+(?:\.\d+)?/gu) ?? [];
  return new Set(tokens.filter((t) => !STOP_WORDS.has(t) && (t.length > 1 || /\d/.test(t))));
}

/** The words they share are at least 60 % of each side's content words. */
export function overlapsSentence(statement: string, sentence: string): boolean {
  const a = contentWords(statement);
  const b = contentWords(sentence);
  if (a.size === 0 || b.size === 0) return false;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared >= 0.6 * a.size && shared >= 0.6 * b.size;
}

/** Document ids of the eval's note and PDF ids, as the upload returned them. */
export type DocumentIds = ReadonlyMap<string, string>;

function sides(flag: PaperFlag) {
  return [
    { text: flag.statement1, documentId: flag.source1.documentId },
    { text: flag.statement2, documentId: flag.source2.documentId },
  ];
}

export function matchesPair(flag: PaperFlag, pair: PaperPair, ids: DocumentIds): boolean {
  const [one, two] = sides(flag) as [{ text: string; documentId: string }, { text: string; documentId: string }];
  const paperSentences = [pair.paperSentence, ...pair.paperAlso];
  const noteSide = (s: typeof one) =>
    s.documentId === ids.get(pair.noteId) && overlapsSentence(s.text, pair.noteSentence);
  const paperSide = (s: typeof one) =>
    s.documentId === ids.get(pair.paperId) && paperSentences.some((p) => overlapsSentence(s.text, p));
  return (noteSide(one) && paperSide(two)) || (noteSide(two) && paperSide(one));
}

export interface PaperMetrics {
  documents: number;
  flags: number;
  contradictionPairs: number;
  recall: number;
  byKind: Record<string, [number, number]>;
  byStyle: Record<string, [number, number]>;
  precision: number;
  /** Flags between a reading note and its paper, plus flags on consistent pairs: precision's denominator. */
  judged: number;
  falseAlarmsPer100: number;
  consistentFlagged: number;
  consistentPairs: number;
  missed: PaperPair[];
  falseAlarms: PaperFlag[];
}

/**
 * `about` maps a reading note's eval id to the eval id of the paper it is about. `documents` is the number of
 * documents uploaded in all accounts.
 */
export function measurePapers(
  flags: readonly PaperFlag[],
  pairs: readonly PaperPair[],
  ids: DocumentIds,
  about: ReadonlyMap<string, string>,
  documents: number,
): PaperMetrics {
  const contradictions = pairs.filter((p) => p.label === "contradiction");
  const consistent = pairs.filter((p) => p.label === "consistent");
  const hit = new Set(contradictions.filter((p) => flags.some((f) => matchesPair(f, p, ids))));
  const matched = flags.filter((f) => contradictions.some((p) => matchesPair(f, p, ids)));
  const onConsistent = flags.filter((f) => consistent.some((p) => matchesPair(f, p, ids)));
  const evalIdOf = new Map([...ids].map(([evalId, documentId]) => [documentId, evalId]));
  const noteAndItsPaper = (f: PaperFlag) => {
    const [a, b] = [evalIdOf.get(f.source1.documentId), evalIdOf.get(f.source2.documentId)];
    return (a !== undefined && about.get(a) === b) || (b !== undefined && about.get(b) === a);
  };
  const judged = new Set([...flags.filter(noteAndItsPaper), ...onConsistent]);
  const falseAlarms = flags.filter((f) => !matched.includes(f));
  return {
    documents,
    flags: flags.length,
    contradictionPairs: contradictions.length,
    recall: contradictions.length ? hit.size / contradictions.length : 0,
    byKind: hitsBy(contradictions, hit, (p) => p.kind),
    byStyle: hitsBy(contradictions, hit, (p) => p.style),
    precision: judged.size ? matched.length / judged.size : 0,
    judged: judged.size,
    falseAlarmsPer100: documents ? (falseAlarms.length / documents) * 100 : 0,
    consistentFlagged: consistent.filter((p) => flags.some((f) => matchesPair(f, p, ids))).length,
    consistentPairs: consistent.length,
    missed: contradictions.filter((p) => !hit.has(p)),
    falseAlarms,
  };
}
