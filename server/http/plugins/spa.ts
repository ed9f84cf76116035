import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { errorCodes } from "../../../contract/errors.ts";

const MISSING_BUILD_PAGE = `<!doctype html><meta charset="utf-8"><title>Mnemo</title>
<p>The web app has not been built yet. Run <code>npm start</code> (it builds it) or <code>npm run build</code>.</p>`;

/**
 * Serves the built web app: hashed assets with a long cache, and index.html for every other non-API GET so the
 * client router can take the path. Unknown /api paths answer 404 in the API error shape.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string): Promise<void> {
  const indexPath = join(webRoot, "index.html");
  const hasBuild = existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      wildcard: true,
      preCompressed: true,
      // The build manifest is for tooling, not for visitors.
      allowedPath: (pathName) => !pathName.startsWith("/.vite/"),
      setHeaders(res, path) {
        const immutable = path.includes(`${join(webRoot, "assets")}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  const sendIndex = (reply: FastifyReply) => {
    reply.header("cache-control", "no-cache");
    return hasBuild ? reply.sendFile("index.html") : reply.type("text/html").send(MISSING_BUILD_PAGE);
  };
  // The static plugin answers a directory with 403; the root is the app's home page.
  app.get("/", (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const isApi = path === "/api" || path.startsWith("/api/");
    if (isApi || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply
        .status(404)
        .send({ message: `There is no API route ${request.method} ${path}.`, code: errorCodes.notFound });
    }
    return sendIndex(reply);
  });
}
