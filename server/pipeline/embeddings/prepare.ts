// `node --import tsx server/pipeline/embeddings/prepare.ts [--json]`: converts the word vectors into the model cache
// now (MNEMO_MODEL_CACHE_DIR, else node_modules/.cache/mnemo/) instead of on the first embed. For an image build or
// an install step; does nothing when the cache file is already there.
import { ensureWordVectorTable, wordVectorCachePath } from "./word-vector-cache.ts";

const started = performance.now();
const conversions: unknown[] = [];
const table = await ensureWordVectorTable({ onConverted: (stats) => conversions.push(stats) });
const report = {
  path: wordVectorCachePath(),
  words: table.words.length,
  dims: table.dims,
  converted: conversions.length > 0,
  seconds: Math.round((performance.now() - started) / 10) / 100,
  maxRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
};
process.stdout.write(
  process.argv.includes("--json")
    ? `${JSON.stringify(report)}\n`
    : `${report.converted ? "converted" : "already there"}: ${report.path} (${report.words} words, ${report.seconds} s, peak RSS ${report.maxRssMiB} MiB)\n`,
);
