import { PgBoss, fromPglite } from "pg-boss";
import type { Logger } from "pino";
import type { Database } from "../db/client.ts";
import { jobs } from "./definitions.ts";

export interface QueueOptions {
  /** How often stalled jobs (a dead worker's) are found and retried. */
  superviseIntervalSeconds?: number;
}

export type JobQueue = PgBoss;

/** The database schema of the queue's tables (the same database as the application's own). */
export const QUEUE_SCHEMA = "pgboss";

/**
 * pg-boss on the application's own database: the embedded PGlite instance through its adapter, or a pool of
 * its own on PostgreSQL (so LISTEN/NOTIFY works).
 */
export async function startQueue(database: Database, logger: Logger, options: QueueOptions = {}): Promise<JobQueue> {
  const common = {
    schema: QUEUE_SCHEMA,
    superviseIntervalSeconds: options.superviseIntervalSeconds ?? 10,
    // Expired jobs and missed heartbeats are found on the monitor pass: keep it as frequent as supervision, so a
    // crashed worker's jobs are retried within seconds, not a minute.
    monitorIntervalSeconds: options.superviseIntervalSeconds ?? 10,
    monitorVacuum: false,
  };
  const boss =
    database.driver === "pglite"
      ? new PgBoss({ ...common, db: fromPglite(database.pglite!), backend: "pglite" })
      : new PgBoss({ ...common, connectionString: database.postgresUrl!, max: 4, application_name: "mnemo-queue" });
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  boss.on("warning", (warning) => logger.warn({ warning }, "job queue warning"));
  await boss.start();
  for (const job of Object.values(jobs)) {
    await boss.createQueue(job.name, job.options);
  }
  return boss;
}

/** True when the queue's tables answer. */
export async function isQueueHealthy(boss: JobQueue): Promise<boolean> {
  try {
    await boss.getQueue(jobs.probe.name);
    return true;
  } catch {
    return false;
  }
}
