import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AUTH_BASE_PATH, type Auth } from "../../domain/accounts/auth.ts";

/** Builds a Fetch API request for Better Auth from a Fastify request whose body was kept raw. */
export function toFetchRequest(request: FastifyRequest, publicUrl: string, body?: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  const hasBody = body !== undefined && body.length > 0 && request.method !== "GET" && request.method !== "HEAD";
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? new Uint8Array(body) : undefined,
  });
}

/** Copies a Fetch API response onto the Fastify reply, keeping every Set-Cookie header separate. */
export async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie" || name === "content-length") continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
  const payload = Buffer.from(await response.arrayBuffer());
  return reply.send(payload.length ? payload : undefined);
}

/** Mounts Better Auth's own endpoints (OIDC callbacks, session, sign-out) under /api/identity. */
export async function registerIdentityBridge(app: FastifyInstance, auth: Auth, publicUrl: string): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    // Hidden from the API document: these are the sign-in provider's protocol endpoints (OIDC callbacks),
    // not calls for API clients.
    scope.all(`${AUTH_BASE_PATH}/*`, { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
      const response = await auth.handler(toFetchRequest(request, publicUrl, request.body as Buffer | undefined));
      return sendFetchResponse(reply, response);
    });
  });
}
