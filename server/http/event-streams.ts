import type { ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply } from "fastify";

/**
 * Server-sent event streams of one route plugin. A stream never ends by itself: every open one is ended when the
 * server stops, or the stop would wait for it.
 */
export function eventStreams(app: FastifyInstance) {
  const open = new Set<ServerResponse>();
  app.addHook("preClose", async () => {
    for (const stream of open) stream.end();
  });
  return {
    /** Takes the response over from Fastify and opens it as an event stream (unbuffered by proxies). */
    open(reply: FastifyReply): ServerResponse {
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      open.add(raw);
      raw.on("close", () => open.delete(raw));
      return raw;
    },
  };
}
