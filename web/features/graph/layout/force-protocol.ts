// Messages between the page and the layout worker (force-layout.worker.ts).
export interface LayoutRequest {
  /** x, y per node. */
  positions: Float32Array;
  sizes: Float32Array;
  /** Node indices and weights per edge. */
  sources: Uint32Array;
  targets: Uint32Array;
  weights: Float32Array;
  maxIterations: number;
  timeBudgetMs: number;
  progressEveryMs: number;
}

export type LayoutMessage =
  | { type: "progress"; positions: Float32Array; iterations: number }
  | { type: "done"; positions: Float32Array; iterations: number; ms: number };
