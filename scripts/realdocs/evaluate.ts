import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { dumpFileName, dumpText } from "./dump.ts";
import { goalChecks } from "./goals.ts";
import { measureSet, type SetFigures } from "./measure-set.ts";
import { measuresBySet } from "./measures.ts";
import { formatFinalTable, formatSetReport } from "./report.ts";
import { loadSet } from "./sets.ts";
import { tfidfBaseline, type TfidfBaseline } from "./tfidf-baseline.ts";
import type { Collector, SetName } from "./types.ts";

export interface EvaluationOptions {
  /** The folder of the set folders (`../shared/eval`). */
  evalRoot: string;
  sets: readonly SetName[];
  limit: number;
  /** `--dump DIR`: one readable file per document under DIR/<set>/. */
  dumpDir?: string;
  /** `--json FILE`: every figure, per set and per document. */
  jsonPath?: string;
  log?: (line: string) => void;
  /** The TF-IDF baseline of a keyphrase set's first `limit` records (tests replace it). */
  baselineOf?: (evalRoot: string, set: SetName, limit: number) => Promise<TfidfBaseline>;
}

/** Collects each set with the given collector, measures it, prints its report, then the table of all sets. */
export async function evaluateSets(collect: Collector, options: EvaluationOptions): Promise<SetFigures[]> {
  const log = options.log ?? console.log;
  const baselineOf = options.baselineOf ?? tfidfBaseline;
  const all: SetFigures[] = [];
  const timedBaseline = async (set: SetName): Promise<TfidfBaseline> => {
    const started = performance.now();
    const baseline = await baselineOf(options.evalRoot, set, options.limit);
    if (baseline.source === "computed")
      log(`${set}: TF-IDF baseline computed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return baseline;
  };
  const json: Array<{ figures: SetFigures; goals: ReturnType<typeof goalChecks>; documents: unknown[] }> = [];
  for (const set of options.sets) {
    const records = loadSet(options.evalRoot, set, options.limit);
    log(`${set}: ${records.length} records`);
    const { docs, ingest } = await collect(set, records);
    // After the collector has returned, so that the baseline's run is no part of the ingest time measured.
    const baseline = measuresBySet[set].keyphraseF1 ? await timedBaseline(set) : null;
    const { figures, documents } = measureSet(set, records, docs, ingest, baseline);
    log(`\n${formatSetReport(figures)}\n`);
    all.push(figures);
    json.push({ figures, goals: goalChecks(figures), documents });
    if (options.dumpDir) {
      const dir = join(options.dumpDir, set);
      mkdirSync(dir, { recursive: true });
      records.forEach((record, i) =>
        writeFileSync(join(dir, dumpFileName(record.id)), dumpText(set, record, documents[i]!)),
      );
    }
  }
  log(formatFinalTable(all));
  if (options.jsonPath)
    writeFileSync(
      options.jsonPath,
      `${JSON.stringify({ date: new Date().toISOString(), node: process.version, sets: json }, null, 2)}\n`,
    );
  return all;
}
