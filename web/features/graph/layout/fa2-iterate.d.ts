// One ForceAtlas2 step of graphology-layout-forceatlas2 (no types are shipped for this entry point). Node matrix:
// 10 floats per node (x, y, dx, dy, old dx, old dy, mass, convergence, size, fixed); edge matrix: 3 per edge
// (source offset, target offset, weight).
declare module "graphology-layout-forceatlas2/iterate.js" {
  export default function iterate(
    settings: Record<string, number | boolean>,
    nodes: Float32Array,
    edges: Float32Array,
  ): void;
}
