// Where each concept goes: the circle of radius 300 (PRODUCT.md section 2, Knowledge Graph) when it is readable, otherwise ForceAtlas2 in a web
// worker. The graph shows at once on seeded positions and settles as the worker reports; a finished layout is kept
// for the session, so coming back to the page (or switching projects back) shows it immediately.
import { useEffect, useMemo, useState } from "react";
import type { Graph } from "@contract/graph.ts";
import { circleFits, circlePositions } from "../model.ts";
import type { LayoutMessage, LayoutRequest } from "./force-protocol.ts";
import { graphSignature, normalise, seedPositions, setApart } from "./positions.ts";

export interface GraphLayout {
  kind: "circle" | "force";
  /** x, y per node, in the order of `graph.nodes`, in graph units (pixels at zoom 1). */
  positions: Float32Array;
  /** True while the force layout is still moving nodes. */
  settling: boolean;
}

const finished = new Map<string, Float32Array>();
const KEEP = 6;

function remember(signature: string, positions: Float32Array) {
  finished.delete(signature);
  finished.set(signature, positions);
  while (finished.size > KEEP) finished.delete(finished.keys().next().value!);
}

function circleLayout(graph: Graph): Float32Array {
  // The circle holds the related concepts; the others are set apart under it (all on it when none is related).
  const related = graph.nodes.filter((n) => n.degree > 0);
  const places = circlePositions(related.length > 0 ? related : graph.nodes);
  const out = new Float32Array(graph.nodes.length * 2);
  graph.nodes.forEach((n, i) => {
    const p = places.get(n.id);
    out[2 * i] = p?.x ?? 0;
    out[2 * i + 1] = p?.y ?? 0;
  });
  return setApart(graph, out);
}

function layoutRequest(graph: Graph, seeds: Float32Array): LayoutRequest {
  const index = new Map(graph.nodes.map((n, i) => [n.id, i]));
  const n = graph.nodes.length;
  return {
    positions: seeds.slice(),
    sizes: Float32Array.from(graph.nodes, (node) => node.size),
    sources: Uint32Array.from(graph.edges, (e) => index.get(e.source)!),
    targets: Uint32Array.from(graph.edges, (e) => index.get(e.target)!),
    weights: Float32Array.from(graph.edges, (e) => 0.1 + e.strength),
    maxIterations: n < 300 ? 600 : n < 2000 ? 300 : 200,
    // The clustered seeds are already readable; the worker refines them for a few seconds at most.
    timeBudgetMs: 3000,
    // Every update re-uploads all positions to the GPU: a few times a second for large graphs.
    progressEveryMs: n > 2000 ? 800 : 250,
  };
}

/**
 * `start` holds the force layout back until the graph is first drawn: on a machine with few cores the worker would
 * otherwise take CPU from the first draw (and from a software GPU's process), which people wait for.
 */
export function useGraphLayout(graph: Graph, start = true): GraphLayout {
  // The seeds are computed once (label propagation: ~0.1 s of main thread at 20,000 relationships): shown
  // normalised, sent to the worker as they are.
  const initial = useMemo((): GraphLayout & { signature: string; seeds?: Float32Array } => {
    const signature = graphSignature(graph);
    if (circleFits(graph.nodes)) return { kind: "circle", positions: circleLayout(graph), settling: false, signature };
    const known = finished.get(signature);
    if (known) return { kind: "force", positions: known, settling: false, signature };
    const seeds = seedPositions(graph);
    return { kind: "force", positions: setApart(graph, normalise(seeds)), settling: true, signature, seeds };
  }, [graph]);
  const [layout, setLayout] = useState<{ for: Graph; value: GraphLayout }>({ for: graph, value: initial });

  useEffect(() => {
    if (!initial.seeds || !start || typeof Worker === "undefined") return;
    const worker = new Worker(new URL("./force-layout.worker.ts", import.meta.url), {
      type: "module",
      name: "graph-layout",
    });
    worker.onmessage = (event: MessageEvent<LayoutMessage>) => {
      const positions = setApart(graph, normalise(event.data.positions));
      const done = event.data.type === "done";
      if (done) {
        remember(initial.signature, positions);
        worker.terminate();
      }
      setLayout({ for: graph, value: { kind: "force", positions, settling: !done } });
    };
    const request = layoutRequest(graph, initial.seeds);
    worker.postMessage(request, [
      request.positions.buffer,
      request.sizes.buffer,
      request.sources.buffer,
      request.targets.buffer,
      request.weights.buffer,
    ]);
    return () => worker.terminate();
  }, [graph, initial, start]);

  // A new graph shows its own starting layout at once, before the effect above has run.
  return layout.for === graph ? layout.value : initial;
}
