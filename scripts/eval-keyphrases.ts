/**
 * Keyphrase evaluation of the local extractor against Inspec and SemEval-2017 (development halves).
 *
 *   npm run eval:keyphrases [-- --data ../shared/eval --limit 200 --json]
 *   npm run eval:keyphrases -- --speed     (extractor speed on the Citation-Integrity corpus and on a 1 MB document)
 *
 * A document's top 10 concepts by salience (concept.name) are compared with ALL its gold keyphrases (present in
 * the text or not): both sides lower-cased, punctuation replaced by spaces, every word Porter-stemmed, duplicates
 * removed. P@10 = matches / number of predictions (at most 10), R@10 = matches / unique gold phrases, F1@10 their
 * harmonic mean, all macro-averaged over documents.
 *
 * The same script runs the baseline: TF-IDF over adjective-noun phrases (plain wink tokens and POS, maximal
 * ADJ* (NOUN|PROPN)+ runs per sentence) with a position bonus 1 + 1/(1 + index of the first sentence), IDF counted
 * over the dataset's own documents (as the published baseline does).
 */
import { readFileSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { stemmer } from "stemmer";
import { createLocalExtractor, extractLocal } from "../server/pipeline/extract/local-extractor.ts";
import { analyse, nlp } from "../server/pipeline/extract/nlp.ts";
import { warmWordNet } from "../server/pipeline/extract/wordnet.ts";

interface GoldDoc {
  id: string;
  text: string;
  keyphrases: string[];
}

interface Scores {
  precision: number;
  recall: number;
  f1: number;
  docs: number;
  seconds: number;
}

const K = 10;

function parseArgs(argv: string[]): { dataDir: string; limit: number; json: boolean; speedOnly: boolean } {
  let dataDir = fileURLToPath(new URL("../../shared/eval/", import.meta.url));
  let limit = Number.POSITIVE_INFINITY;
  let json = false;
  let speedOnly = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--data") dataDir = resolve(argv[++i] ?? dataDir);
    else if (arg === "--limit") limit = Number(argv[++i] ?? "0") || limit;
    else if (arg === "--json") json = true;
    else if (arg === "--speed") speedOnly = true;
  }
  return { dataDir, limit, json, speedOnly };
}

/** Lower case, punctuation out, each word Porter-stemmed. */
export function evalNormalize(phrase: string): string {
  return phrase
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]+/gu, " ")
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .map((w) => stemmer(w))
    .join(" ");
}

function load(path: string, limit: number): GoldDoc[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim().length > 0)
    .slice(0, limit)
    .map((line) => JSON.parse(line) as GoldDoc);
}

/** Per-document precision/recall/F1 of a ranked list against the gold set. */
function scoreDoc(predicted: string[], gold: string[]): { p: number; r: number; f: number } {
  const goldSet = new Set(gold.map(evalNormalize).filter((g) => g.length > 0));
  const top: string[] = [];
  const seen = new Set<string>();
  for (const phrase of predicted) {
    const normal = evalNormalize(phrase);
    if (normal.length === 0 || seen.has(normal)) continue;
    seen.add(normal);
    top.push(normal);
    if (top.length === K) break;
  }
  const hits = top.filter((p) => goldSet.has(p)).length;
  const p = top.length > 0 ? hits / top.length : 0;
  const r = goldSet.size > 0 ? hits / goldSet.size : 0;
  const f = p + r > 0 ? (2 * p * r) / (p + r) : 0;
  return { p, r, f };
}

async function evaluate(docs: GoldDoc[], rank: (doc: GoldDoc) => Promise<string[]> | string[]): Promise<Scores> {
  let sp = 0;
  let sr = 0;
  let sf = 0;
  const started = performance.now();
  for (const doc of docs) {
    const predicted = await rank(doc);
    const { p, r, f } = scoreDoc(predicted, doc.keyphrases);
    sp += p;
    sr += r;
    sf += f;
  }
  const seconds = (performance.now() - started) / 1000;
  const n = Math.max(1, docs.length);
  return { precision: sp / n, recall: sr / n, f1: sf / n, docs: docs.length, seconds };
}

// ---- Baseline: TF-IDF over adjective-noun phrases with a position bonus -------------------------------------

/** Plain wink-nlp: per sentence, maximal ADJ* (NOUN|PROPN)+ runs of its normalised tokens (no hyphen repair). */
function baselinePhrases(text: string): Array<{ phrase: string; sentence: number }> {
  const winkNlp = nlp();
  const its = winkNlp.its;
  const out: Array<{ phrase: string; sentence: number }> = [];
  winkNlp
    .readDoc(text)
    .sentences()
    .each((sentence, index) => {
      const words = sentence.tokens().out(its.normal) as string[];
      const tags = sentence.tokens().out(its.pos) as string[];
      let run: number[] = [];
      const flush = (): void => {
        while (run.length > 0 && tags[run[run.length - 1] ?? 0] === "ADJ") run.pop();
        if (run.length > 0) out.push({ phrase: run.map((i) => words[i]).join(" "), sentence: index });
        run = [];
      };
      for (let i = 0; i < words.length; i++) {
        const tag = tags[i];
        const isAdj = tag === "ADJ";
        const isNoun = tag === "NOUN" || tag === "PROPN";
        if (!isAdj && !isNoun) {
          flush();
          continue;
        }
        if (isAdj && run.some((j) => tags[j] !== "ADJ")) flush();
        run.push(i);
      }
      flush();
    });
  return out;
}

function baselineRanker(docs: GoldDoc[]): (doc: GoldDoc) => string[] {
  const perDoc = new Map<string, Array<{ phrase: string; sentence: number }>>();
  const df = new Map<string, number>();
  for (const doc of docs) {
    const phrases = baselinePhrases(doc.text);
    perDoc.set(doc.id, phrases);
    for (const phrase of new Set(phrases.map((p) => p.phrase))) df.set(phrase, (df.get(phrase) ?? 0) + 1);
  }
  const n = docs.length;
  return (doc) => {
    const phrases = perDoc.get(doc.id) ?? [];
    const tf = new Map<string, number>();
    const first = new Map<string, number>();
    for (const { phrase, sentence } of phrases) {
      tf.set(phrase, (tf.get(phrase) ?? 0) + 1);
      if (!first.has(phrase)) first.set(phrase, sentence);
    }
    return [...tf.entries()]
      .map(([phrase, count]) => {
        const idf = Math.log(n / (df.get(phrase) ?? 1));
        const position = 1 + 1 / (1 + (first.get(phrase) ?? 0));
        return { phrase, score: count * idf * position };
      })
      .sort((a, b) => b.score - a.score)
      .map((x) => x.phrase);
  };
}

/**
 * Speed: the whole local extractor (concepts, mentions, categories, definitions, relationships) over the
 * Citation-Integrity corpus (3,063 short texts, 3.1 MB), then over one 1 MB document made of its texts.
 */
async function speed(dataDir: string, limit: number): Promise<void> {
  const path = resolve(dataDir, "search-citint-corpus.jsonl");
  if (!existsSync(path)) {
    console.error(`missing ${path}`);
    process.exitCode = 1;
    return;
  }
  warmWordNet();
  analyse("Warm-up sentence for the tagger.");
  const texts = readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim().length > 0)
    .slice(0, limit)
    .map((line) => (JSON.parse(line) as { text: string }).text);
  const bytes = texts.reduce((sum, t) => sum + Buffer.byteLength(t), 0);
  let concepts = 0;
  let relationships = 0;
  let started = performance.now();
  for (const text of texts) {
    const result = extractLocal(text);
    concepts += result.concepts.length;
    relationships += result.relationships.length;
  }
  let seconds = (performance.now() - started) / 1000;
  console.log(
    `corpus: ${texts.length} texts, ${(bytes / 1e6).toFixed(2)} MB in ${seconds.toFixed(1)} s = ${(bytes / 1e6 / seconds).toFixed(2)} MB/s (${concepts} concepts, ${relationships} relationships)`,
  );
  let big = "";
  for (const text of texts) {
    if (big.length >= 1_000_000) break;
    big += `${text}\n\n`;
  }
  big = big.slice(0, 1_000_000);
  started = performance.now();
  const result = extractLocal(big);
  seconds = (performance.now() - started) / 1000;
  const mentions = result.concepts.reduce((sum, c) => sum + c.mentions.length, 0);
  console.log(
    `one document of ${(big.length / 1e6).toFixed(2)} MB: ${seconds.toFixed(1)} s (${result.concepts.length} concepts, ${mentions} mentions, ${result.relationships.length} relationships)`,
  );
  console.log(`heap used ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`);
}

async function main(): Promise<void> {
  const { dataDir, limit, json, speedOnly } = parseArgs(process.argv.slice(2));
  if (speedOnly) {
    await speed(dataDir, limit);
    return;
  }
  const datasets = [
    { name: "Inspec", file: "keyphrases-inspec.jsonl" },
    { name: "SemEval-2017", file: "keyphrases-semeval2017.jsonl" },
  ];
  const loadStart = performance.now();
  warmWordNet();
  analyse("Warm-up sentence for the tagger.");
  const loadSeconds = (performance.now() - loadStart) / 1000;
  const extractor = createLocalExtractor();
  const rows: Array<{ dataset: string; method: string } & Scores> = [];
  for (const { name, file } of datasets) {
    const path = resolve(dataDir, file);
    if (!existsSync(path)) {
      console.error(`missing ${path}; pass --data DIR`);
      process.exitCode = 1;
      return;
    }
    const docs = load(path, limit);
    const baselineStart = performance.now();
    const baseline = baselineRanker(docs);
    const baselinePrep = (performance.now() - baselineStart) / 1000;
    const baselineScores = await evaluate(docs, baseline);
    rows.push({
      dataset: name,
      method: "baseline TF-IDF adj-noun + position",
      ...baselineScores,
      seconds: baselineScores.seconds + baselinePrep,
    });
    const ours = await evaluate(docs, async (doc) =>
      (await extractor.extract(doc.text, { maxConcepts: K })).concepts.map((c) => c.name),
    );
    rows.push({ dataset: name, method: "local extractor (full pipeline)", ...ours });
  }
  if (json) {
    console.log(JSON.stringify({ date: new Date().toISOString(), node: process.version, loadSeconds, rows }, null, 2));
    return;
  }
  const pct = (x: number): string => x.toFixed(3);
  console.log(`models loaded in ${loadSeconds.toFixed(2)} s; node ${process.version}`);
  console.log("| dataset | method | docs | P@10 | R@10 | F1@10 | docs/s |");
  console.log("|---|---|---|---|---|---|---|");
  for (const row of rows) {
    console.log(
      `| ${row.dataset} | ${row.method} | ${row.docs} | ${pct(row.precision)} | ${pct(row.recall)} | ${pct(row.f1)} | ${(row.docs / row.seconds).toFixed(0)} |`,
    );
  }
}

// Only when run as a script: other evaluations import evalNormalize from here.
if (process.argv[1] && import.meta.filename === process.argv[1]) await main();
