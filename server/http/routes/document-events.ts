import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { DocumentState } from "../../../contract/documents.ts";
import { presentState } from "../../domain/documents/present.ts";
import { listDocumentStates } from "../../domain/documents/queries.ts";
import type { AppContext } from "../context.ts";
import { eventStreams } from "../event-streams.ts";
import { notFound } from "../../errors.ts";
import { requireUser } from "../session.ts";

const POLL_MS = 1000;
const HEARTBEAT_MS = 15_000;

const eventsQuery = z.object({
  ids: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.uuid({ message: "ids must be document ids" }))
        .min(1)
        .max(100),
    ),
});

const isFinal = (state: DocumentState) => state.status === "ready" || state.status === "failed";

/**
 * `GET /api/documents/events?ids=a,b`: server-sent events with each listed document's processing state
 * (`event: state`, data: DocumentState) whenever it changes, and `event: done` once all are ready or failed.
 * The state is read from the database, so it works whichever process runs the job.
 */
export const documentEventRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const streams = eventStreams(app);

    app.get("/api/documents/events", { schema: { querystring: eventsQuery } }, async (request, reply) => {
      const user = requireUser(request);
      const ids = [...new Set(request.query.ids)];
      // Every listed id must be the user's when the stream opens (a document deleted later is reported as gone).
      if ((await listDocumentStates(ctx.database.db, user.id, ids)).length !== ids.length) throw notFound("A document");
      const raw = streams.open(reply);
      const sent = new Map<string, string>();
      let timer: NodeJS.Timeout | undefined;
      let lastWrite = Date.now();
      const stop = () => {
        clearTimeout(timer);
        if (!raw.writableEnded) raw.end();
      };
      raw.on("close", stop);

      const tick = async () => {
        try {
          const states = (await listDocumentStates(ctx.database.db, user.id, ids)).map(presentState);
          for (const state of states) {
            const serialised = JSON.stringify(state);
            if (sent.get(state.id) === serialised) continue;
            sent.set(state.id, serialised);
            raw.write(`event: state\ndata: ${serialised}\n\n`);
            lastWrite = Date.now();
          }
          // Ids that are not (or no longer) the user's are reported once as gone, then dropped.
          for (const id of ids) {
            if (!states.some((s) => s.id === id) && !sent.has(id)) {
              sent.set(id, "gone");
              raw.write(`event: gone\ndata: ${JSON.stringify({ id })}\n\n`);
            }
          }
          if (states.every(isFinal)) {
            raw.write("event: done\ndata: {}\n\n");
            stop();
            return;
          }
          if (Date.now() - lastWrite > HEARTBEAT_MS) {
            raw.write(": keep-alive\n\n");
            lastWrite = Date.now();
          }
        } catch (error) {
          request.log.error({ err: error }, "document events failed");
          stop();
          return;
        }
        if (!raw.writableEnded) timer = setTimeout(tick, POLL_MS);
      };
      void tick();
    });
  };
