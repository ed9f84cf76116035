/**
 * A failed document stays failed when the server starts again: real server processes on one database, stopped and
 * started as an operator would. Before, a failure kept no pipeline version and every start queued it again (a
 * decompression bomb ran again for its full time at each start).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { decompressionBombPdf } from "../testing/hostile-files.ts";
import { createAccountOverHttp } from "../testing/http-accounts.ts";
import { childDatabaseEnv, freePort, spawnServer, waitForHealthy, type ServerProcess } from "../testing/processes.ts";

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function stop(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null) server.child.kill("SIGTERM");
  await server.exited;
}

describe("a failed document across a restart", () => {
  it("is not queued again when the server starts, while new documents are read", async () => {
    const db = await childDatabaseEnv();
    cleanups.push(db.drop);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      ...db.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      MNEMO_DATA_DIR: mkdtempSync(join(tmpdir(), "mnemo-restart-")),
      MNEMO_MAX_PDF_STREAM_MB: "1",
      MNEMO_SIGNIN_RATE_LIMIT: "1000",
    };
    const first = spawnServer(env);
    cleanups.push(() => stop(first));
    await waitForHealthy(base, 120_000);
    const { cookie } = await createAccountOverHttp(base, {
      firstName: "Restart",
      email: `restart-${Date.now()}@example.com`,
      password: "restart-password",
    });
    const headers = { cookie, origin: base };
    const state = async (id: string) =>
      ((await (await fetch(`${base}/api/documents/${id}`, { headers })).json()) as { status: string }).status;
    const settled = async (id: string) => {
      for (let i = 0; i < 600; i++) {
        const status = await state(id);
        if (status === "ready" || status === "failed") return status;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`document ${id} still in work`);
    };

    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await decompressionBombPdf(4 * 1024 * 1024))]), "bomb.pdf");
    const upload = await fetch(`${base}/api/documents/upload`, { method: "POST", headers, body: form });
    expect(upload.status).toBe(201);
    const bomb = ((await upload.json()) as { id: string }).id;
    expect(await settled(bomb)).toBe("failed");
    await stop(first);

    const second = spawnServer(env);
    cleanups.push(() => stop(second));
    await waitForHealthy(base, 120_000);
    // A document uploaded after the start is read: the start's upgrade re-reading (queued before it) is over by then.
    const note = await fetch(`${base}/api/documents`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ title: "After", content: "Chlorophyll absorbs light.", type: "note", projectId: null }),
    });
    expect(note.status).toBe(201);
    expect(await settled(((await note.json()) as { id: string }).id)).toBe("ready");
    expect(await state(bomb)).toBe("failed");
    expect(second.logs.filter((line) => line.documentId === bomb && line.event === "job-started")).toEqual([]);
  }, 300_000);
});
