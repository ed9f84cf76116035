import { mkdtempSync } from "node:fs";
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
    // Generated here, so the test needs nothing outside the repository.
    const topics = [
      "photosynthesis",
      "cellular respiration",
      "protein folding",
      "gene expression",
      "immune response",
      "neural plasticity",
    ];
    const texts = Array.from({ length: 24 }, (_, i) => {
      const a = topics[i % topics.length]!;
      const b = topics[(i * 5 + 1) % topics.length]!;
      return `Study ${i + 1} examines ${a} in detail. The authors report that ${a} influences ${b} under laboratory conditions. ${b.charAt(0).toUpperCase() + b.slice(1)} is a central process in living cells.`;
    });
    const db = await childDatabaseEnv();
    drops.push(db.drop);
    const result = await crashRun({
      texts,
      kills: 2,
      port: await freePort(),
      dataDir: mkdtempSync(join(tmpdir(), "mnemo-crash-")),
      databaseUrl: db.env.DATABASE_URL,
    });
    expect(result).toMatchObject({ documents: 24, ready: 24, distinctTitles: 24, kills: 2 });
    for (const [name, count] of Object.entries(result.duplicates)) expect(count, name).toBe(0);
  }, 300_000);
});
