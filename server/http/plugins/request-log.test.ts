import { PassThrough } from "node:stream";
import Fastify, { LogController, type FastifyBaseLogger } from "fastify";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { registerRequestLog } from "./request-log.ts";

describe("registerRequestLog", () => {
  it("logs one line per request with method, path, status and duration; server errors at error level", async () => {
    const stream = new PassThrough();
    const lines: Record<string, unknown>[] = [];
    stream.on("data", (chunk: Buffer) =>
      lines.push(
        ...chunk
          .toString()
          .trim()
          .split("\n")
          .map((l) => JSON.parse(l) as Record<string, unknown>),
      ),
    );
    const app = Fastify({
      loggerInstance: pino(stream) as FastifyBaseLogger,
      logController: new LogController({ disableRequestLogging: true }),
    });
    registerRequestLog(app);
    app.get("/ok", async () => ({ ok: true }));
    app.get("/fail", async () => {
      throw new Error("boom");
    });
    await app.inject({ method: "GET", url: "/ok?x=1" });
    await app.inject({ method: "GET", url: "/fail" });
    await app.close();
    await new Promise((resolve) => setImmediate(resolve));
    const requests = lines.filter((l) => l.msg === "request");
    expect(requests.map((l) => [l.level, l.method, l.url, l.statusCode])).toEqual([
      [30, "GET", "/ok?x=1", 200],
      [50, "GET", "/fail", 500],
    ]);
    expect(typeof requests[0]!.ms).toBe("number");
    expect(lines.some((l) => l.msg === "incoming request" || l.msg === "request completed")).toBe(false);
  });
});
