import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { applyMigrations } from "../db/migrate.ts";
import { createTestApp, silentLogger, type TestApp } from "../testing/harness.ts";
import { childDatabaseEnv, spawnServer, type LogLine, type ServerProcess } from "../testing/processes.ts";
import { jobs, type ProbeJobData, type ProbeJobOutput } from "./definitions.ts";
import { startQueue, type JobQueue } from "./queue.ts";

async function waitForState(boss: JobQueue, id: string, state: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await boss.getJobById<ProbeJobData>(jobs.probe.name, id);
    if (job?.state === state) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} is ${job?.state}, not ${state}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("job queue in the app process", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it("enqueues, processes and completes a probe job", async () => {
    const token = randomUUID();
    const id = await t.ctx.queue.send(jobs.probe.name, { workMs: 10, token } satisfies ProbeJobData);
    expect(id).toBeTruthy();
    const job = await waitForState(t.ctx.queue, id!, "completed");
    expect((job.output as ProbeJobOutput).token).toBe(token);
  });
});

describe("a worker killed with SIGKILL mid-job", () => {
  const running: ServerProcess[] = [];
  afterEach(async () => {
    for (const server of running.splice(0)) {
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
      await server.exited;
    }
  });

  it("loses no job once restarted", async () => {
    const db = await childDatabaseEnv();
    const dataDir = mkdtempSync(join(tmpdir(), "mnemo-jobs-"));
    const concurrency = 2;
    const env = {
      MNEMO_DATA_DIR: dataDir,
      MNEMO_WORKER_CONCURRENCY: String(concurrency),
      MNEMO_QUEUE_SUPERVISE_SECONDS: "1",
      ...db.env,
    };
    const open = () =>
      db.env.DATABASE_URL
        ? openDatabase({ kind: "postgres", url: db.env.DATABASE_URL })
        : openDatabase({ kind: "pglite", dataDir });

    // Enqueue while no worker runs (PGlite allows one process at a time). Jobs take 4 s, so the kill below lands
    // mid-job even when the log line that triggers it is read late on a busy machine.
    const total = 10;
    let ids: string[] = [];
    {
      const database = await open();
      await applyMigrations(database);
      const boss = await startQueue(database, silentLogger);
      for (let i = 0; i < total; i++) {
        ids.push((await boss.send(jobs.probe.name, { workMs: 4_000, token: `job-${i}` } satisfies ProbeJobData))!);
      }
      await boss.stop({ graceful: false, close: true });
      await database.close();
    }
    ids = ids.filter(Boolean);
    expect(ids).toHaveLength(total);

    const completed = new Set<string>();
    const collect = (server: ServerProcess) => () => {
      for (const line of server.logs) if (line.event === "job-completed" && line.jobId) completed.add(line.jobId);
    };

    // First worker: killed while jobs are active.
    const first = spawnServer(env, ["--roles=worker"]);
    running.push(first);
    // Killed once the first round of jobs (one per worker slot, started together) has completed and a job has
    // started after that: every running job then has ~4 s to go. Killing earlier could hit a job of the first round
    // between its completion and its log line, and that job would never be reported completed.
    const isCompletion = (l: LogLine) => l.event === "job-completed";
    await first.waitForLog(() => first.logs.filter(isCompletion).length >= concurrency);
    const firstRoundDone = first.logs.findLastIndex(isCompletion);
    await first.waitForLog((l) => l.event === "job-started" && first.logs.indexOf(l) > firstRoundDone);
    first.child.kill("SIGKILL");
    await first.exited;
    collect(first)();
    const killedMidJob = first.logs
      .filter((l) => l.event === "job-started" && !completed.has(l.jobId!))
      .map((l) => l.jobId!);
    expect(killedMidJob.length).toBeGreaterThan(0);
    expect(completed.size).toBeLessThan(total);

    // Second worker: picks up the rest, including the jobs that were active when the first one died.
    const second = spawnServer(env, ["--roles=worker"]);
    running.push(second);
    await second.waitForLog(() => (collect(second)(), completed.size === total), 150_000);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);

    const database = await open();
    const boss = await startQueue(database, silentLogger);
    try {
      for (const id of ids) {
        const job = await boss.getJobById<ProbeJobData>(jobs.probe.name, id);
        expect(job?.state, `job ${id}`).toBe("completed");
      }
      for (const id of killedMidJob) {
        const job = await boss.getJobById<ProbeJobData>(jobs.probe.name, id);
        expect(job!.retryCount, `job ${id} was retried`).toBeGreaterThanOrEqual(1);
      }
    } finally {
      await boss.stop({ graceful: false, close: true });
      await database.close();
      await db.drop();
    }
  }, 240_000);
});
