import type { FastifyInstance } from "fastify";

/**
 * One log line per request, written when the response is sent: method, path, status and duration (Fastify's own
 * two lines per request, "incoming request" and "request completed", are turned off in app.ts). Server errors are
 * logged with their stack by the error handler as well.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook("onResponse", async (request, reply) => {
    const statusCode = reply.statusCode;
    const fields = {
      method: request.method,
      url: request.url,
      statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (statusCode >= 500) request.log.error(fields, "request");
    else request.log.info(fields, "request");
  });
}
