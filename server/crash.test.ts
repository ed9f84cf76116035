import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { crashRun } from "./testing/crash-run.ts";
import { childDatabaseEnv, freePort } from "./testing/processes.ts";

const drops: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const drop of drops) await drop();
});

// The short form of `npm run test:crash` (200 documents, 5 kills): 24 documents, 2 kills.
describe("crash safety", () => {
  it("keeps every document exactly once, ready, without duplicate knowledge, through kill -9 and restarts", async () => {
    const corpus = join(import.meta.dirname, "..", "..", "shared", "eval", "search-citint-corpus.jsonl");
    const texts = readFileSync(corpus, "utf8").split("\n").filter(Boolean).map((l) => (JSON.parse(l) as { text: string }).text).filter((t) => t.trim()).slice(0, 24);
    const db = await childDatabaseEnv();
    drops.push(db.drop);
    const result = await crashRun({ texts, kills: 2, port: await freePort(), dataDir: mkdtempSync(join(tmpdir(), "mnemo-crash-")), databaseUrl: db.env.DATABASE_URL });
    expect(result).toMatchObject({ documents: 24, ready: 24, distinctTitles: 24, kills: 2 });
    for (const [name, count] of Object.entries(result.duplicates)) expect(count, name).toBe(0);
  }, 300_000);
});
