import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { searchRequestSchema, searchResponseSchema } from "../../../contract/search.ts";
import { searchKnowledge } from "../../domain/search/search.ts";
import type { AppContext } from "../context.ts";
import { requireUser } from "../session.ts";

export const searchRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = ctx.services.search;

    app.post(
      "/api/search",
      { schema: { body: searchRequestSchema, response: { 200: searchResponseSchema } } },
      async (request) => searchKnowledge(deps, requireUser(request).id, request.body),
    );
  };
