// What the ingest benchmark's cases share: the papers, uploading them and waiting until they are read, reading them
// in this process without a database, and /api/health timed while the server works.
import { join } from "node:path";
import { loadConfig } from "../server/config/env.ts";
import { runDocumentPipeline, type DocumentInput } from "../server/pipeline/document-pipeline.ts";
import { createEmbedder } from "../server/pipeline/embeddings/index.ts";
import { createPipeline } from "../server/pipeline/index.ts";
import type { CorpusText } from "../scripts/eval-search.ts";
import { loadSet, uploadFileOf } from "../scripts/realdocs/sets.ts";
import type { RealRecord, SetName } from "../scripts/realdocs/types.ts";
import { percentile } from "./support.ts";

export const evalRoot = join(import.meta.dirname, "..", "..", "shared", "eval");

export interface Paper {
  set: SetName;
  record: RealRecord;
  bytes: number;
}

/** Full papers (text), in the order of the sets: SemEval-2010 first (the figures the issue quotes), then the others. */
export function loadPapers(count: number, sets: SetName[] = ["semeval", "nus", "citeulike", "fao"]): Paper[] {
  const papers = sets.flatMap((set) =>
    loadSet(evalRoot, set).map((record) => ({ set, record, bytes: Buffer.byteLength(record.text) })),
  );
  return papers.filter((p) => p.bytes > 0).slice(0, count);
}

export const megabytes = (papers: readonly Paper[]) => papers.reduce((n, p) => n + p.bytes, 0) / 1024 / 1024;

/** A paper as the upload sends it: a text file. */
export function paperInput(paper: Paper): DocumentInput {
  const file = uploadFileOf(evalRoot, paper.set, paper.record);
  return {
    type: "text",
    bytes: new Uint8Array(file.bytes),
    fileName: file.fileName,
    title: file.fileName,
    titleSource: "file",
    pageCount: null,
  };
}

/** A corpus text as POST /api/documents sends it: a note with the user's title. */
export const noteInput = (text: CorpusText): DocumentInput => ({
  type: "note",
  text: text.text,
  fileName: null,
  title: `Citation ${text.id}`,
  titleSource: "user",
  pageCount: null,
});

/** Reads every document in this thread as the pipeline threads do (reading, extraction, claims, vectors): seconds. */
export async function readInProcess(inputs: readonly DocumentInput[]): Promise<number> {
  const config = loadConfig({});
  const parts = {
    extractor: createPipeline({ llm: null }).extractor,
    embedder: createEmbedder(config.embeddingModel, { modelCacheDir: config.modelCacheDir }),
  };
  const started = performance.now();
  for (const input of inputs) await runDocumentPipeline(parts, input, config.limits);
  return (performance.now() - started) / 1000;
}

type Headers = Record<string, string>;

/** Uploads the papers as the web app does (one file each), `inFlight` at a time; returns the document ids. */
export async function uploadPapers(base: string, cookie: string, papers: readonly Paper[], inFlight = 4) {
  const ids: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < papers.length) {
        const paper = papers[next++]!;
        const file = uploadFileOf(evalRoot, paper.set, paper.record);
        const form = new FormData();
        form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.mimeType }), file.fileName);
        const response = await fetch(`${base}/api/documents/upload`, {
          method: "POST",
          headers: { cookie },
          body: form,
        });
        if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
        ids.push(((await response.json()) as { id: string }).id);
      }
    }),
  );
  return ids;
}

/** Waits until none of the account's documents is queued or being read; returns how many failed. */
export async function waitUntilRead(base: string, headers: Headers, pollMs = 250): Promise<number> {
  // The reading progress is a count; listing every document each time was a load of its own in a large account.
  for (;;) {
    const progress = (await (await fetch(`${base}/api/documents/reading`, { headers })).json()) as { inWork: number };
    if (progress.inWork === 0) break;
    await new Promise((r) => setTimeout(r, pollMs));
  }
  const list = (await (await fetch(`${base}/api/documents`, { headers })).json()) as Array<{ status: string }>;
  return list.filter((d) => d.status === "failed").length;
}

/** Times GET /api/health every `everyMs` until stopped: what a load balancer sees while the server ingests. */
export function sampleHealth(base: string, everyMs = 100) {
  const latencies: number[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      const response = await fetch(`${base}/api/health`);
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    return {
      health_p50_ms: percentile(latencies, 50),
      health_p99_ms: percentile(latencies, 99),
      health_max_ms: Math.round(Math.max(...latencies)),
      health_samples: latencies.length,
    };
  };
}

export const median = (values: number[]) => percentile(values, 50);
