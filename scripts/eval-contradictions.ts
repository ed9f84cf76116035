// `npm run eval:contradictions`: every claim of ../shared/eval/claim-pairs-scifact.jsonl becomes a note in one fresh
// account (through the HTTP API, processed by the real worker), then the labelled pairs are checked against what
// GET /api/contradictions returns: detection rate on `contradict` pairs, false-alarm rate on `consistent` pairs.
// The product has to find the pairs among all the notes; nothing tells it which claims were paired.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import type { Contradiction } from "../contract/contradictions.ts";
import { loadConfig } from "../server/config/env.ts";
import { startRuntime } from "../server/runtime.ts";
import { createAccountOverHttp } from "../server/testing/http-accounts.ts";

interface Pair {
  a: string;
  b: string;
  label: "contradict" | "consistent";
}

const path = join(import.meta.dirname, "..", "..", "shared", "eval", "claim-pairs-scifact.jsonl");
const pairs = readFileSync(path, "utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line) as Pair);
const claims = [...new Set(pairs.flatMap((p) => [p.a.trim(), p.b.trim()]))];
const norm = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

const config = loadConfig({ ...process.env, PORT: "0", HOST: "127.0.0.1", MNEMO_DATA_DIR: mkdtempSync(join(tmpdir(), "mnemo-eval-")), MNEMO_SIGNIN_RATE_LIMIT: "1000", MNEMO_UPLOAD_RATE_LIMIT: "100000" });
const runtime = await startRuntime(config, ["web", "worker"], pino({ level: "silent" }));
const base = runtime.address!.replace("0.0.0.0", "127.0.0.1");
try {
  const { cookie } = await createAccountOverHttp(base, { firstName: "Eval", email: `eval-${Date.now()}@example.com`, password: "eval-password" });
  const headers = { cookie, "content-type": "application/json" };
  const started = performance.now();
  for (const [i, claim] of claims.entries()) {
    const response = await fetch(`${base}/api/documents`, { method: "POST", headers, body: JSON.stringify({ title: `Claim ${i + 1}`, content: claim, type: "note", projectId: null }) });
    if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  }
  for (;;) {
    const docs = (await (await fetch(`${base}/api/documents`, { headers })).json()) as Array<{ status: string }>;
    if (docs.every((d) => d.status === "ready" || d.status === "failed")) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const found = (await (await fetch(`${base}/api/contradictions`, { headers })).json()) as Contradiction[];
  // A found contradiction covers a pair when its two statements come from the pair's two claims.
  const covers = (c: Contradiction, p: Pair) => {
    const [s1, s2, a, b] = [norm(c.statement1), norm(c.statement2), norm(p.a), norm(p.b)];
    return (a.includes(s1) && b.includes(s2)) || (a.includes(s2) && b.includes(s1));
  };
  const contradict = pairs.filter((p) => p.label === "contradict");
  const consistent = pairs.filter((p) => p.label === "consistent");
  const detected = contradict.filter((p) => found.some((c) => covers(c, p))).length;
  const falseAlarms = consistent.filter((p) => found.some((c) => covers(c, p))).length;
  const labelled = found.filter((c) => pairs.some((p) => covers(c, p))).length;
  console.log(`claims ingested: ${claims.length} in ${((performance.now() - started) / 1000).toFixed(1)} s; contradictions reported: ${found.length} (${labelled} on labelled pairs, ${found.length - labelled} on pairs the file does not label)`);
  console.log(`detection: ${(detected / contradict.length).toFixed(3)} (${detected}/${contradict.length})`);
  console.log(`false alarms: ${(falseAlarms / consistent.length).toFixed(3)} (${falseAlarms}/${consistent.length})`);
} finally {
  await runtime.stop();
}
