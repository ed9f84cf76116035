import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { conceptRelationshipListSchema } from "../../../contract/relationships.ts";
import { listConceptRelationships } from "../../domain/knowledge/concept-relationships.ts";
import type { AppContext } from "../context.ts";
import { requireUser } from "../session.ts";

const conceptIdParams = z.object({ id: z.uuid({ message: "Not a concept id" }) });

export const conceptRelationshipRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/concepts/:id/relationships",
      { schema: { params: conceptIdParams, response: { 200: conceptRelationshipListSchema } } },
      async (request) => listConceptRelationships(ctx.database, requireUser(request).id, request.params.id),
    );
  };
