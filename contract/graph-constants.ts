// The graph's numbers (PRODUCT.md section 9) and Mnemo's node size rule; no zod here, so the web app can import it.

/**
 * Graph constants (PRODUCT.md section 9) and how Mnemo derives a node's `size`:
 * size = sizeMin + (sizeMax - sizeMin) x importance, where importance in 0..1 is
 * 0.6 x log(1 + degree) / log(1 + max degree) + 0.4 x salience (the concept's highest salience in a document of
 * the scope). With sizeMin 6 the least important concept gets exactly the minimum width (6 x 20 = 120);
 * the most important gets 15 x 20 = 300.
 */
export const graphConstants = {
  zoomMin: 0.1,
  zoomMax: 2,
  circleRadius: 300,
  nodeMinWidth: 120,
  nodeWidthPerSize: 20,
  edgeMinThickness: 1,
  edgeThicknessPerStrength: 3,
  sizeMin: 6,
  sizeMax: 15,
  /** At most this many concepts (the most important) are sent; `truncated` says when some were left out. */
  maxNodes: 20_000,
  maxEdges: 100_000,
} as const;

/** Node width (PRODUCT.md section 9): at least 120, scaling with size (size x 20). */
export const nodeWidth = (size: number): number =>
  Math.max(graphConstants.nodeMinWidth, size * graphConstants.nodeWidthPerSize);
/** Edge thickness (PRODUCT.md section 9): at least 1, scaling with strength (strength x 3). */
export const edgeThickness = (strength: number): number =>
  Math.max(graphConstants.edgeMinThickness, strength * graphConstants.edgeThicknessPerStrength);

/**
 * `GET /api/graph/export?format=`: the whole graph of the scope as GraphML (one file for Gephi, yEd, Cytoscape,
 * networkx), or as two CSV tables in Gephi's spreadsheet import layout (nodes: Id, Label, ...; edges: Source,
 * Target, Type, ...).
 */
export const graphExportFormats = ["graphml", "csv-nodes", "csv-edges"] as const;
export type GraphExportFormat = (typeof graphExportFormats)[number];
