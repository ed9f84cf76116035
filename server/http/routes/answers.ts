import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { answerRequestSchema, answerResponseSchema, type AnswerStreamEvent } from "../../../contract/answers.ts";
import { answerQuestion, type AnswerDeps } from "../../domain/answers/answer.ts";
import { documentScope } from "../../domain/documents/queries.ts";
import type { AppContext } from "../context.ts";
import { eventStreams } from "../event-streams.ts";
import { requireUser } from "../session.ts";

const streamDescription =
  "The same answer as POST /api/answer, as server-sent events while it is made: `sentence` (AI mode: each sentence " +
  "as soon as its citations are checked), `reset` (the provider failed after some sentences: withdraw them), then " +
  "`answer` (the complete AnswerResponse, always last) or `error` ({message}).";

export const answerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps: AnswerDeps = {
      ...ctx.services.search,
      modelCacheDir: ctx.config.modelCacheDir,
      llm: ctx.config.llm,
      logger: app.log,
    };
    // An answer being streamed ends with the server, like the document events.
    const streams = eventStreams(app);

    app.post(
      "/api/answer",
      {
        schema: {
          description:
            "An answer to a question from the user's documents (one project when projectId is given), every sentence citing the passage it comes from; answer null when the documents do not answer it.",
          body: answerRequestSchema,
          response: { 200: answerResponseSchema },
        },
      },
      async (request) => answerQuestion(deps, requireUser(request).id, request.body),
    );

    app.post(
      "/api/answer/stream",
      {
        schema: {
          description: streamDescription,
          body: answerRequestSchema,
          produces: ["text/event-stream"],
          response: { 200: z.string().describe("Server-sent events.") },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        // A project that is not the user's answers 404 before the stream opens.
        if (request.body.projectId) await documentScope(ctx.database.db, user.id, request.body.projectId);
        const raw = streams.open(reply);
        const abort = new AbortController();
        raw.on("close", () => abort.abort());
        const send = (event: AnswerStreamEvent, data: unknown) => {
          if (!raw.writableEnded) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        };
        try {
          const answer = await answerQuestion(deps, user.id, request.body, {
            onSentence: (s) => send("sentence", s),
            onReset: () => send("reset", {}),
            signal: abort.signal,
          });
          send("answer", answer);
        } catch (error) {
          request.log.error({ err: error }, "answer failed");
          send("error", { message: "The answer could not be made. Try again in a moment." });
        } finally {
          if (!raw.writableEnded) raw.end();
        }
      },
    );
  };
