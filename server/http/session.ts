import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fromNodeHeaders } from "better-auth/node";
import { errorCodes } from "../../contract/errors.ts";
import type { Db } from "../db/client.ts";
import type { Auth } from "../domain/accounts/auth.ts";
import type { SessionUser } from "../domain/accounts/session-user.ts";
import { userForApiToken } from "../domain/api-tokens/authenticate.ts";
import { AppError, unauthenticated } from "../errors.ts";

export type { SessionUser };

export interface Session {
  user: SessionUser;
  session: { id: string; token: string };
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Route answers without a signed-in user (sign-in, health, ...). Every other /api route requires one. */
    public?: boolean;
    /**
     * Route needs a browser session and refuses API tokens: token management and account-level actions, so a leaked
     * token cannot mint more tokens, lock the user out, delete the account or take everything in one export.
     */
    sessionOnly?: boolean;
  }
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

/** The signed-in session of a request, or null. */
export async function readSession(auth: Auth, request: FastifyRequest): Promise<Session | null> {
  const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  return (result as Session | null) ?? null;
}

/** The credential of `Authorization: Bearer <token>`, or undefined when the request does not send one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer[ \t]+(\S*)[ \t]*$/i.exec(request.headers.authorization ?? "");
  return match ? match[1] : undefined;
}

function invalidToken(reply: FastifyReply): AppError {
  reply.header("www-authenticate", 'Bearer error="invalid_token"');
  return new AppError(401, "The API token is not valid or was revoked.", errorCodes.unauthenticated);
}

export function sessionRequired(): AppError {
  return new AppError(
    403,
    "API tokens cannot do this: sign in to Mnemo in the browser instead.",
    errorCodes.sessionRequired,
  );
}

/**
 * Default-deny: every /api route needs a session or an API token unless it is marked `config: { public: true }`.
 * The check runs before the body is parsed, so a signed-out caller gets 401 whatever it sends. A request that sends
 * a bearer token is judged by the token alone (a cookie next to it is ignored), so a script never acts with more
 * than its token allows.
 */
export function registerSessionGuard(app: FastifyInstance, auth: Auth, db: Db): void {
  app.decorateRequest("sessionUser", null);
  app.addHook("onRequest", async (request, reply) => {
    const url = request.routeOptions.url;
    // The API reference (/api/docs) is public documentation, served by a plugin that cannot mark its routes.
    if (!url?.startsWith("/api/") || url.startsWith("/api/docs") || request.routeOptions.config?.public) return;
    const token = bearerToken(request);
    if (token !== undefined) {
      const user = await userForApiToken(db, token);
      if (!user) throw invalidToken(reply);
      if (request.routeOptions.config?.sessionOnly) throw sessionRequired();
      request.sessionUser = user;
      return;
    }
    const session = await readSession(auth, request);
    if (!session) throw unauthenticated();
    request.sessionUser = session.user;
  });
}

/** The signed-in user of a guarded route. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthenticated();
  return request.sessionUser;
}
