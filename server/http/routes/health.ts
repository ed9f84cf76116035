import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthSchema, type Health } from "../../../contract/health.ts";
import { isQueueHealthy } from "../../jobs/queue.ts";
import type { AppContext } from "../context.ts";

async function isDatabaseHealthy(ctx: AppContext): Promise<boolean> {
  try {
    await ctx.database.query("SELECT 1");
    return true;
  } catch {
    return false;
  }
}

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/health",
      { config: { public: true }, schema: { response: { 200: healthSchema, 503: healthSchema } } },
      async (_request, reply) => {
        const [databaseOk, queueOk] = await Promise.all([isDatabaseHealthy(ctx), isQueueHealthy(ctx.queue)]);
        const health: Health = {
          status: databaseOk && queueOk ? "ok" : "error",
          roles: ctx.roles,
          database: { status: databaseOk ? "ok" : "error", driver: ctx.database.driver, vectors: ctx.vectorMode },
          queue: { status: queueOk ? "ok" : "error" },
          version: ctx.version,
        };
        return reply.status(health.status === "ok" ? 200 : 503).send(health);
      },
    );
  };
