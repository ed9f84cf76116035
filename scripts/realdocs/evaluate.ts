import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { dumpFileName, dumpText } from "./dump.ts";
import { goalChecks } from "./goals.ts";
import { measureSet, type SetFigures } from "./measure-set.ts";
import { formatFinalTable, formatSetReport } from "./report.ts";
import { loadSet } from "./sets.ts";
import type { Collector, SetName } from "./types.ts";

export interface EvaluationOptions {
  setsDir: string;
  sets: readonly SetName[];
  limit: number;
  /** `--dump DIR`: one readable file per document under DIR/<set>/. */
  dumpDir?: string;
  /** `--json FILE`: every figure, per set and per document. */
  jsonPath?: string;
  log?: (line: string) => void;
}

/** Collects each set with the given collector, measures it, prints its report, then the table of all sets. */
export async function evaluateSets(collect: Collector, options: EvaluationOptions): Promise<SetFigures[]> {
  const log = options.log ?? console.log;
  const all: SetFigures[] = [];
  const json: Array<{ figures: SetFigures; goals: ReturnType<typeof goalChecks>; documents: unknown[] }> = [];
  for (const set of options.sets) {
    const records = loadSet(options.setsDir, set, options.limit);
    log(`${set}: ${records.length} records`);
    const { docs, ingest } = await collect(set, records);
    const { figures, documents } = measureSet(set, records, docs, ingest);
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
