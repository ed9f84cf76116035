import { Worker } from "node:worker_threads";
import type { KnowledgeSnapshot } from "./snapshot.ts";

export interface Communities {
  /** Community index per node, in the order of `snapshot.nodes`; -1 for a concept without relationships. */
  of: Int32Array;
  modularity: number;
  count: number;
}

type Answer =
  | { id: number; ok: true; result: { communities: Int32Array; modularity: number; count: number } }
  | { id: number; ok: false; message: string };

const workerUrl = new URL("./communities-worker.mjs", import.meta.url);
const TIMEOUT_MS = 60_000;

/**
 * One worker thread per process, started on first use and kept (unref'd, so it never holds the process open).
 * Requests are answered in order; a crash or time-out fails what is pending and the next request starts a new one.
 */
let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<
  number,
  { resolve: (c: Communities) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }
>();

function failAll(error: Error): void {
  for (const [id, p] of pending) {
    clearTimeout(p.timer);
    p.reject(error);
    pending.delete(id);
  }
}

function getWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(workerUrl);
  w.on("message", (answer: Answer) => {
    const p = pending.get(answer.id);
    if (!p) return;
    pending.delete(answer.id);
    clearTimeout(p.timer);
    if (answer.ok)
      p.resolve({ of: answer.result.communities, modularity: answer.result.modularity, count: answer.result.count });
    else p.reject(new Error(`Finding communities failed: ${answer.message}`));
  });
  w.on("error", (error) => {
    if (worker === w) worker = undefined;
    failAll(error);
  });
  w.on("exit", () => {
    if (worker === w) worker = undefined;
    failAll(new Error("The communities worker stopped."));
  });
  // After the listeners: adding a "message" listener refs the worker again, and a process that had answered one
  // analytics request then never exited on its own once stopped.
  w.unref();
  worker = w;
  return w;
}

/** Louvain communities of the snapshot's graph (edges weighted by strength), computed in a worker thread. */
export function findCommunities(snapshot: KnowledgeSnapshot): Promise<Communities> {
  const index = new Map(snapshot.nodes.map((n, i) => [n.id, i]));
  const m = snapshot.edges.length;
  const sources = new Int32Array(m);
  const targets = new Int32Array(m);
  const weights = new Float64Array(m);
  snapshot.edges.forEach((e, i) => {
    sources[i] = index.get(e.source)!;
    targets[i] = index.get(e.target)!;
    // A weak co-occurrence still ties two concepts a little.
    weights[i] = 0.1 + e.strength;
  });
  if (m === 0) return Promise.resolve({ of: new Int32Array(snapshot.nodes.length).fill(-1), modularity: 0, count: 0 });
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const w = getWorker();
    const timer = setTimeout(() => {
      // A stuck computation takes the thread with it; the next request gets a fresh one.
      pending.delete(id);
      reject(new Error("Finding communities took too long."));
      void w.terminate();
    }, TIMEOUT_MS);
    pending.set(id, { resolve, reject, timer });
    w.postMessage({ id, input: { nodeCount: snapshot.nodes.length, sources, targets, weights } }, [
      sources.buffer,
      targets.buffer,
      weights.buffer,
    ]);
  });
}

/**
 * Starts the worker thread and has it run Louvain once on a tiny graph, so the first analytics request does not pay
 * for starting a thread and loading its code.
 */
export function warmCommunities(): void {
  const ids = ["a", "b", "c"];
  const tiny = {
    nodes: ids.map((id) => ({ id, name: id, category: "general", salience: 0, documentCount: 0, firstSeen: null })),
    documentCount: 0,
  };
  const edges = [
    ["a", "b"],
    ["b", "c"],
    ["c", "a"],
  ].map(([source, target], i) => ({
    id: String(i),
    source: source!,
    target: target!,
    type: "related" as const,
    strength: 0.5,
  }));
  findCommunities({ ...tiny, edges }).catch(() => undefined);
}

/** Stops the worker thread (tests, shutdown). */
export async function stopCommunitiesWorker(): Promise<void> {
  const w = worker;
  worker = undefined;
  if (w) await w.terminate();
}
