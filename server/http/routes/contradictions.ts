import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  bulkDismissResultSchema,
  bulkDismissSchema,
  contradictionListSchema,
  contradictionSchema,
  contradictionsQuerySchema,
  resolveContradictionSchema,
} from "../../../contract/contradictions.ts";
import {
  dismissContradictions,
  listContradictions,
  resolveContradiction,
} from "../../domain/contradictions/queries.ts";
import type { AppContext } from "../context.ts";
import { requireUser } from "../session.ts";

const idParams = z.object({ id: z.uuid({ message: "Not a contradiction id" }) });

export const contradictionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;

    app.get(
      "/api/contradictions",
      { schema: { querystring: contradictionsQuerySchema, response: { 200: contradictionListSchema } } },
      async (request) => listContradictions(db, requireUser(request).id, request.query),
    );

    app.patch(
      "/api/contradictions/:id",
      { schema: { params: idParams, body: resolveContradictionSchema, response: { 200: contradictionSchema } } },
      async (request) => resolveContradiction(db, requireUser(request).id, request.params.id, request.body),
    );

    app.post(
      "/api/contradictions/dismiss",
      { schema: { body: bulkDismissSchema, response: { 200: bulkDismissResultSchema } } },
      async (request) => ({
        dismissed: await dismissContradictions(db, requireUser(request).id, request.body),
      }),
    );
  };
