import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { conceptDetailSchema, passageListSchema, passagesQuerySchema } from "../../../contract/concepts.ts";
import { versionListSchema, versionsQuerySchema } from "../../../contract/versions.ts";
import { getConcept, listPassages, listVersions } from "../../domain/knowledge/concept-queries.ts";
import type { AppContext } from "../context.ts";
import { requireUser } from "../session.ts";

const conceptIdParams = z.object({ id: z.uuid({ message: "Not a concept id" }) });

export const conceptRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;

    app.get(
      "/api/concepts/:id",
      { schema: { params: conceptIdParams, response: { 200: conceptDetailSchema } } },
      async (request) => getConcept(db, requireUser(request).id, request.params.id),
    );

    app.get(
      "/api/concepts/:id/passages",
      { schema: { params: conceptIdParams, querystring: passagesQuerySchema, response: { 200: passageListSchema } } },
      async (request) => listPassages(db, requireUser(request).id, request.params.id, request.query),
    );

    app.get(
      "/api/versions",
      { schema: { querystring: versionsQuerySchema, response: { 200: versionListSchema } } },
      async (request) => listVersions(db, requireUser(request).id, request.query),
    );
  };
