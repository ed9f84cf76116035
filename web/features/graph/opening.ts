// Opening the app on the graph (a bookmark, a reload): the renderer, its WebGL setup, the page and the data start
// together instead of each waiting for the one before (app shell, then page, then data and renderer: ~1 s on a
// first visit, and 4 MB of graph at 5,000 concepts). sigma's WebGL setup starts first, at boot: with a software GPU
// the GPU process may still be starting, and the setup then takes 1-1.5 s that the rest of the loading can cover.
import type { QueryClient } from "@tanstack/react-query";
import { routes } from "@web/lib/routes.ts";
import { graphKeys } from "./keys.ts";
import { prefetchGraph } from "./queries.ts";
import { discardSigmaWarmUp, preloadGraphCanvas, startSigmaWarmUp } from "./sigma/preload.ts";

const openedOnGraph = () =>
  "WebGLRenderingContext" in window && window.location.pathname.replace(/\/$/, "").toLowerCase() === routes.graph;

/**
 * At boot, before the user is known: the renderer, its WebGL setup and the data. (A signed-out visitor's request
 * for the data is refused with 401, and forgotten below.)
 */
export function startOpeningGraph(queryClient: QueryClient): void {
  if (!openedOnGraph()) return;
  void preloadGraphCanvas().catch(() => undefined);
  startSigmaWarmUp();
  prefetchGraph(queryClient);
}

/** Once the user is known: the page for a signed-in user; nothing kept for a signed-out visitor. */
export function continueOpeningGraph(
  queryClient: QueryClient,
  signedIn: boolean,
  loadPage: () => Promise<unknown>,
): void {
  if (!openedOnGraph()) return;
  if (signedIn) {
    void loadPage().catch(() => undefined);
    return;
  }
  discardSigmaWarmUp();
  queryClient.removeQueries({ queryKey: graphKeys.all });
}
