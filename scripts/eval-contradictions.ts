// `npm run eval:contradictions [-- --sets real,scifact]`: both contradiction sets through the HTTP API, processed by
// the real worker, measured as ../shared/eval/contradictions-real/README.md defines it.
// - real: one account per `account` of contradictions-real/documents.jsonl (every note uploaded as Markdown with its
//   title), then GET /api/contradictions: planted recall by kind and origin, precision, false alarms per 100
//   documents, correct restatements flagged, and 10 flags that match no labelled pair and the labelled contradictions not flagged (to read).
// - scifact: every claim of claim-pairs-scifact.jsonl as a note in one account: detection on `contradict` pairs and
//   false alarms on `consistent` pairs, for the odd and the even lines separately (our own split) and together.
// - papers: contradictions-papers/ (real papers as PDFs and reading notes that restate or misstate them), one account
//   per `account`, everything uploaded as files the way the upload panel sends them; measured as its README says.
// The product has to find the pairs among all the documents; nothing tells it which sentences were paired.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Contradiction } from "../contract/contradictions.ts";
import { startBenchServer } from "../bench/bench-server.ts";
import { formatHits, measureReal, measureScifact, type RealPair, type ScifactPair } from "./contradictions/measure.ts";
import { measurePapers, type PaperFlag, type PaperPair } from "./contradictions/measure-papers.ts";

const evalDir = join(import.meta.dirname, "..", "..", "shared", "eval");
const jsonl = <T>(path: string): T[] =>
  readFileSync(path, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);

const args = process.argv.slice(2);
const setsArg = args.includes("--sets") ? args[args.indexOf("--sets") + 1]! : "real,papers,scifact";
const sets = new Set(setsArg.split(","));

const { runtime, base, signUp } = await startBenchServer();
const pct = (x: number) => x.toFixed(2);

async function ingest(
  headers: Record<string, string>,
  docs: Array<{ title: string; content: string; type: "markdown" | "note" }>,
): Promise<Contradiction[]> {
  for (const doc of docs) {
    const response = await fetch(`${base}/api/documents`, {
      method: "POST",
      headers,
      body: JSON.stringify({ ...doc, projectId: null }),
    });
    if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  }
  await waitUntilProcessed(headers);
  return contradictionsOf<Contradiction>(headers);
}

async function waitUntilProcessed(headers: Record<string, string>): Promise<void> {
  for (;;) {
    const list = (await (await fetch(`${base}/api/documents`, { headers })).json()) as Array<{ status: string }>;
    if (list.every((d) => d.status === "ready" || d.status === "failed")) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

const contradictionsOf = async <T>(headers: Record<string, string>): Promise<T[]> =>
  (await (await fetch(`${base}/api/contradictions`, { headers })).json()) as T[];

interface PaperDocument {
  id: string;
  account: string;
  kind: "pdf" | "note";
  fileName: string;
  file?: string;
  text?: string;
  about?: string | null;
}

/** Uploads every document as a file (multipart, original name), waits until all are processed; eval id → id. */
async function uploadFiles(headers: Record<string, string>, docs: PaperDocument[], dir: string) {
  const ids = new Map<string, string>();
  for (const doc of docs) {
    const bytes = doc.kind === "pdf" ? readFileSync(join(dir, doc.file!)) : Buffer.from(doc.text ?? "", "utf8");
    const form = new FormData();
    const type = doc.kind === "pdf" ? "application/pdf" : "text/markdown";
    form.append("file", new Blob([new Uint8Array(bytes)], { type }), doc.fileName);
    const response = await fetch(`${base}/api/documents/upload`, {
      method: "POST",
      headers: { cookie: headers.cookie! },
      body: form,
    });
    if (response.status !== 201)
      throw new Error(`upload of ${doc.fileName}: ${response.status} ${await response.text()}`);
    ids.set(doc.id, ((await response.json()) as { id: string }).id);
  }
  await waitUntilProcessed(headers);
  return ids;
}

try {
  if (sets.has("papers")) {
    const dir = join(evalDir, "contradictions-papers");
    const documents = jsonl<PaperDocument>(join(dir, "documents.jsonl"));
    const pairs = jsonl<PaperPair>(join(dir, "pairs.jsonl"));
    const about = new Map(documents.filter((d) => d.about).map((d) => [d.id, d.about!]));
    const flags: PaperFlag[] = [];
    const ids = new Map<string, string>();
    for (const account of [...new Set(documents.map((d) => d.account))]) {
      const docs = documents.filter((d) => d.account === account);
      const headers = await signUp(`papers-${account}`);
      const started = performance.now();
      for (const [evalId, id] of await uploadFiles(headers, docs, dir)) ids.set(evalId, id);
      flags.push(...(await contradictionsOf<PaperFlag>(headers)));
      console.log(`${account}: ${docs.length} documents in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    const m = measurePapers(flags, pairs, ids, about, documents.length);
    console.log(`\ncontradictions-papers (${m.documents} documents, ${m.flags} flags)`);
    console.log(
      `  planted recall ${pct(m.recall)}; by kind: ${formatHits(m.byKind)}; by style: ${formatHits(m.byStyle)}`,
    );
    console.log(
      `  precision ${pct(m.precision)} (of ${m.judged}), false alarms per 100 documents ${m.falseAlarmsPer100.toFixed(1)}, correct restatements flagged ${m.consistentFlagged}/${m.consistentPairs}`,
    );
    console.log(`\nFlags that match no planted contradiction (${m.falseAlarms.length}; read them):`);
    for (const f of m.falseAlarms.slice(0, 15))
      console.log(
        `- [${f.kind}] ${f.reason}\n    1 (${f.source1.documentTitle}): ${f.statement1.slice(0, 200)}\n    2 (${f.source2.documentTitle}): ${f.statement2.slice(0, 200)}`,
      );
    console.log(`\nPlanted contradictions not flagged (${m.missed.length}):`);
    for (const p of m.missed)
      console.log(
        `- [${p.kind}, ${p.style}] ${p.id}\n    note:  ${p.noteSentence.slice(0, 200)}\n    paper: ${p.paperSentence.slice(0, 200)}`,
      );
  }
  if (sets.has("real")) {
    const documents = jsonl<{ account: string; title: string; content: string }>(
      join(evalDir, "contradictions-real", "documents.jsonl"),
    );
    const pairs = jsonl<RealPair>(join(evalDir, "contradictions-real", "pairs.jsonl"));
    const all: { flags: Contradiction[]; pairs: RealPair[]; documents: number } = {
      flags: [],
      pairs: [],
      documents: 0,
    };
    for (const account of [...new Set(documents.map((d) => d.account))]) {
      const docs = documents.filter((d) => d.account === account);
      const started = performance.now();
      const flags = await ingest(
        await signUp(account),
        docs.map((d) => ({ title: d.title, content: d.content, type: "markdown" as const })),
      );
      const accountPairs = pairs.filter((p) => p.account === account);
      report(
        `${account} (${docs.length} documents, ${((performance.now() - started) / 1000).toFixed(0)} s)`,
        measureReal(flags, accountPairs, docs.length),
      );
      all.flags.push(...flags);
      all.pairs.push(...accountPairs);
      all.documents += docs.length;
    }
    const total = measureReal(all.flags, all.pairs, all.documents);
    report(`contradictions-real, both accounts (${all.documents} documents)`, total);
    console.log(`\n10 flags that match no labelled pair (read them):`);
    for (const f of total.unmatched.slice(0, 10)) {
      console.log(
        `- [${f.kind}, ${f.severity}, ${f.confidence}] ${f.reason}\n    1 (${f.source1.documentTitle}): ${f.statement1}\n    2 (${f.source2.documentTitle}): ${f.statement2}`,
      );
    }
    console.log(`\nLabelled contradictions not flagged (${total.missed.length}):`);
    for (const p of total.missed)
      console.log(`- [${p.kind}, ${p.origin}] ${p.id}\n    a: ${p.a.slice(0, 160)}\n    b: ${p.b.slice(0, 160)}`);
  }
  if (sets.has("scifact")) {
    const pairs = jsonl<ScifactPair>(join(evalDir, "claim-pairs-scifact.jsonl"));
    const claims = [...new Set(pairs.flatMap((p) => [p.a.trim(), p.b.trim()]))];
    const started = performance.now();
    const flags = await ingest(
      await signUp("scifact"),
      claims.map((claim, i) => ({ title: `Claim ${i + 1}`, content: claim, type: "note" as const })),
    );
    console.log(
      `\nSciFact claim pairs: ${claims.length} claims ingested in ${((performance.now() - started) / 1000).toFixed(0)} s, ${flags.length} contradictions reported`,
    );
    for (const [name, part] of [
      ["odd lines", pairs.filter((_, i) => i % 2 === 0)],
      ["even lines", pairs.filter((_, i) => i % 2 === 1)],
      ["all lines", pairs],
    ] as const) {
      const m = measureScifact(flags, part);
      console.log(
        `  ${name.padEnd(10)} detection ${pct(m.detection)} (${m.detected}/${m.contradict}), false alarms ${pct(m.falseAlarmRate)} (${m.falseAlarms}/${m.consistent})`,
      );
    }
  }
} finally {
  await runtime.stop();
}

function report(name: string, m: ReturnType<typeof measureReal>): void {
  console.log(`\n${name}`);
  console.log(
    `  planted recall ${pct(m.recall)} (${m.flaggedPairs}/${m.contradictionPairs}); by kind: ${formatHits(m.byKind)}; by origin: ${formatHits(m.byOrigin)}`,
  );
  console.log(
    `  flagged ${m.flags}, precision ${pct(m.precision)}, false alarms per 100 documents ${m.falseAlarmsPer100.toFixed(1)}, correct restatements flagged ${m.consistentFlagged}/${m.consistentPairs}`,
  );
}
