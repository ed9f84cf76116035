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

/**
 * Mounts the one Better Auth endpoint Mnemo needs over HTTP: the OIDC callback a provider sends the browser back to.
 * Everything else Better Auth offers (sessions, sign-out, password and profile changes) is reached only through
 * Mnemo's own routes and their rules (validation, rate limits, token revocation); its other paths answer 404.
 */
export async function registerIdentityBridge(app: FastifyInstance, auth: Auth, publicUrl: string): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    // Hidden from the API document: it is the sign-in provider's protocol endpoint, not a call for API clients.
    scope.get(
      `${AUTH_BASE_PATH}/callback/:providerId`,
      { config: { public: true }, schema: { hide: true } },
      async (request, reply) => {
        const response = await auth.handler(toFetchRequest(request, publicUrl, request.body as Buffer | undefined));
        return sendFetchResponse(reply, response);
      },
    );
  });
}
