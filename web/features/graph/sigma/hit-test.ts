// Which node is under the pointer, found on the CPU. sigma finds it by reading a pixel back from a WebGL picking
// buffer on every mouse move; readPixels waits for the GPU to finish the frame, and with a software GPU and 20,000
// edges that stalled the main thread for 100-700 ms per move while panning. A grid of node positions answers in
// microseconds. Installed over sigma's own (private) lookup, so hover, click and drag keep sigma's behaviour.
import type Sigma from "sigma";
import type { Coordinates } from "sigma/types";
import type { EdgeAttributes, NodeAttributes } from "./build.ts";

const CELL = 64;

export class NodeHitTester {
  private cells = new Map<string, string[]>();
  private maxRadius = 0;

  constructor(private readonly sigma: Sigma<NodeAttributes, EdgeAttributes>) {
    this.reindex();
    const internals = sigma as unknown as {
      getNodeAtPosition: (p: Coordinates) => string | null;
      pickingDownSizingRatio: number;
    };
    internals.getNodeAtPosition = (p) => this.nodeAt(p);
    // Nothing reads the picking buffers any more: draw them at 1/64 of the size, which makes their GPU cost nil.
    internals.pickingDownSizingRatio = 64;
  }

  /** After nodes moved. */
  reindex(): void {
    this.cells.clear();
    this.maxRadius = 0;
    this.sigma.getGraph().forEachNode((id, a) => {
      const key = `${Math.floor(a.x / CELL)},${Math.floor(a.y / CELL)}`;
      (this.cells.get(key) ?? this.cells.set(key, []).get(key)!).push(id);
      this.maxRadius = Math.max(this.maxRadius, a.size);
    });
  }

  /** The visible node whose disc contains the viewport point (the nearest centre if discs overlap), or null. */
  nodeAt(point: Coordinates): string | null {
    const sigma = this.sigma;
    const centre = sigma.viewportToGraph(point);
    // How far, in graph units, the largest node can reach on screen at this zoom.
    const maxPx = sigma.scaleSize(this.maxRadius) + 2;
    const edge = sigma.viewportToGraph({ x: point.x + maxPx, y: point.y });
    const reach = Math.abs(edge.x - centre.x);
    let best: string | null = null;
    let bestDistance = Infinity;
    for (let cx = Math.floor((centre.x - reach) / CELL); cx <= Math.floor((centre.x + reach) / CELL); cx++) {
      for (let cy = Math.floor((centre.y - reach) / CELL); cy <= Math.floor((centre.y + reach) / CELL); cy++) {
        for (const id of this.cells.get(`${cx},${cy}`) ?? []) {
          const data = sigma.getNodeDisplayData(id);
          if (!data || data.hidden) continue;
          const at = sigma.framedGraphToViewport(data);
          const distance = Math.hypot(at.x - point.x, at.y - point.y);
          if (distance <= sigma.scaleSize(data.size) + 1 && distance < bestDistance) {
            best = id;
            bestDistance = distance;
          }
        }
      }
    }
    return best;
  }
}
