import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { searchRequestSchema, searchResponseSchema } from "../../../contract/search.ts";
import { vectorSql } from "../../db/vectors.ts";
import { searchKnowledge } from "../../domain/search/search.ts";
import { createEmbedder } from "../../pipeline/embeddings/index.ts";
import type { AppContext } from "../context.ts";
import { requireUser } from "../session.ts";

export const searchRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // The query is embedded by the same model as the stored vectors (loaded on the first search, not at start).
    const deps = { db: ctx.database.db, vectors: vectorSql(ctx.vectorMode), embedder: createEmbedder(ctx.config.embeddingModel) };

    app.post("/api/search", { schema: { body: searchRequestSchema, response: { 200: searchResponseSchema } } }, async (request) =>
      searchKnowledge(deps, requireUser(request).id, request.body),
    );
  };
