/**
 * The TF-IDF keyphrase baseline of a set (../shared/eval/baselines/kp-tfidf.mjs): what a 40-line extractor scores by
 * the same F1@10 on the same documents, so that each keyphrase set's figure can be read against it.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { evalSets, setFilePath, setLines } from "./sets.ts";
import type { SetName } from "./types.ts";

export interface TfidfBaseline {
  /** The baseline's macro F1@10; null when it could not be had (see `error`). */
  f1: number | null;
  /** `stored`: the folder's SOURCES.json figure for the whole file; `computed`: kp-tfidf.mjs run on the records
   * measured (a set without a stored figure, or fewer records than the file under `--limit`: its IDF is theirs). */
  source: "stored" | "computed";
  documents: number;
  error?: string;
}

/** The project root, where kp-tfidf.mjs must run (it resolves wink-nlp from the working directory). */
const projectRoot = join(import.meta.dirname, "..", "..");

/** The figure of SOURCES.json (`tfidfBaselineF1At10`, keyed by file name), if the set's folder has one. */
export function storedBaselineF1(evalRoot: string, set: SetName): number | null {
  const sourcesPath = join(evalRoot, evalSets[set].folder, "SOURCES.json");
  if (!existsSync(sourcesPath)) return null;
  const sources = JSON.parse(readFileSync(sourcesPath, "utf8")) as { tfidfBaselineF1At10?: Record<string, unknown> };
  const figure = sources.tfidfBaselineF1At10?.[evalSets[set].file];
  return typeof figure === "number" ? figure : null;
}

/** The figure from the script's one line of output: `docs 120 F1@10 0.155`. */
export function parseBaselineOutput(stdout: string): number {
  const figure = /F1@10\s+(\d+(?:\.\d+)?)/.exec(stdout);
  if (!figure) throw new Error(`kp-tfidf.mjs printed no F1@10: ${stdout.trim().slice(0, 200)}`);
  return Number(figure[1]);
}

const run = promisify(execFile);

/** Runs kp-tfidf.mjs on a .jsonl file of keyphrase records. */
export async function runKpTfidf(evalRoot: string, jsonlPath: string): Promise<number> {
  const script = join(evalRoot, "baselines", "kp-tfidf.mjs");
  const { stdout } = await run(process.execPath, [script, jsonlPath], {
    cwd: projectRoot,
    maxBuffer: 16 * 1024 * 1024,
  });
  return parseBaselineOutput(stdout);
}

/**
 * The baseline of the first `limit` records of a keyphrase set: the stored figure when they are the whole file,
 * otherwise computed on exactly those records (written as they stand in the file to a temporary .jsonl).
 */
export async function tfidfBaseline(evalRoot: string, set: SetName, limit = Infinity): Promise<TfidfBaseline> {
  const all = setLines(evalRoot, set);
  const lines = all.slice(0, limit);
  const whole = lines.length === all.length;
  const stored = whole ? storedBaselineF1(evalRoot, set) : null;
  if (stored !== null) return { f1: stored, source: "stored", documents: lines.length };

  const tempDir = whole ? null : mkdtempSync(join(tmpdir(), `realdocs-baseline-${set}-`));
  try {
    const path = tempDir ? join(tempDir, evalSets[set].file) : setFilePath(evalRoot, set);
    if (tempDir) writeFileSync(path, `${lines.join("\n")}\n`);
    return { f1: await runKpTfidf(evalRoot, path), source: "computed", documents: lines.length };
  } catch (error) {
    return { f1: null, source: "computed", documents: lines.length, error: String(error) };
  } finally {
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}
