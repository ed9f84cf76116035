import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { documentSchema, importUrlRequestSchema } from "../../../contract/documents.ts";
import { importWebPage } from "../../domain/documents/import-web-page.ts";
import { presentDocument } from "../../domain/documents/present.ts";
import type { AppContext } from "../context.ts";
import { requireUser } from "../session.ts";

/**
 * `POST /api/documents/url` `{url, projectId?}`: the server fetches the page (public addresses only, size and time
 * limited) and keeps it as the document's original; 201 with the queued document, like an upload.
 */
export const documentUrlRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, config } = ctx;
    app.post(
      "/api/documents/url",
      {
        schema: { body: importUrlRequestSchema, response: { 201: documentSchema } },
        config: { rateLimit: { max: config.uploadRateLimitPerMinute, timeWindow: "1 minute" } },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { row, original } = await importWebPage(
          database.db,
          ctx.services.backgroundWork,
          user.id,
          { url: request.body.url, projectId: request.body.projectId ?? null },
          {
            maxBytes: config.maxUploadBytes,
            timeoutMs: config.urlImportTimeoutMs,
            allow: config.urlImportAllow,
          },
        );
        return reply.status(201).send(presentDocument(row, original, { truncate: true }));
      },
    );
  };
