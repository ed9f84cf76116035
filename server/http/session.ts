import type { FastifyRequest } from "fastify";
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

/** The signed-in session of a request, or null. */
export async function readSession(auth: Auth, request: FastifyRequest): Promise<Session | null> {
  const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  return (result as Session | null) ?? null;
}

/** The signed-in user, or a 401 in the API error shape. Every user-scoped route starts here. */
export async function requireUser(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const session = await readSession(auth, request);
  if (!session) throw unauthenticated();
  return session.user;
}
