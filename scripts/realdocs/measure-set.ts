import { GroundingIndex } from "./grounding.ts";
import { measureDocument, type DocFigures } from "./measure-document.ts";
import { measuresBySet } from "./measures.ts";
import { declaredNames, mergeFigures } from "./merges.ts";
import type { TfidfBaseline } from "./tfidf-baseline.ts";
import type { DocResult, IngestStats, RealRecord, SetName } from "./types.ts";

export interface Ratio {
  count: number;
  total: number;
  /** Null when there was nothing to count. */
  share: number | null;
}

const ratio = (count: number, total: number): Ratio => ({ count, total, share: total > 0 ? count / total : null });
const sum = <T>(items: readonly T[], value: (item: T) => number): number =>
  items.reduce((s, item) => s + value(item), 0);

/** Pooled counts, with the share averaged over the documents that have something to count. */
function perDocumentMean(perDocument: readonly Ratio[]): Ratio {
  const counted = perDocument.filter((r) => r.share !== null);
  return {
    count: sum(perDocument, (r) => r.count),
    total: sum(perDocument, (r) => r.total),
    share: counted.length > 0 ? sum(counted, (r) => r.share!) / counted.length : null,
  };
}

export interface SetFigures {
  set: SetName;
  documents: number;
  notReady: Array<{ recordId: string; status: string; error: string | null }>;
  /** Macro F1@10 over every document of the set (a document without concepts scores 0). */
  keyphraseF1: number | null;
  /** Keyphrase sets: the TF-IDF baseline's F1@10 on the same documents. */
  baseline: TfidfBaseline | null;
  /** `keyphraseF1` / the baseline's F1@10 (null without both). */
  baselineRatio: number | null;
  junkAt10: Ratio | null;
  splitHyphen: Ratio;
  /** `share` is the mean over papers of each one's found share (how the README's figure is computed); `count`
   * and `total` are the items pooled. */
  mustHaveAt20: Ratio | null;
  /** Gold titles (pdfs, vault) or, informational, the text's first line (full papers): see `titleKind`. */
  title: Ratio;
  titleKind: "paper" | "note" | "first line";
  frontMatterLeak: Ratio | null;
  defined: Ratio | null;
  grounded: Ratio | null;
  variantsAt20: Ratio;
  /** The mean over documents of the share of their first 20 concepts with a relationship from that document. */
  relatedAt20: Ratio | null;
  /** Papers: the mean over documents of the share of their first 20 concepts that are "general". */
  generalAt20: Ratio | null;
  /** Distinct merges (a concept's aliases) that issue 33's rule counts wrong, with up to 20 of them to read. */
  wrongMerges: Ratio;
  wrongMergeExamples: Array<[name: string, alias: string]>;
  /** Abbreviations the text defines ("long form (SHORT)") whose long form is a concept, merged with it. */
  abbreviationsMerged: Ratio;
  abbreviationsApart: Array<[long: string, short: string]>;
  ingest: (IngestStats & { secondsPerMb: number }) | null;
}

/** A record that the collector returned nothing for is a document the user never got. */
const missing = (record: RealRecord): DocResult => ({
  recordId: record.id,
  status: "missing",
  error: "no result for this record",
  title: "",
  content: "",
  concepts: [],
});

export function measureSet(
  set: SetName,
  records: readonly RealRecord[],
  docs: readonly DocResult[],
  ingest: IngestStats | null,
  baseline: TfidfBaseline | null = null,
): { figures: SetFigures; documents: DocFigures[] } {
  const measures = measuresBySet[set];
  const byRecord = new Map(docs.map((d) => [d.recordId, d]));
  const results = records.map((r) => byRecord.get(r.id) ?? missing(r));

  let grounding: GroundingIndex | null = null;
  if (measures.definitions) {
    grounding = new GroundingIndex();
    for (const record of records) grounding.add(record.text);
    for (const doc of results) grounding.add(doc.content);
  }
  const documents = records.map((record, i) => measureDocument(record, results[i]!, measures, grounding));

  const junk = documents.flatMap((d) => (d.junkTop10 ? [d.junkTop10] : []));
  const definitions = documents.flatMap((d) => (d.definitions ? [d.definitions] : []));
  const must = documents.flatMap((d) => (d.mustHave ? [d.mustHave] : []));
  const leaks = documents.flatMap((d) =>
    d.frontMatterLeaks ? [{ leaks: d.frontMatterLeaks.length, concepts: d.conceptCount }] : [],
  );

  const merges = mergeFigures(
    records.map((record, i) => ({
      concepts: results[i]!.concepts,
      text: results[i]!.content || record.text,
      declared: [...record.titles, ...declaredNames(record.text)],
    })),
  );

  const keyphraseF1 = measures.keyphraseF1
    ? sum(documents, (d) => d.keyphrases?.f1 ?? 0) / Math.max(1, documents.length)
    : null;
  const keyphraseBaseline = measures.keyphraseF1 ? baseline : null;

  const figures: SetFigures = {
    set,
    documents: documents.length,
    notReady: documents
      .filter((d) => d.status !== "ready")
      .map((d) => ({ recordId: d.recordId, status: d.status, error: d.error })),
    keyphraseF1,
    baseline: keyphraseBaseline,
    baselineRatio: keyphraseF1 !== null && keyphraseBaseline?.f1 ? keyphraseF1 / keyphraseBaseline.f1 : null,
    junkAt10: measures.junk
      ? ratio(
          sum(junk, (j) => j.junk),
          sum(junk, (j) => j.considered),
        )
      : null,
    splitHyphen: ratio(
      sum(documents, (d) => d.splitHyphenNames.length),
      sum(documents, (d) => d.conceptCount),
    ),
    mustHaveAt20: measures.mustHave ? perDocumentMean(must.map((m) => ratio(m.found.length, m.items))) : null,
    title: ratio(documents.filter((d) => d.titleMatch).length, documents.length),
    titleKind: measures.title,
    frontMatterLeak: measures.frontMatterLeak
      ? ratio(
          sum(leaks, (l) => l.leaks),
          sum(leaks, (l) => l.concepts),
        )
      : null,
    defined: measures.definitions
      ? ratio(
          sum(definitions, (d) => d.defined),
          sum(definitions, (d) => d.considered),
        )
      : null,
    grounded: measures.definitions
      ? ratio(
          sum(definitions, (d) => d.grounded),
          sum(definitions, (d) => d.defined),
        )
      : null,
    variantsAt20: ratio(
      sum(documents, (d) => d.variants.extending),
      sum(documents, (d) => d.variants.considered),
    ),
    relatedAt20: documents.some((d) => d.relatedAt20)
      ? perDocumentMean(
          documents.flatMap((d) => (d.relatedAt20 ? [ratio(d.relatedAt20.related, d.relatedAt20.considered)] : [])),
        )
      : null,
    generalAt20: measures.generalShare
      ? perDocumentMean(
          documents.flatMap((d) => (d.generalAt20 ? [ratio(d.generalAt20.general, d.generalAt20.considered)] : [])),
        )
      : null,
    wrongMerges: ratio(merges.wrong.length, merges.merges),
    wrongMergeExamples: merges.wrong.slice(0, 20),
    abbreviationsMerged: ratio(merges.abbreviationsMerged, merges.abbreviations),
    abbreviationsApart: merges.apart.slice(0, 10),
    ingest: ingest ? { ...ingest, secondsPerMb: ingest.bytes > 0 ? ingest.seconds / (ingest.bytes / 1e6) : 0 } : null,
  };
  return { figures, documents };
}
