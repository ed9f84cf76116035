import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { answerRequestSchema, answerResponseSchema } from "../../../contract/answers.ts";
import { vectorSql } from "../../db/vectors.ts";
import { answerQuestion, type AnswerDeps } from "../../domain/answers/answer.ts";
import { createEmbedder } from "../../pipeline/embeddings/index.ts";
import type { AppContext } from "../context.ts";
import { requireUser } from "../session.ts";

export const answerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps: AnswerDeps = { db: ctx.database.db, vectors: vectorSql(ctx.vectorMode), embedder: createEmbedder(ctx.config.embeddingModel), llm: ctx.config.llm };

    app.post("/api/answer", { schema: { body: answerRequestSchema, response: { 200: answerResponseSchema } } }, async (request) =>
      answerQuestion(deps, requireUser(request).id, request.body),
    );
  };
