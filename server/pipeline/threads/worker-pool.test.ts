import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { TaskError, TaskTimeoutError, ThreadFailedError, WorkerPool } from "./worker-pool.ts";

// A thread with tasks that answer, take their time, fail, or eat memory until the heap limit stops them.
const script = join(mkdtempSync(join(tmpdir(), "mnemo-pool-")), "thread.mjs");
writeFileSync(
  script,
  `import { parentPort, threadId } from "node:worker_threads";
parentPort.on("message", async ({ id, kind, input }) => {
  if (kind === "echo") {
    parentPort.postMessage({ id, type: "progress", value: 50 });
    parentPort.postMessage({ id, type: "done", result: { input, threadId } });
  } else if (kind === "sleep") {
    await new Promise((r) => setTimeout(r, input));
    parentPort.postMessage({ id, type: "done", result: threadId });
  } else if (kind === "fail") {
    parentPort.postMessage({ id, type: "error", name: "PdfReadError", message: "broken", reason: "corrupt" });
  } else if (kind === "grow") {
    const hoard = [];
    for (;;) hoard.push(new Array(100000).fill(hoard.length));
  }
});
`,
);
const pool = new WorkerPool(pathToFileURL(script), { size: 1, memoryMb: 64, workerData: null });
afterAll(() => pool.close());

describe("the worker pool", () => {
  it("runs tasks in order on its threads, with progress", async () => {
    const seen: number[] = [];
    const [a, b] = await Promise.all([
      pool.run<{ input: number }>("echo", 1, { onProgress: (v) => seen.push(v) }),
      pool.run<{ input: number }>("echo", 2),
    ]);
    expect([a.input, b.input]).toEqual([1, 2]);
    expect(seen).toEqual([50]);
  });

  it("passes a task's own error back with its name and reason", async () => {
    await expect(pool.run("fail", null)).rejects.toMatchObject({ errorName: "PdfReadError", reason: "corrupt" });
    await expect(pool.run("fail", null)).rejects.toBeInstanceOf(TaskError);
  });

  it("ends a task past its time limit and runs the next on a fresh thread", async () => {
    const before = await pool.run<number>("sleep", 1);
    await expect(pool.run("sleep", 10_000, { timeoutMs: 100 })).rejects.toBeInstanceOf(TaskTimeoutError);
    const after = await pool.run<number>("sleep", 1);
    expect(after).not.toBe(before);
  });

  it("fails only the task whose thread ran out of memory", async () => {
    const error = await pool.run("grow", null).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ThreadFailedError);
    expect((error as Error).message).toMatch(/more memory than a processing thread may use \(64 MB\)/);
    expect((await pool.run<{ input: string }>("echo", "still here")).input).toBe("still here");
  }, 30_000);
});
