import type { AppConfig } from "../config/env.ts";
import type { Database } from "../db/client.ts";
import type { VectorMode } from "../db/vectors.ts";
import type { Auth } from "../domain/accounts/auth.ts";
import type { JobQueue } from "../jobs/queue.ts";

export type Role = "web" | "worker";

/** What route handlers may use. Built once by main.ts (or a test) and passed to the app factory. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  vectorMode: VectorMode;
  auth: Auth;
  queue: JobQueue;
  roles: Role[];
  version: string;
}
