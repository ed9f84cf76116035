// HTTP calls of the graph area (types from the shared contract; type-only imports keep zod out of the bundle).
import type { ConceptDetail } from "@contract/concepts.ts";
import type { Graph, GraphExportFormat } from "@contract/graph.ts";
import { getJson, getJsonUrl, withQuery } from "@web/lib/api.ts";

/** `GET /api/graph?projectId=`: the scope's concepts and relationships. */
export async function fetchGraph(projectId: string | null): Promise<Graph> {
  const graph = await getJsonUrl<Graph>(withQuery("/api/graph", { projectId }));
  performance.mark("mnemo:graph-data");
  return graph;
}

/** `GET /api/concepts/{id}`: definition, category, aliases and the documents that mention it. */
export function fetchConcept(id: string): Promise<ConceptDetail> {
  return getJson<ConceptDetail>("/api/concepts", id);
}

/** `GET /api/graph/export?format=&projectId=`: the download address of the scope's graph as a file. */
export function graphExportUrl(format: GraphExportFormat, projectId: string | null): string {
  return withQuery("/api/graph/export", { format, projectId });
}
