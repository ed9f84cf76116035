import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createProjectRequestSchema, projectListSchema, projectSchema } from "../../../contract/projects.ts";
import { createProject, listProjects, presentProject } from "../../domain/projects/projects.ts";
import type { AppContext } from "../context.ts";
import { requireUser } from "../session.ts";

export const projectRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { database } = ctx;

    app.get("/api/projects", { schema: { response: { 200: projectListSchema } } }, async (request) => {
      const user = requireUser(request);
      return (await listProjects(database.db, user.id)).map(presentProject);
    });

    app.post(
      "/api/projects",
      { schema: { body: createProjectRequestSchema, response: { 201: projectSchema } } },
      async (request, reply) => {
        const user = requireUser(request);
        const project = await createProject(database.db, user.id, request.body);
        return reply.status(201).send(presentProject(project));
      },
    );
  };
