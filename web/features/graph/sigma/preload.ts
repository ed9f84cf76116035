// The WebGL renderer (sigma + graphology, ~45 kB gzip) is a chunk of its own: the heading, spinner and empty state
// show without it. It is loaded, and sigma's WebGL setup started (./warm-up.ts), while the graph itself is fetched.
import type * as CanvasModule from "./graph-canvas.tsx";

let canvasModule: Promise<typeof CanvasModule> | undefined;
let warmUpStarted = false;

export function preloadGraphCanvas(): Promise<typeof CanvasModule> {
  canvasModule ??= import("./graph-canvas.tsx");
  return canvasModule;
}

/** Starts sigma's WebGL setup in the background; the returned function calls it off if not yet begun. */
export function startSigmaWarmUp(): () => void {
  let cancelled = false;
  warmUpStarted = true;
  void import("./warm-up.ts")
    .then((warmUp) => {
      if (!cancelled) warmUp.warmUpSigma();
    })
    .catch(() => undefined);
  return () => {
    cancelled = true;
  };
}

/** Releases a warmed-up sigma that no graph adopted. */
export function discardSigmaWarmUp(): void {
  if (!warmUpStarted) return;
  void import("./warm-up.ts").then((warmUp) => warmUp.discardWarmSigma()).catch(() => undefined);
}
