import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiTokenIdParamsSchema,
  apiTokenListSchema,
  createApiTokenRequestSchema,
  createdApiTokenSchema,
} from "../../../contract/api-tokens.ts";
import { createApiToken, listApiTokens, presentApiToken, revokeApiToken } from "../../domain/api-tokens/tokens.ts";
import type { AppContext } from "../context.ts";
import { requireUser } from "../session.ts";

/** Personal API tokens. Managed from a browser session only: a token can neither see nor make nor end tokens. */
export const apiTokenRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;
    const config = { sessionOnly: true };

    app.get("/api/tokens", { config, schema: { response: { 200: apiTokenListSchema } } }, async (request) =>
      (await listApiTokens(db, requireUser(request).id)).map(presentApiToken),
    );

    app.post(
      "/api/tokens",
      { config, schema: { body: createApiTokenRequestSchema, response: { 201: createdApiTokenSchema } } },
      async (request, reply) => {
        const created = await createApiToken(db, requireUser(request).id, request.body.name);
        // The secret is in this answer only: keep it out of every cache.
        return reply.status(201).header("cache-control", "no-store").send(created);
      },
    );

    app.delete("/api/tokens/:id", { config, schema: { params: apiTokenIdParamsSchema } }, async (request, reply) => {
      await revokeApiToken(db, requireUser(request).id, request.params.id);
      return reply.status(204).send();
    });
  };
