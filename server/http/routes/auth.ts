import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  authProvidersSchema,
  currentUserSchema,
  signInRequestSchema,
  signUpRequestSchema,
  signUpResponseSchema,
  type CurrentUser,
} from "../../../contract/auth.ts";
import { SIGN_IN_PAGE } from "../../domain/accounts/auth.ts";
import { signInWithPassword, signUpWithPassword } from "../../domain/accounts/password-auth.ts";
import type { AppContext } from "../context.ts";
import type { CredentialBudget } from "../credential-budget.ts";
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

/**
 * A sign-out the user asked for: a POST (the origin check has refused other sites' already), or a navigation made by
 * Mnemo's own pages or typed in the address bar. A link or image on another site is not one.
 */
function isOwnSignOut(request: FastifyRequest): boolean {
  if (request.method === "POST") return true;
  const site = request.headers["sec-fetch-site"];
  return site === "same-origin" || site === "none";
}

/** Shown instead of signing out when the request may come from another site: one button that posts it. */
const SIGN_OUT_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Sign out of Mnemo</title><body><main><h1>Sign out of Mnemo?</h1>
<form method="post"><button type="submit">Sign out</button></form><p><a href="/">Back to Mnemo</a></p></main></body></html>`;

export const authRoutes =
  (ctx: AppContext, credentials: CredentialBudget): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth, config } = ctx;
    const providerLimit = { public: true, rateLimit: { max: config.signInRateLimitPerMinute, timeWindow: "1 minute" } };
    const open = { public: true };
    // Runs after validation, so the body's e-mail is the normalised one the account is keyed by.
    const countAttempt = async (request: FastifyRequest, reply: FastifyReply) =>
      credentials.take(request, reply, (request.body as { email: string }).email);

    app.get("/api/auth/user", { schema: { response: { 200: currentUserSchema } } }, async (request) =>
      presentCurrentUser(requireUser(request)),
    );

    app.get("/api/auth/providers", { config: open, schema: { response: { 200: authProvidersSchema } } }, async () => ({
      providers: config.oidcProviders.map(({ id, name }) => ({ id, name })),
      primaryProviderName: config.oidcProviders.length === 1 ? config.oidcProviders[0]!.name : "Mnemo",
    }));

    app.post(
      "/api/auth/sign-in",
      { schema: { body: signInRequestSchema }, config: open, preHandler: countAttempt },
      async (request, reply) => {
        const signedIn = await signInWithPassword(auth, request.body, request.headers);
        reply.header("set-cookie", signedIn.cookies);
        return presentCurrentUser(signedIn.user);
      },
    );

    app.post(
      "/api/auth/sign-up",
      {
        schema: { body: signUpRequestSchema, response: { 200: signUpResponseSchema } },
        config: open,
        preHandler: countAttempt,
      },
      async (request) => {
        await signUpWithPassword(auth, request.body, request.headers);
        return { success: true as const };
      },
    );

    // The sign-in entry (PRODUCT.md section 7): straight to the provider when there is exactly one, else the sign-in screen.
    app.get("/api/login", { config: open }, async (_request, reply) => {
      const only = config.oidcProviders.length === 1 ? config.oidcProviders[0] : undefined;
      return reply.redirect(only ? `/api/login/${encodeURIComponent(only.id)}` : SIGN_IN_PAGE);
    });

    app.get(
      "/api/login/:providerId",
      { schema: { params: z.object({ providerId: z.string().max(100) }) }, config: providerLimit },
      async (request, reply) => {
        const response = await auth.api.signInSocial({
          body: {
            provider: request.params.providerId,
            callbackURL: "/",
            errorCallbackURL: SIGN_IN_PAGE,
            disableRedirect: true,
          },
          headers: fromNodeHeaders(request.headers),
          asResponse: true,
        });
        const body = response.ok ? ((await response.json()) as { url?: string }) : {};
        if (!body.url) return reply.redirect(`${SIGN_IN_PAGE}?error=provider_unavailable`);
        reply.header("set-cookie", response.headers.getSetCookie());
        return reply.redirect(body.url);
      },
    );

    // Both logout paths (PRODUCT.md section 7) end the session and return to the landing page, when the user asked for it.
    const logout = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isOwnSignOut(request)) {
        return reply
          .header("content-type", "text/html; charset=utf-8")
          .header("cache-control", "no-store")
          .send(SIGN_OUT_PAGE);
      }
      if (await readSession(auth, request)) {
        const response = await auth.api.signOut({ headers: fromNodeHeaders(request.headers), asResponse: true });
        reply.header("set-cookie", response.headers.getSetCookie());
      }
      return reply.redirect("/", request.method === "POST" ? 303 : 302);
    };
    for (const path of ["/api/logout", "/api/auth/logout"]) {
      app.get(path, { config: open }, logout);
      app.post(path, { config: open }, logout);
    }
  };
