// Responsiveness: a server in its own process (both roles) processes a 20 MB text of real papers, a 5 MB text of one
// word (one per line), a 10,000-page PDF and a 200 MB decompression bomb at once, while /api/health is asked every
// 50 ms (open loop) and the document list every 500 ms; then everything is exported and deleted, still under watch.
// Notes of many links have their own benchmark (link-heavy-notes.bench.ts).
// Goals: /api/health p99 < 100 ms and max < 1 s while they process; server memory < 1.5 GB.
// `npm run bench responsiveness [-- --text-mb 20 --word-mb 5 --pages 10000]`; PGlite, then PostgreSQL when
// DATABASE_URL is set (a database you can lose: the run creates an account in it).
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { decompressionBombPdf, manyPagesPdf, oneWordText } from "../server/testing/hostile-files.ts";
import type { HeavyDocument } from "../server/testing/responsiveness-run.ts";
import { measureResponsiveness } from "./responsiveness-report.ts";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};

/** Real text: the full papers of ../shared/eval/real when present, else this repository's own documentation. */
function realText(bytes: number): string {
  const real = join(import.meta.dirname, "..", "..", "shared", "eval", "real");
  const sources = existsSync(real)
    ? readdirSync(real)
        .filter((f) => f.startsWith("papers-") && f.endsWith(".jsonl"))
        .flatMap((f) =>
          readFileSync(join(real, f), "utf8")
            .split("\n")
            .filter(Boolean)
            .map((l) => (JSON.parse(l) as { text: string }).text),
        )
    : [
        join(import.meta.dirname, "..", "README.md"),
        ...readdirSync(join(import.meta.dirname, "..", "docs")).map((f) => join(import.meta.dirname, "..", "docs", f)),
      ].map((f) => readFileSync(f, "utf8"));
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < bytes; i++) {
    const text = sources[i % sources.length]!;
    parts.push(text);
    length += Buffer.byteLength(text) + 2;
  }
  return parts.join("\n\n");
}

const documents: HeavyDocument[] = [
  { fileName: "papers.txt", bytes: Buffer.from(realText(arg("text-mb", 20) * 1024 * 1024)) },
  { fileName: "one-word.txt", bytes: Buffer.from(oneWordText(arg("word-mb", 5) * 1024 * 1024)) },
  { fileName: "pages.pdf", bytes: manyPagesPdf(arg("pages", 10_000)) },
  { fileName: "bomb.pdf", bytes: await decompressionBombPdf(200 * 1024 * 1024) },
];
for (const result of await measureResponsiveness(documents, "mnemo-responsive-")) {
  const { processing } = result;
  const met =
    processing.health.p99Ms < 100 &&
    processing.health.maxMs < 1000 &&
    result.peakRssMb < 1536 &&
    processing.health.errors === 0;
  console.log(`goals (health p99 < 100 ms, max < 1 s, peak memory < 1.5 GB): ${met ? "met" : "NOT met"}`);
}
