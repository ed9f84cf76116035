import { Worker } from "node:worker_threads";
import type { KnowledgeSnapshot } from "./snapshot.ts";

export interface Communities {
  /** Community index per node, in the order of `snapshot.nodes`. */
  of: Int32Array;
  modularity: number;
  count: number;
}

const workerUrl = new URL("./communities-worker.mjs", import.meta.url);
const TIMEOUT_MS = 30_000;

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
  const workerData = { nodeCount: snapshot.nodes.length, sources, targets, weights };
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl, { workerData, transferList: [sources.buffer, targets.buffer, weights.buffer] });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error("Finding communities took too long."));
    }, TIMEOUT_MS);
    worker.once("message", (message: { ok: true; result: { communities: Int32Array; modularity: number; count: number } } | { ok: false; message: string }) => {
      clearTimeout(timer);
      void worker.terminate();
      if (message.ok) resolve({ of: message.result.communities, modularity: message.result.modularity, count: message.result.count });
      else reject(new Error(`Finding communities failed: ${message.message}`));
    });
    worker.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
