import type { AppConfig } from "../config/env.ts";
import type { Database } from "../db/client.ts";
import type { VectorMode } from "../db/vectors.ts";
import type { Auth } from "../domain/accounts/auth.ts";
import type { BackgroundWork } from "../domain/background-work.ts";
import type { GraphService } from "../domain/graph/service.ts";
import type { SearchDeps } from "../domain/search/search.ts";
import type { JobQueue } from "../jobs/queue.ts";
import type { Embedder } from "../pipeline/embeddings/types.ts";

export type Role = "web" | "worker";

/** The long-lived services of the process, built once by runtime.ts and shared by routes and workers. */
export interface Services {
  /** The configured sentence embedder: search, answers and document processing embed with the same instance. */
  embedder: Embedder;
  /** What search (and the answers' candidate passages) run with. */
  search: SearchDeps;
  /** Graph and analytics with their per-user caches; deleting an account clears its entries here. */
  graph: GraphService;
  /** The background work the domain asks for (processing, deletions), as jobs on `queue`. */
  backgroundWork: BackgroundWork;
}

/** What route handlers may use. Built once by main.ts (or a test) and passed to the app factory. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  vectorMode: VectorMode;
  auth: Auth;
  queue: JobQueue;
  services: Services;
  roles: Role[];
  version: string;
}
