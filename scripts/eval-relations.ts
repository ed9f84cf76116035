// `npm run eval:relations`: ../shared/eval/relations/ (abstracts with every stated relation annotated) through the
// HTTP API, processed by the real worker, measured exactly as its README defines: each abstract uploaded as a plain
// text file the way the upload panel sends it, accounts of at most 60; then each abstract's concepts and each
// concept's relationships that list a sentence of that abstract. Prints precision and recall against the gold pairs,
// isolated concepts, coverage, relationships by basis, recall by relation type, the co-occurrence reference over the
// matched concepts, and ten missed and ten unlabelled pairs to read.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ConceptRelationship } from "../contract/relationships.ts";
import { startBenchServer } from "../bench/bench-server.ts";
import {
  accountsOf,
  measureAbstract,
  summarise,
  type AbstractResult,
  type RelationAbstract,
} from "./relations/measure.ts";

const file = join(import.meta.dirname, "..", "..", "shared", "eval", "relations", "abstracts.jsonl");
const abstracts = readFileSync(file, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as RelationAbstract)
  .sort((a, b) => (a.id < b.id ? -1 : 1));

const { runtime, base, signUp } = await startBenchServer();
const pct = (x: number | null) => (x === null ? "none" : x.toFixed(3));

async function get<T>(headers: Record<string, string>, path: string): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers });
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function uploadAll(headers: Record<string, string>, items: RelationAbstract[]): Promise<string[]> {
  const ids: string[] = [];
  for (const item of items) {
    const form = new FormData();
    form.append("file", new Blob([item.text], { type: "text/plain" }), item.fileName);
    const response = await fetch(`${base}/api/documents/upload`, {
      method: "POST",
      headers: { cookie: headers.cookie! },
      body: form,
    });
    if (response.status !== 201) throw new Error(`upload of ${item.fileName}: ${response.status}`);
    ids.push(((await response.json()) as { id: string }).id);
  }
  for (;;) {
    const list = await get<Array<{ status: string }>>(headers, "/api/documents");
    if (list.every((d) => d.status === "ready" || d.status === "failed")) return ids;
    await new Promise((r) => setTimeout(r, 500));
  }
}

try {
  const results: AbstractResult[] = [];
  let notReady = 0;
  const started = performance.now();
  for (const [n, account] of accountsOf(abstracts).entries()) {
    const headers = await signUp(`relations-${n}`);
    const ids = await uploadAll(headers, account);
    for (const [i, item] of account.entries()) {
      const document = await get<{ status: string; concepts: Array<{ id: string; name: string }> }>(
        headers,
        `/api/documents/${ids[i]}`,
      );
      if (document.status !== "ready") notReady++;
      const relationships: Array<{ a: string; b: string; basis: string }> = [];
      for (const concept of document.concepts) {
        const listed = await get<ConceptRelationship[]>(headers, `/api/concepts/${concept.id}/relationships`);
        for (const r of listed)
          if (r.evidence.some((e) => e.documentId === ids[i]))
            relationships.push({ a: concept.name, b: r.other.name, basis: r.basis });
      }
      results.push(measureAbstract(item, { concepts: document.concepts.map((c) => c.name), relationships }));
    }
    console.log(`account ${n + 1}: ${account.length} abstracts`);
  }
  const f = summarise(results);
  console.log(
    `\nrelations (${results.length} abstracts, ${((performance.now() - started) / 1000).toFixed(0)} s, not ready ${notReady})`,
  );
  console.log(
    `  recall ${pct(f.recall)} (${f.hits} / ${f.gold}), precision ${pct(f.precision)} (${f.hits} / ${f.predicted}), F1 ${pct(f.f1)}`,
  );
  console.log(
    `  isolated ${pct(f.isolated)} (over every matched entity ${pct(f.isolatedAll)}), coverage ${pct(f.coverage)}`,
  );
  console.log(
    `  predicted pairs by basis: ${Object.entries(f.byBasis)
      .map(([b, x]) => `${b} ${x.gold}/${x.predicted}`)
      .join(", ")}`,
  );
  console.log(
    `  recall by type: ${Object.entries(f.recallByType)
      .map(([t, x]) => `${t} ${x.found}/${x.gold}`)
      .join(", ")}`,
  );
  console.log(
    `  co-occurrence over the matched concepts: precision ${pct(f.cooccurrence.precision)}, recall ${pct(f.cooccurrence.recall)}`,
  );
  // ten of each, spread over the half
  const spread = <T>(items: T[]) =>
    items.filter((_, k) => k % Math.max(1, Math.floor(items.length / 10)) === 0).slice(0, 10);
  const missed = results.flatMap((r) =>
    [...r.gold].filter((p) => !r.predicted.has(p)).map((p) => `${r.id}: ${p.replace("\u0000", " — ")}`),
  );
  const extra = results.flatMap((r) =>
    [...r.predicted]
      .filter(([p]) => !r.gold.has(p))
      .map(([p, basis]) => `${r.id}: ${p.replace("\u0000", " — ")} (${basis})`),
  );
  console.log(
    `\nMissed gold pairs (${missed.length}; read them):\n${spread(missed)
      .map((l) => `- ${l}`)
      .join("\n")}`,
  );
  console.log(
    `\nPredicted pairs that are not gold (${extra.length}; read them):\n${spread(extra)
      .map((l) => `- ${l}`)
      .join("\n")}`,
  );
} finally {
  await runtime.stop();
}
