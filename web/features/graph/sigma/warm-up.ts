// sigma's WebGL setup (three contexts, their canvases and shader programs) costs 1-2 s with a software GPU and
// does not depend on the graph. It is started while the graph's data and the page are still on their way: an empty
// sigma in a hidden host, which the renderer then adopts (./renderer.ts) instead of starting its own. The canvases
// get their real size on adoption, as a new sigma's would in its constructor.
import Graph from "graphology";
import Sigma from "sigma";
import { EdgeLineProgram, EdgeRectangleProgram } from "sigma/rendering";
import type { Settings } from "sigma/settings";
import { graphConstants } from "@contract/graph-constants.ts";
import type { EdgeAttributes, NodeAttributes } from "./build.ts";

export type ConceptSigma = Sigma<NodeAttributes, EdgeAttributes>;

/** The settings that decide what sigma sets up (programs, limits); the renderer adds the per-graph ones. */
export const baseSettings: Partial<Settings<NodeAttributes, EdgeAttributes>> = {
  // Graph units are pixels at zoom 1 (no fit-to-screen rescaling), so the camera ratio is exactly 1 / zoom.
  autoRescale: false,
  // Zoom is the scale of PRODUCT.md section 9 (0.1 to 2); sigma's camera ratio is its inverse.
  minCameraRatio: 1 / graphConstants.zoomMax,
  maxCameraRatio: 1 / graphConstants.zoomMin,
  minEdgeThickness: graphConstants.edgeMinThickness,
  zIndex: true,
  // Not hideEdgesOnMove: it saves GPU work but makes sigma re-index the whole graph after every drag (a 70 ms
  // main-thread task at 5,000 concepts).
  hideEdgesOnMove: false,
  allowInvalidContainer: true,
  // sigma always registers programs under its default keys, "line" and "arrow": ours take those keys, so no program
  // is compiled for nothing (the default arrow is two programs, ~0.1-0.2 s of shader compilation each on a software
  // GPU). Thin edges use the "arrow" key with the 1-px line program (./build.ts). sigma types its built-in programs
  // for untyped attributes.
  edgeProgramClasses: { line: EdgeRectangleProgram, arrow: EdgeLineProgram } as unknown as Settings<
    NodeAttributes,
    EdgeAttributes
  >["edgeProgramClasses"],
};

let warm: { sigma: ConceptSigma; host: HTMLDivElement } | null = null;

/**
 * Starts sigma in a hidden host. Does nothing when one is already waiting; a failure (no WebGL) is left for the
 * renderer to meet and report.
 */
export function warmUpSigma(): void {
  if (warm) return;
  // bench/graph-render.bench.ts reports how the setup overlapped the loading.
  performance.mark("mnemo:graph-warm-up");
  const host = document.createElement("div");
  host.style.cssText = "position:fixed;left:0;top:0;width:1px;height:1px;visibility:hidden;pointer-events:none";
  document.body.appendChild(host);
  try {
    warm = { sigma: new Sigma(new Graph<NodeAttributes, EdgeAttributes>(), host, baseSettings), host };
    performance.mark("mnemo:graph-warmed-up");
  } catch {
    host.remove();
  }
}

/** The warmed-up sigma moved into `container`, or null when none is waiting (the caller starts its own). */
export function adoptWarmSigma(container: HTMLElement): { sigma: ConceptSigma; host: HTMLDivElement } | null {
  const adopted = warm;
  warm = null;
  if (!adopted) return null;
  adopted.host.style.cssText = "position:absolute;inset:0";
  container.appendChild(adopted.host);
  return adopted;
}

/** Releases a warmed-up sigma nobody adopted (the graph turned out empty, or the page was left). */
export function discardWarmSigma(): void {
  warm?.sigma.kill();
  warm?.host.remove();
  warm = null;
}
