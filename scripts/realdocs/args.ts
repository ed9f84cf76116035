import { parseSetNames } from "./sets.ts";
import type { SetName } from "./types.ts";

export interface RealdocsArgs {
  sets: SetName[];
  limit: number;
  /** Read and extract in this process, without a server (fast, for iterating; the API run is the measure). */
  inProcess: boolean;
  keep?: string;
  json?: string;
  dump?: string;
}

/** `--sets semeval,nus,...|real|domains --limit N --keep DIR --json FILE --dump DIR --in-process`. */
export function parseRealdocsArgs(argv: readonly string[]): RealdocsArgs {
  const value = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    if (i < 0) return undefined;
    const next = argv[i + 1];
    if (next === undefined || next.startsWith("--")) throw new Error(`--${name} needs a value`);
    return next;
  };
  const limitText = value("limit");
  const limit = limitText === undefined ? Infinity : Number(limitText);
  if (!(limit > 0)) throw new Error(`--limit must be a positive number, not ${limitText}`);
  return {
    sets: parseSetNames(value("sets")),
    limit,
    inProcess: argv.includes("--in-process"),
    keep: value("keep"),
    json: value("json"),
    dump: value("dump"),
  };
}
