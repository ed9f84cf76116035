import { Readable } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromNodeHeaders } from "better-auth/node";
import { z } from "zod";
import { changePasswordSchema, profileSchema, updateProfileSchema } from "../../../contract/account.ts";
import { getProfile, hasPassword, updateProfile } from "../../domain/accounts/profile.ts";
import { deleteAccount, exportUserData } from "../../domain/accounts/user-data.ts";
import { revokeAllApiTokens } from "../../domain/api-tokens/tokens.ts";
import type { AppContext } from "../context.ts";
import type { CredentialBudget } from "../credential-budget.ts";
import { AppError } from "../../errors.ts";
import { requireUser } from "../session.ts";
import { errorCodes } from "../../../contract/errors.ts";

const ok = z.object({ success: z.literal(true) });

export const accountRoutes =
  (ctx: AppContext, credentials: CredentialBudget): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth, database, services } = ctx;
    const db = database.db;

    app.get("/api/profile", { schema: { response: { 200: profileSchema } } }, async (request) =>
      getProfile(db, requireUser(request).id),
    );

    app.patch(
      "/api/profile",
      { schema: { body: updateProfileSchema, response: { 200: profileSchema } } },
      async (request) => updateProfile(db, requireUser(request).id, request.body),
    );

    app.post(
      "/api/profile/change-password",
      {
        schema: { body: changePasswordSchema, response: { 200: ok } },
        config: { sessionOnly: true },
        preHandler: async (request, reply) => credentials.take(request, reply, requireUser(request).email),
      },
      async (request, reply) => {
        const user = requireUser(request);
        if (!(await hasPassword(db, user.id))) {
          throw new AppError(
            400,
            "Your account signs in through a sign-in provider, so it has no password to change here.",
            errorCodes.noPassword,
          );
        }
        const response = await auth.api.changePassword({
          body: {
            currentPassword: request.body.currentPassword,
            newPassword: request.body.newPassword,
            revokeOtherSessions: true,
          },
          headers: fromNodeHeaders(request.headers),
          asResponse: true,
        });
        if (!response.ok) {
          if (response.status >= 500) throw new Error(`Password change failed with status ${response.status}`);
          throw new AppError(400, "Your current password is incorrect.", errorCodes.invalidPassword);
        }
        // The other sessions end, and every API token: whoever learned the old password may have made one. This
        // session gets a fresh cookie.
        await revokeAllApiTokens(db, user.id);
        reply.header("set-cookie", response.headers.getSetCookie());
        return { success: true as const };
      },
    );

    // Account-level actions need a browser session: an API token must not be able to take everything in one
    // download, change the password or delete the account (see `sessionOnly` in ../session.ts).
    const sessionOnly = { sessionOnly: true };

    app.get("/api/export-data", { config: sessionOnly }, async (request, reply) => {
      const user = requireUser(request);
      const date = new Date().toISOString().slice(0, 10);
      // Streamed a page of rows at a time: memory stays the same whatever the account's size.
      return reply
        .header("content-type", "application/json; charset=utf-8")
        .header("content-disposition", `attachment; filename="mnemo-export-${date}.json"`)
        .header("cache-control", "private, no-store")
        .send(Readable.from(exportUserData(database, user.id)));
    });

    app.delete("/api/account", { config: sessionOnly, schema: { response: { 200: ok } } }, async (request, reply) => {
      const user = requireUser(request);
      // Clear this browser's cookie first (signing out needs the session that the deletion removes).
      const signOut = await auth.api
        .signOut({ headers: fromNodeHeaders(request.headers), asResponse: true })
        .catch(() => undefined);
      await deleteAccount(database, services.backgroundWork, user.id);
      services.graph.forgetUser(user.id);
      if (signOut) reply.header("set-cookie", signOut.headers.getSetCookie());
      return { success: true as const };
    });
  };
