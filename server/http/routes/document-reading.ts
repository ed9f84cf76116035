import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readingProgressSchema, rereadRequestSchema, rereadResponseSchema } from "../../../contract/documents.ts";
import { readingProgress, rereadDocument, rereadUserDocuments } from "../../domain/documents/reread-documents.ts";
import { findProject } from "../../domain/projects/projects.ts";
import type { AppContext } from "../context.ts";
import { notFound } from "../../errors.ts";
import { requireUser } from "../session.ts";
import { documentIdParams } from "./documents.ts";

/**
 * Reading documents again with the current pipeline (Settings > Privacy & Data, or the API), and how far the
 * user's documents are in being read.
 */
export const documentReadingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;

    app.post(
      "/api/documents/reread",
      {
        config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
        schema: { body: rereadRequestSchema, response: { 202: rereadResponseSchema } },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { projectId } = request.body;
        if (projectId && !(await findProject(db, user.id, projectId))) throw notFound("The project");
        const queued = await rereadUserDocuments(db, ctx.services.backgroundWork, user.id, projectId);
        return reply.status(202).send({ queued });
      },
    );

    // One document, when the user asks: the only way a failed document is read again (an upgrade leaves it failed).
    app.post(
      "/api/documents/:id/reread",
      {
        config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
        schema: { params: documentIdParams, response: { 202: rereadResponseSchema } },
      },
      async (request, reply) => {
        const user = requireUser(request);
        await rereadDocument(db, ctx.services.backgroundWork, user.id, request.params.id);
        return reply.status(202).send({ queued: 1 });
      },
    );

    app.get("/api/documents/reading", { schema: { response: { 200: readingProgressSchema } } }, async (request) => {
      const user = requireUser(request);
      return readingProgress(db, user.id);
    });
  };
