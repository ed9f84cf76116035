// What a user sees after uploading real material: the four sets of ../shared/eval/real/ (full papers, PDFs, an
// Obsidian vault) and the five of ../shared/eval/domains/ (bioinformatics papers, agriculture reports, news stories,
// PDFs of six fields, a tropical-ecology vault), each as its folder's README defines it. Each set goes into a fresh
// account through the HTTP API exactly as the web app uploads it, then the API's answers are measured (F1@10 beside
// the TF-IDF baseline of the same documents, junk@10, split-hyphen names, must-have recall, titles, front-matter
// leaks, definitions, variants) and printed beside their goals.
//   npm run eval:realdocs [-- --sets semeval,nus,...|real|domains --limit N --keep DIR --json FILE --dump DIR --in-process]
// --sets takes set names or a folder's name for all of its sets (default: all nine).
// --in-process reads and extracts in this process without a server or database (seconds, not minutes).
// --keep DIR keeps (or reuses) the PGlite data directory and each set's account, to measure again without
// ingesting. DATABASE_URL selects PostgreSQL instead of PGlite.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { startBenchServer } from "../bench/bench-server.ts";
import { parseRealdocsArgs } from "./realdocs/args.ts";
import { evaluateSets } from "./realdocs/evaluate.ts";
import { httpCollector } from "./realdocs/http-collector.ts";
import { inProcessCollector } from "./realdocs/in-process-collector.ts";

// The folder of the set folders (`real/`, `domains/`), and of the TF-IDF baseline script (`baselines/`).
const evalRoot = join(import.meta.dirname, "..", "..", "shared", "eval");

async function main(): Promise<void> {
  const args = parseRealdocsArgs(process.argv.slice(2));
  if (args.inProcess) {
    await evaluateSets(inProcessCollector(evalRoot), {
      evalRoot,
      sets: args.sets,
      limit: args.limit,
      dumpDir: args.dump,
      jsonPath: args.json,
    });
    return;
  }
  if (args.keep) mkdirSync(args.keep, { recursive: true });
  const { runtime, base } = await startBenchServer(
    args.keep && !process.env.DATABASE_URL ? { MNEMO_DATA_DIR: args.keep } : {},
  );
  try {
    console.log(`server ${base} (${runtime.ctx.database.driver}, vectors: ${runtime.ctx.vectorMode})`);
    const collect = httpCollector({ base, evalRoot, stateDir: args.keep });
    await evaluateSets(collect, {
      evalRoot,
      sets: args.sets,
      limit: args.limit,
      dumpDir: args.dump,
      jsonPath: args.json,
    });
  } finally {
    await runtime.stop();
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await main();
