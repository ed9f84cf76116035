// Web worker: ForceAtlas2 off the main thread (a 5,000-concept graph needs seconds of CPU; on the main thread every
// step would freeze panning). It works on flat matrices, so graphology itself never loads here. Sends positions a
// few times a second while it settles, then once more when done.
import iterate from "graphology-layout-forceatlas2/iterate.js";
import type { LayoutRequest, LayoutMessage } from "./force-protocol.ts";

const PPN = 10;
const PPE = 3;

function settingsFor(order: number) {
  // LinLog keeps clusters apart; plain (not "strong") gravity, because strong gravity pulled the clustered seeds
  // into one uniform disk (measured on a clustered test graph: mean distance inside a cluster over mean distance
  // overall stayed at 0.15-0.16 with plain gravity, rose to 0.26 with strong gravity).
  return {
    linLogMode: true,
    outboundAttractionDistribution: false,
    adjustSizes: false,
    edgeWeightInfluence: 1,
    scalingRatio: 10,
    strongGravityMode: false,
    gravity: 1,
    slowDown: 1 + Math.log(order),
    barnesHutOptimize: order > 1000,
    barnesHutTheta: order > 2000 ? 0.8 : 0.6,
  };
}

function post(message: LayoutMessage, transfer: Transferable[] = []) {
  (self as unknown as Worker).postMessage(message, transfer);
}

function positionsOf(nodes: Float32Array, order: number): Float32Array {
  const out = new Float32Array(order * 2);
  for (let i = 0; i < order; i++) {
    out[2 * i] = nodes[i * PPN]!;
    out[2 * i + 1] = nodes[i * PPN + 1]!;
  }
  return out;
}

self.onmessage = (event: MessageEvent<LayoutRequest>) => {
  const { positions, sizes, sources, targets, weights, maxIterations, timeBudgetMs, progressEveryMs } = event.data;
  const order = sizes.length;
  const nodes = new Float32Array(order * PPN);
  for (let i = 0; i < order; i++) {
    const j = i * PPN;
    nodes[j] = positions[2 * i]!;
    nodes[j + 1] = positions[2 * i + 1]!;
    nodes[j + 6] = 1; // mass: 1 + weighted degree, added below
    nodes[j + 7] = 1;
    nodes[j + 8] = sizes[i]!;
  }
  const edges = new Float32Array(sources.length * PPE);
  for (let e = 0; e < sources.length; e++) {
    const s = sources[e]! * PPN;
    const t = targets[e]! * PPN;
    edges[e * PPE] = s;
    edges[e * PPE + 1] = t;
    edges[e * PPE + 2] = weights[e]!;
    nodes[s + 6]! += weights[e]!;
    nodes[t + 6]! += weights[e]!;
  }
  const settings = settingsFor(order);
  const started = performance.now();
  let lastPost = started;
  let done = 0;
  while (done < maxIterations && performance.now() - started < timeBudgetMs) {
    iterate(settings, nodes, edges);
    done++;
    const now = performance.now();
    if (now - lastPost >= progressEveryMs) {
      const out = positionsOf(nodes, order);
      post({ type: "progress", positions: out, iterations: done }, [out.buffer]);
      lastPost = now;
    }
  }
  const out = positionsOf(nodes, order);
  post({ type: "done", positions: out, iterations: done, ms: performance.now() - started }, [out.buffer]);
};
