import { setTimeout as sleep } from "node:timers/promises";
import type { ProbeJobData, ProbeJobOutput } from "../definitions.ts";

/** The probe job: waits, then reports who finished it. No side effects, so running it twice is harmless. */
export async function processProbe(data: ProbeJobData, signal?: AbortSignal): Promise<ProbeJobOutput> {
  await sleep(Math.min(Math.max(data.workMs, 0), 60_000), undefined, { signal });
  return { token: data.token, pid: process.pid, finishedAt: new Date().toISOString() };
}
