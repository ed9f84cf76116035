import type { FastifyInstance, FastifyRequest } from "fastify";
import { fromNodeHeaders } from "better-auth/node";
import type { Auth } from "../domain/accounts/auth.ts";
import { unauthenticated } from "./errors.ts";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

export interface Session {
  user: SessionUser;
  session: { id: string; token: string };
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Route answers without a signed-in user (sign-in, health, ...). Every other /api route requires one. */
    public?: boolean;
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

/**
 * Default-deny: every /api route needs a session unless it is marked `config: { public: true }`. The check runs
 * before the body is parsed, so a signed-out caller gets 401 whatever it sends.
 */
export function registerSessionGuard(app: FastifyInstance, auth: Auth): void {
  app.decorateRequest("sessionUser", null);
  app.addHook("onRequest", async (request) => {
    const url = request.routeOptions.url;
    // The API reference (/api/docs) is public documentation, served by a plugin that cannot mark its routes.
    if (!url?.startsWith("/api/") || url.startsWith("/api/docs") || request.routeOptions.config?.public) return;
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
