import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  conceptChangeListSchema,
  conceptChangeResultSchema,
  conceptChangeSchema,
  conceptListQuerySchema,
  conceptListSchema,
  conceptSuggestionListSchema,
  conceptSuggestionsQuerySchema,
  mergeConceptsSchema,
  rejectSuggestionSchema,
  renameConceptSchema,
  splitConceptSchema,
} from "../../../contract/concept-changes.ts";
import { vectorSql } from "../../db/vectors.ts";
import {
  conceptChangeResult,
  listConceptChanges,
  undoConceptChange,
} from "../../domain/knowledge/concept-change-undo.ts";
import { mergeConcepts, renameConcept, splitConcept } from "../../domain/knowledge/concept-changes.ts";
import { listConcepts } from "../../domain/knowledge/concept-list.ts";
import { keepApart, listConceptSuggestions } from "../../domain/knowledge/concept-suggestions.ts";
import type { AppContext } from "../context.ts";
import { requireUser } from "../session.ts";

const conceptIdParams = z.object({ id: z.uuid({ message: "Not a concept id" }) });
const changeIdParams = z.object({ id: z.uuid({ message: "Not a change id" }) });

/** The concepts page and the user's own merge, split, rename and undo (issue 33). */
export const conceptChangeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;
    const vectors = vectorSql(ctx.vectorMode);

    app.get(
      "/api/concepts",
      { schema: { querystring: conceptListQuerySchema, response: { 200: conceptListSchema } } },
      async (request) => listConcepts(db, requireUser(request).id, request.query),
    );

    app.patch(
      "/api/concepts/:id",
      { schema: { params: conceptIdParams, body: renameConceptSchema, response: { 200: conceptChangeResultSchema } } },
      async (request) => {
        const userId = requireUser(request).id;
        const changeId = await renameConcept(db, userId, request.params.id, request.body.name);
        return conceptChangeResult(db, userId, request.params.id, changeId);
      },
    );

    app.post(
      "/api/concepts/merge",
      { schema: { body: mergeConceptsSchema, response: { 200: conceptChangeResultSchema } } },
      async (request) => {
        const userId = requireUser(request).id;
        const changeId = await mergeConcepts(db, userId, request.body);
        return conceptChangeResult(db, userId, request.body.intoId, changeId);
      },
    );

    app.post(
      "/api/concepts/:id/split",
      { schema: { params: conceptIdParams, body: splitConceptSchema, response: { 200: conceptChangeResultSchema } } },
      async (request) => {
        const userId = requireUser(request).id;
        const { changeId, newConceptId } = await splitConcept(db, userId, request.params.id, request.body);
        return conceptChangeResult(db, userId, newConceptId ?? request.params.id, changeId);
      },
    );

    app.get("/api/concept-changes", { schema: { response: { 200: conceptChangeListSchema } } }, async (request) =>
      listConceptChanges(db, requireUser(request).id),
    );

    app.post(
      "/api/concept-changes/:id/undo",
      { schema: { params: changeIdParams, response: { 200: conceptChangeSchema } } },
      async (request) => undoConceptChange(db, requireUser(request).id, request.params.id),
    );

    app.get(
      "/api/concept-suggestions",
      { schema: { querystring: conceptSuggestionsQuerySchema, response: { 200: conceptSuggestionListSchema } } },
      async (request) => listConceptSuggestions(db, requireUser(request).id, request.query, vectors),
    );

    app.post(
      "/api/concept-suggestions/reject",
      { schema: { body: rejectSuggestionSchema } },
      async (request, reply) => {
        await keepApart(db, requireUser(request).id, request.body.conceptIds);
        return reply.status(204).send();
      },
    );
  };
