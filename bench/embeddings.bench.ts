// The two embedding tiers: word vectors (SIF over wink 100-d) and USE lite (512-d, worker thread). Each part runs in
// its own process so load time and peak RSS belong to that part alone:
//   convert  the first-run conversion of the 307 MB JSON into a fresh cache directory
//   words    loading the binary, sentences/s, 500-char chunks/s, one-query latency
//   use      loading the model, sentences/s, chunks/s, one-query latency
// `npm run bench embeddings` runs all three; `node --import tsx bench/embeddings.bench.ts words` runs one.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Embedder } from "../server/pipeline/embeddings/types.ts";
import { percentile, printResult } from "./support.ts";

const PARTS = ["convert", "words", "use"] as const;
type Part = (typeof PARTS)[number];

/** Varied English prose: science, economics, history, software, everyday life. */
const SENTENCES = [
  "Photosynthesis converts light energy into chemical energy stored in glucose.",
  "Chlorophyll absorbs mostly blue and red light and reflects green.",
  "The mitochondria produce most of the cell's supply of adenosine triphosphate.",
  "Enzymes lower the activation energy of the reactions they catalyse.",
  "Stock markets fell sharply after the central bank raised interest rates.",
  "Inflation erodes the purchasing power of savings held in cash.",
  "The company reported a quarterly loss despite higher revenue.",
  "Bond yields rose as investors priced in further tightening.",
  "The Roman Empire reached its greatest extent under Trajan.",
  "The printing press spread literacy across Europe in the fifteenth century.",
  "Treaties signed after the war redrew the borders of several nations.",
  "Archaeologists dated the settlement to the late Bronze Age.",
  "Transformer models use self-attention to relate every token to every other token.",
  "Gradient descent updates the weights in the direction that reduces the loss.",
  "The database index speeds up lookups at the cost of slower writes.",
  "A race condition occurs when two threads modify shared state without a lock.",
  "Unit tests check that each function behaves as documented.",
  "The compiler rejects programs whose types do not match.",
  "The cat sat on the mat while the kettle boiled.",
  "She walked to the market to buy fresh bread and apples.",
  "Heavy rain delayed the trains for most of the morning.",
  "The children built a sandcastle before the tide came in.",
  "Regular exercise lowers the risk of heart disease.",
  "Vaccines train the immune system to recognise a pathogen.",
  "Sleep deprivation impairs memory consolidation and attention.",
  "Climate models project warmer summers and wetter winters in the region.",
  "Glaciers have retreated markedly over the last century.",
  "Renewable energy now supplies a growing share of electricity.",
  "The committee could not reach a decision and postponed the vote.",
  "Critics argued that the policy would increase inequality.",
];

/** `count` distinct sentences: the pool with a varying number and a second clause. */
function sentences(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const a = SENTENCES[i % SENTENCES.length]!;
    const b = SENTENCES[(i * 7 + 3) % SENTENCES.length]!;
    return i < SENTENCES.length ? a : `${a.slice(0, -1)} (${i}), and ${b.charAt(0).toLowerCase()}${b.slice(1)}`;
  });
}

/** `count` passages of about 500 characters, cut at a word boundary, each starting at a different sentence. */
function chunks(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    let text = "";
    for (let k = 0; text.length < 500; k++) text += `${SENTENCES[(i + k * (1 + (i % 5))) % SENTENCES.length]} `;
    return text.slice(0, text.lastIndexOf(" ", 500)).trim();
  });
}

function maxRssMiB(): number {
  return Math.round(process.resourceUsage().maxRSS / 1024);
}

/** A percentile of millisecond timings that keeps the word tier's ~0.01 ms visible (percentile() rounds to 0.1). */
function fineMs(timings: number[], p: number): number {
  const value =
    percentile(
      timings.map((ms) => ms * 1000),
      p,
    ) / 1000;
  return Number(value < 1 ? value.toFixed(4) : value.toFixed(1));
}

async function throughput(embedder: Embedder, texts: string[], rounds: number): Promise<number> {
  const perSecond: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const started = performance.now();
    await embedder.embed(texts);
    perSecond.push(texts.length / ((performance.now() - started) / 1000));
  }
  return Math.round(percentile(perSecond, 50));
}

async function queryLatencies(embedder: Embedder, count: number): Promise<number[]> {
  const queries = sentences(count + SENTENCES.length).slice(SENTENCES.length);
  const times: number[] = [];
  for (const query of queries) {
    const started = performance.now();
    await embedder.embed([query]);
    times.push(performance.now() - started);
  }
  return times;
}

async function runPart(part: Part): Promise<void> {
  if (part === "convert") {
    const cacheDir = mkdtempSync(join(tmpdir(), "mnemo-bench-models-"));
    try {
      const { ensureWordVectorTable } = await import("../server/pipeline/embeddings/word-vector-cache.ts");
      const baseline = process.memoryUsage().rss;
      const conversions: { seconds: number; bytesRead: number; words: number }[] = [];
      await ensureWordVectorTable({ cacheDir, onConverted: (stats) => conversions.push(stats) });
      const [stats] = conversions;
      if (!stats) throw new Error("expected a conversion into a fresh directory");
      const { seconds, bytesRead, words } = stats;
      printResult("word vectors, first-run conversion (307 MB JSON -> 39 MB binary)", {
        seconds: seconds.toFixed(2),
        json_mb_read: Math.round(bytesRead / 1e6),
        words,
        baseline_rss_mib: Math.round(baseline / 2 ** 20),
        peak_rss_mib: maxRssMiB(),
      });
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
    return;
  }
  const rssBeforeLoad = Math.round(process.memoryUsage().rss / 2 ** 20);
  const started = performance.now();
  let embedder: Embedder;
  if (part === "words") {
    const { createWordVectorEmbedder, loadWordVectors } = await import("../server/pipeline/embeddings/word-vectors.ts");
    await loadWordVectors(); // converts first if this machine has no cache yet: run the bench twice for load figures
    embedder = createWordVectorEmbedder();
  } else {
    const { createSentenceEncoder } = await import("../server/pipeline/embeddings/sentence-encoder.ts");
    embedder = createSentenceEncoder();
  }
  await embedder.warmup?.();
  const loadMs = performance.now() - started;
  const rssAfterLoad = Math.round(process.memoryUsage().rss / 2 ** 20);
  const heavy = part === "words";
  await embedder.embed(sentences(heavy ? 2000 : 16)); // warm the JIT / the model
  const sentencesPerSecond = await throughput(embedder, sentences(heavy ? 20_000 : 64), heavy ? 5 : 2);
  const chunksPerSecond = await throughput(embedder, chunks(heavy ? 5_000 : 24), heavy ? 5 : 2);
  const latencies = await queryLatencies(embedder, heavy ? 500 : 20);
  printResult(`${embedder.model} (${embedder.dims}-d)`, {
    load_ms: Math.round(loadMs),
    sentences_per_s: sentencesPerSecond,
    chunks_500_chars_per_s: chunksPerSecond,
    query_p50_ms: fineMs(latencies, 50),
    query_p95_ms: fineMs(latencies, 95),
    rss_before_load_mib: rssBeforeLoad,
    rss_after_load_mib: rssAfterLoad,
    peak_rss_mib: maxRssMiB(),
  });
  if (part === "use") {
    const { closeSentenceEncoder } = await import("../server/pipeline/embeddings/sentence-encoder.ts");
    await closeSentenceEncoder();
  }
}

const requested = process.argv[2] as Part | undefined;
if (requested) {
  if (!PARTS.includes(requested)) throw new Error(`unknown part "${requested}": use one of ${PARTS.join(", ")}`);
  await runPart(requested);
} else {
  const self = fileURLToPath(import.meta.url);
  let failed = false;
  for (const part of PARTS) {
    const result = spawnSync(process.execPath, ["--import", "tsx", self, part], { stdio: "inherit" });
    failed ||= result.status !== 0;
  }
  if (failed) process.exit(1);
}
