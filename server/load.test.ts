import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadRun } from "./testing/load-run.ts";
import { childDatabaseEnv, freePort } from "./testing/processes.ts";

const drops: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const drop of drops) await drop();
});

// The short form of `npm run bench load` (50 users for 60 s): 8 users for 10 s, on this suite's database.
describe("under load", () => {
  it("answers every request of users signing in, uploading, searching and opening the graph at once", async () => {
    const texts = [
      "Photosynthesis converts light into chemical energy. Chlorophyll absorbs light in the chloroplast.",
      "Cellular respiration releases energy from glucose. Mitochondria produce most of the cell's ATP.",
      "Gene expression turns the information in DNA into proteins. Transcription factors regulate gene expression.",
    ];
    const db = await childDatabaseEnv();
    drops.push(db.drop);
    const result = await loadRun({
      users: 8,
      seconds: 10,
      port: await freePort(),
      dataDir: mkdtempSync(join(tmpdir(), "mnemo-load-")),
      databaseUrl: db.env.DATABASE_URL,
      texts,
      queries: ["how do cells get energy", "chlorophyll", "gene regulation"],
    });
    expect(result.errors).toEqual({});
    const routes = result.routes.map((r) => r.route);
    for (const route of [
      "POST /api/auth/sign-in",
      "POST /api/documents",
      "POST /api/search",
      "GET /api/graph",
      "GET /api/documents",
      "GET /api/stats",
    ]) {
      expect(routes).toContain(route);
    }
    // Every user got through at least one whole round.
    expect(result.routes.find((r) => r.route === "GET /api/stats")!.requests).toBeGreaterThanOrEqual(8);
  }, 240_000);
});
