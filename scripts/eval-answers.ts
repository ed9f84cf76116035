// Answers built from the user's documents (../shared/eval/answers/README.md): every document of the set goes into
// one account through the HTTP API, each question is sent to POST /api/answer one at a time, and the answers are
// measured: accuracy (a gold span in the answer, cited to the right document), citation faithfulness, abstention
// on unanswerable questions, latency; overall, per set (pdfs, vault) and per half (odd and even question numbers).
//   npm run eval:answers [-- --keep DIR --verbose --json FILE --only dev-001,dev-002]
// --keep DIR keeps (or reuses) the PGlite data directory and the account, to measure again without ingesting.
// DATABASE_URL selects PostgreSQL; MNEMO_LLM_PROVIDER (and its settings) measures the AI-provider mode.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { startBenchServer } from "../bench/bench-server.ts";
import type { AnswerResponse } from "../contract/answers.ts";
import type { DocumentDetail } from "../contract/documents.ts";
import { getJson, loadRealDocuments, openAccount } from "./answers/account.ts";
import { scoreAnswer, type AnswerQuestion, type QuestionOutcome } from "./answers/measures.ts";
import { questionLine, report } from "./answers/report.ts";

const evalDir = join(import.meta.dirname, "..", "..", "shared", "eval");
const realDir = join(evalDir, "real");

const option = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};

export function loadQuestions(): AnswerQuestion[] {
  return readFileSync(join(evalDir, "answers", "questions.jsonl"), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as AnswerQuestion);
}

async function main(): Promise<void> {
  const keep = option("keep");
  const only = option("only")?.split(",");
  const jsonPath = option("json");
  const verbose = process.argv.includes("--verbose");
  if (keep) mkdirSync(keep, { recursive: true });
  const questions = loadQuestions().filter((q) => !only || only.includes(q.id));
  const docs = loadRealDocuments(realDir);
  const reference = new Map(docs.map((d) => [d.id, d.text]));

  const { runtime, base } = await startBenchServer(keep && !process.env.DATABASE_URL ? { MNEMO_DATA_DIR: keep } : {});
  try {
    const mode = runtime.ctx.config.llm
      ? `AI provider ${runtime.ctx.config.llm.provider}:${runtime.ctx.config.llm.model}`
      : "offline (extractive)";
    console.log(
      `server ${base} (${runtime.ctx.database.driver}, vectors: ${runtime.ctx.vectorMode}); answers: ${mode}`,
    );
    const statePath = keep ? join(keep, "eval-answers-account.json") : undefined;
    if (statePath && !existsSync(statePath)) console.log(`uploading ${docs.length} documents...`);
    const account = await openAccount(base, realDir, docs, statePath);
    if (account.ingestSeconds !== null)
      console.log(`${account.ids.size} documents, ingested in ${Math.round(account.ingestSeconds)} s`);
    const recordOf = new Map([...account.ids].map(([record, id]) => [id, record]));

    const contents = new Map<string, string>();
    for (const id of account.ids.values())
      contents.set(id, (await getJson<DocumentDetail>(base, account.cookie, `/api/documents/${id}`)).content);
    const contentOf = (id: string) => {
      const stored = contents.get(id);
      return stored === undefined ? undefined : [stored, reference.get(recordOf.get(id)!) ?? ""];
    };

    const ask = async (question: string) => {
      const started = performance.now();
      const response = await fetch(`${base}/api/answer`, {
        method: "POST",
        headers: { cookie: account.cookie, "content-type": "application/json" },
        body: JSON.stringify({ question }),
      });
      const latency = performance.now() - started;
      if (!response.ok) throw new Error(`POST /api/answer failed: ${response.status} ${await response.text()}`);
      return { body: (await response.json()) as AnswerResponse, latency };
    };
    // Warm-up (models and caches load on the first question), not measured.
    for (const q of questions.slice(0, 3)) await ask(q.question);

    const load = loadavg()[0]!;
    const outcomes: QuestionOutcome[] = [];
    for (const question of questions) {
      const { body, latency } = await ask(question.question);
      const gold = new Set(
        [question.doc, ...(question.otherDocs ?? [])].flatMap((record) =>
          record && account.ids.get(record) ? [account.ids.get(record)!] : [],
        ),
      );
      const outcome = scoreAnswer(question, body, latency, gold, contentOf);
      outcomes.push(outcome);
      if (verbose) console.log(questionLine(outcome));
    }
    console.log(
      `\n${questions.length} questions, load average ${load.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after\n`,
    );
    console.log(report(outcomes));
    if (jsonPath)
      writeFileSync(
        jsonPath,
        JSON.stringify(
          outcomes.map((o) => ({
            id: o.question.id,
            correct: o.correct,
            abstained: o.abstained,
            latencyMs: Math.round(o.latencyMs),
            response: o.response,
          })),
          null,
          1,
        ),
      );
  } finally {
    await runtime.stop();
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await main();
