import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  authProvidersSchema,
  currentUserSchema,
  signInRequestSchema,
  signUpRequestSchema,
  type CurrentUser,
} from "../../../contract/auth.ts";
import { SIGN_IN_PAGE } from "../../domain/accounts/auth.ts";
import { signInWithPassword, signUpWithPassword } from "../../domain/accounts/password-auth.ts";
import type { AppContext } from "../context.ts";
import { readSession, requireUser, type SessionUser } from "../session.ts";

export function presentCurrentUser(user: SessionUser): CurrentUser {
  return {
    id: user.id,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    email: user.email ?? null,
    profileImageUrl: user.image ?? null,
  };
}

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth, config } = ctx;
    const signInLimit = { public: true, rateLimit: { max: config.signInRateLimitPerMinute, timeWindow: "1 minute" } };
    const open = { public: true };

    app.get("/api/auth/user", { schema: { response: { 200: currentUserSchema } } }, async (request) =>
      presentCurrentUser(requireUser(request)),
    );

    app.get("/api/auth/providers", { config: open, schema: { response: { 200: authProvidersSchema } } }, async () => ({
      providers: config.oidcProviders.map(({ id, name }) => ({ id, name })),
      primaryProviderName: config.oidcProviders.length === 1 ? config.oidcProviders[0]!.name : "Mnemo",
    }));

    app.post("/api/auth/sign-in", { schema: { body: signInRequestSchema }, config: signInLimit }, async (request, reply) => {
      const signedIn = await signInWithPassword(auth, request.body, request.headers);
      reply.header("set-cookie", signedIn.cookies);
      return presentCurrentUser(signedIn.user);
    });

    app.post("/api/auth/sign-up", { schema: { body: signUpRequestSchema }, config: signInLimit }, async (request, reply) => {
      const signedIn = await signUpWithPassword(auth, request.body, request.headers);
      reply.header("set-cookie", signedIn.cookies);
      return presentCurrentUser(signedIn.user);
    });

    // The spec's sign-in entry: straight to the provider when there is exactly one, else the sign-in screen.
    app.get("/api/login", { config: open }, async (_request, reply) => {
      const only = config.oidcProviders.length === 1 ? config.oidcProviders[0] : undefined;
      return reply.redirect(only ? `/api/login/${encodeURIComponent(only.id)}` : SIGN_IN_PAGE);
    });

    app.get(
      "/api/login/:providerId",
      { schema: { params: z.object({ providerId: z.string().max(100) }) }, config: signInLimit },
      async (request, reply) => {
        const response = await auth.api.signInSocial({
          body: { provider: request.params.providerId, callbackURL: "/", errorCallbackURL: SIGN_IN_PAGE, disableRedirect: true },
          headers: fromNodeHeaders(request.headers),
          asResponse: true,
        });
        const body = response.ok ? ((await response.json()) as { url?: string }) : {};
        if (!body.url) return reply.redirect(`${SIGN_IN_PAGE}?error=provider_unavailable`);
        reply.header("set-cookie", response.headers.getSetCookie());
        return reply.redirect(body.url);
      },
    );

    // Both logout paths of the spec end the session and return to the landing page.
    const logout = async (request: FastifyRequest, reply: FastifyReply) => {
      if (await readSession(auth, request)) {
        const response = await auth.api.signOut({ headers: fromNodeHeaders(request.headers), asResponse: true });
        reply.header("set-cookie", response.headers.getSetCookie());
      }
      return reply.redirect("/");
    };
    app.get("/api/logout", { config: open }, logout);
    app.get("/api/auth/logout", { config: open }, logout);
  };
