// POST /api/answer latency over HTTP on loopback, one request at a time, on an account of 3,000 documents: the 85
// real papers and notes of ../shared/eval/real (uploaded as ../shared/eval/answers/README.md says) and 2,915 texts
// of the Citation-Integrity corpus as notes (the distractors: other papers' passages on neighbouring topics). The
// questions are the 72 of ../shared/eval/answers/questions.jsonl, asked twice after 5 warm-up questions; the answers'
// accuracy and abstention in this larger account are printed too (the eval measures them on the 85 alone).
// `npm run bench answer` (or `node --import tsx bench/answer.bench.ts [--keep DIR] [--rounds N]`); DATABASE_URL
// selects PostgreSQL. --keep DIR keeps the PGlite data directory and the account (the ingest takes minutes).
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import type { AnswerResponse } from "../contract/answers.ts";
import { loadRealDocuments, openAccount } from "../scripts/answers/account.ts";
import { scoreAnswer, summarise, type QuestionOutcome } from "../scripts/answers/measures.ts";
import { loadQuestions } from "../scripts/eval-answers.ts";
import { loadCorpus, type CorpusText } from "../scripts/eval-search.ts";
import { startBenchServer } from "./bench-server.ts";
import { percentile, printResult } from "./support.ts";

const option = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const keep = option("keep");
const rounds = Number(option("rounds") ?? 2);
const DOCUMENTS = 3_000;
const realDir = join(import.meta.dirname, "..", "..", "shared", "eval", "real");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** fetch, again after a dropped connection (the in-process server can stall while the worker reads a large PDF). */
async function patientFetch(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (!(error instanceof TypeError) || attempt >= 6) throw error;
      await sleep(2000 * attempt);
    }
  }
}

/**
 * The distractors as notes ("Citation {id}"), four requests in flight; a text whose note is already there (a kept
 * directory, or a request whose answer was lost) is not sent again. Waits until every document is processed.
 */
async function ingestDistractors(
  base: string,
  headers: Record<string, string>,
  texts: readonly CorpusText[],
): Promise<void> {
  const titles = async () =>
    new Set(
      ((await (await patientFetch(`${base}/api/documents`, { headers })).json()) as Array<{ title: string }>).map(
        (d) => d.title,
      ),
    );
  const present = await titles();
  const missing = texts.filter((t) => !present.has(`Citation ${t.id}`));
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < missing.length) {
        const item = missing[next++]!;
        const body = JSON.stringify({
          title: `Citation ${item.id}`,
          content: item.text,
          type: "note",
          projectId: null,
        });
        const response = await patientFetch(`${base}/api/documents`, { method: "POST", headers, body });
        if (response.status !== 201 && !(await titles()).has(`Citation ${item.id}`))
          throw new Error(`upload failed: ${response.status} ${await response.text()}`);
      }
    }),
  );
  for (;;) {
    const list = (await (await patientFetch(`${base}/api/documents`, { headers })).json()) as Array<{ status: string }>;
    if (!list.some((d) => d.status === "queued" || d.status === "processing")) return;
    await sleep(2000);
  }
}

if (keep) mkdirSync(keep, { recursive: true });
const { runtime, base } = await startBenchServer(keep && !process.env.DATABASE_URL ? { MNEMO_DATA_DIR: keep } : {});
try {
  const real = loadRealDocuments(realDir);
  const started = performance.now();
  const account = await openAccount(
    base,
    realDir,
    real,
    keep ? join(keep, "answer-bench-account.json") : undefined,
    () => undefined,
  );
  const headers = { cookie: account.cookie, "content-type": "application/json" };
  const corpusDone = keep ? join(keep, "answer-bench-corpus.done") : undefined;
  const fresh = !corpusDone || !existsSync(corpusDone);
  if (fresh) {
    await ingestDistractors(
      base,
      headers,
      loadCorpus()
        .filter((t) => t.text.trim())
        .slice(0, DOCUMENTS - real.length),
    );
    if (corpusDone) writeFileSync(corpusDone, new Date().toISOString());
  }
  const ingestSeconds = (performance.now() - started) / 1000;
  const documents = ((await (await patientFetch(`${base}/api/documents`, { headers })).json()) as unknown[]).length;
  const [{ n: chunks = 0 } = {}] = await runtime.ctx.database.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM chunks WHERE user_id = (SELECT user_id FROM documents ORDER BY uploaded_at LIMIT 1)",
  );

  const questions = loadQuestions();
  const ask = async (question: string) => {
    const t = performance.now();
    const cpu = process.cpuUsage();
    const response = await fetch(`${base}/api/answer`, { method: "POST", headers, body: JSON.stringify({ question }) });
    const body = (await response.json()) as AnswerResponse;
    if (!response.ok) throw new Error(`answer failed: ${response.status} ${JSON.stringify(body)}`);
    const used = process.cpuUsage(cpu);
    return { body, ms: performance.now() - t, cpuMs: (used.user + used.system) / 1000 };
  };
  for (const q of questions.slice(0, 5)) await ask(q.question);

  const loadBefore = loadavg()[0]!;
  const times: number[] = [];
  const cpu: number[] = [];
  const outcomes: QuestionOutcome[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const question of questions) {
      const { body, ms, cpuMs } = await ask(question.question);
      times.push(ms);
      cpu.push(cpuMs);
      if (round === 0) {
        const gold = new Set(question.doc && account.ids.get(question.doc) ? [account.ids.get(question.doc)!] : []);
        outcomes.push(scoreAnswer(question, body, ms, gold, () => undefined));
      }
    }
  }
  const quality = summarise(outcomes);
  printResult("answer-3000-documents", {
    database: runtime.ctx.database.driver,
    vectors: runtime.ctx.vectorMode,
    documents,
    chunks,
    ingest_s: fresh ? ingestSeconds.toFixed(0) : "kept",
    requests: times.length,
    p50_ms: percentile(times, 50),
    p95_ms: percentile(times, 95),
    p99_ms: percentile(times, 99),
    cpu_p50_ms: percentile(cpu, 50),
    cpu_p95_ms: percentile(cpu, 95),
    accuracy: quality.accuracy.toFixed(3),
    abstention: quality.abstention.toFixed(3),
    load_before: loadBefore.toFixed(1),
    load_after: loadavg()[0]!.toFixed(1),
  });
  if (keep) writeFileSync(join(keep, "answer-bench-last.json"), JSON.stringify({ times, cpu }));
} finally {
  await runtime.stop();
}
