import { Readable } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { projectScopeQuerySchema } from "../../../contract/documents.ts";
import { analyticsSchema, graphExportQuerySchema, graphSchema, type Graph } from "../../../contract/graph.ts";
import { exportFile } from "../../domain/graph/export.ts";
import type { AppContext } from "../context.ts";
import { requireUser } from "../session.ts";

/**
 * `GET /api/graph`, `GET /api/graph/export` and `GET /api/analytics`, all narrowed to `?projectId=` (absent: all of
 * the user's documents).
 */
export const graphRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = ctx.services.graph;

    app.get(
      "/api/graph",
      // The schema documents the answer (OpenAPI); the body is sent as the cached JSON text, which Fastify does not
      // serialise again (a string payload skips the response serializer).
      { schema: { querystring: projectScopeQuerySchema, response: { 200: graphSchema } } },
      async (request, reply) => {
        const json = await service.graphJson(requireUser(request).id, request.query.projectId);
        // Typed as the schema's object; at run time the text goes out as it is.
        return reply.type("application/json; charset=utf-8").send(json as unknown as Graph);
      },
    );

    app.get(
      "/api/graph/export",
      {
        schema: {
          description:
            "The scope's whole knowledge graph as a file: GraphML (format=graphml, the default) or CSV tables of nodes " +
            "(format=csv-nodes) and edges (format=csv-edges) laid out for Gephi's spreadsheet import.",
          querystring: graphExportQuerySchema,
          produces: ["application/graphml+xml", "text/csv"],
          response: { 200: z.string().describe("The file, sent as an attachment.") },
        },
      },
      async (request, reply) => {
        const { format, projectId } = request.query;
        const graph = await service.exportGraph(requireUser(request).id, projectId);
        const file = exportFile(format, graph, new Date().toISOString().slice(0, 10));
        // A stream skips the response serializer (typed as the schema's string); the file goes out chunk by chunk.
        return reply
          .type(file.contentType)
          .header("content-disposition", `attachment; filename="${file.fileName}"`)
          .header("cache-control", "private, no-store")
          .send(Readable.from(file.chunks) as unknown as string);
      },
    );

    app.get(
      "/api/analytics",
      { schema: { querystring: projectScopeQuerySchema, response: { 200: analyticsSchema } } },
      async (request) => service.analytics(requireUser(request).id, request.query.projectId),
    );
  };
