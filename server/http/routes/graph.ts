import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { projectScopeQuerySchema } from "../../../contract/documents.ts";
import { analyticsSchema, graphSchema, type Graph } from "../../../contract/graph.ts";
import { createGraphService } from "../../domain/graph/service.ts";
import type { AppContext } from "../context.ts";
import { requireUser } from "../session.ts";

/** `GET /api/graph` and `GET /api/analytics`, both narrowed to `?projectId=` (absent: all of the user's documents). */
export const graphRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = createGraphService({ database: ctx.database, vectorMode: ctx.vectorMode });

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

    app.get("/api/analytics", { schema: { querystring: projectScopeQuerySchema, response: { 200: analyticsSchema } } }, async (request) =>
      service.analytics(requireUser(request).id, request.query.projectId),
    );
  };
