// `npm run test:crash [-- --documents 200 --kills 5]`: the full crash-safety run (see server/testing/crash-run.ts).
// Uses PGlite in a temporary directory, or PostgreSQL when DATABASE_URL is set (use a database you can lose).
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crashRun } from "../server/testing/crash-run.ts";
import { freePort } from "../server/testing/child-server.ts";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const port = await freePort();
const corpus = join(import.meta.dirname, "..", "..", "shared", "eval", "search-citint-corpus.jsonl");
const texts = readFileSync(corpus, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((l) => (JSON.parse(l) as { text: string }).text)
  .filter((t) => t.trim())
  .slice(0, arg("documents", 200));
const started = Date.now();
const result = await crashRun({
  texts,
  kills: arg("kills", 5),
  port,
  dataDir: mkdtempSync(join(tmpdir(), "mnemo-crash-")),
  databaseUrl: process.env.DATABASE_URL,
  log: console.log,
});
console.log(
  JSON.stringify(
    {
      ...result,
      database: process.env.DATABASE_URL ? "postgres" : "pglite",
      seconds: Math.round((Date.now() - started) / 1000),
    },
    null,
    2,
  ),
);
const ok =
  result.ready === texts.length &&
  result.distinctTitles === texts.length &&
  result.documents === texts.length &&
  Object.values(result.duplicates).every((n) => n === 0);
console.log(ok ? "crash test: passed" : "crash test: FAILED");
process.exit(ok ? 0 : 1);
