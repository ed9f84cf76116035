import { createHash, randomBytes } from "node:crypto";
import { and, count, desc, eq } from "drizzle-orm";
import { apiTokenLimits, apiTokenPrefix, type ApiToken, type CreatedApiToken } from "../../../contract/api-tokens.ts";
import type { Db } from "../../db/client.ts";
import { apiTokens, users } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { errorCodes } from "../../../contract/errors.ts";

type ApiTokenRow = typeof apiTokens.$inferSelect;

/**
 * SHA-256, not a password hash: the secret is 32 random bytes, so there is nothing to guess and no salt or slow
 * hash is needed; a fast hash lets every API request be checked with one indexed lookup.
 */
export function hashApiToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function presentApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    lastFour: row.lastFour,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listApiTokens(db: Db, userId: string): Promise<ApiTokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/** Creates a token and returns its secret: the only time it exists outside the caller's hands. */
export async function createApiToken(db: Db, userId: string, name: string): Promise<CreatedApiToken> {
  const token = apiTokenPrefix + randomBytes(32).toString("base64url");
  const row = await db.transaction(async (tx) => {
    // Locking the user's row makes two simultaneous creations take turns, so the limit is exact.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [held] = await tx.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
    if ((held?.n ?? 0) >= apiTokenLimits.perUser) {
      throw new AppError(
        409,
        `You already have ${apiTokenLimits.perUser} API tokens. Revoke one you no longer use first.`,
        errorCodes.tooManyTokens,
      );
    }
    const [inserted] = await tx
      .insert(apiTokens)
      .values({ userId, name, tokenHash: hashApiToken(token), lastFour: token.slice(-4) })
      .returning();
    return inserted!;
  });
  return { ...presentApiToken(row), token };
}

/** Revoking deletes the row: the token stops working on its next request, in every process. */
export async function revokeApiToken(db: Db, userId: string, tokenId: string): Promise<void> {
  const deleted = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.userId, userId), eq(apiTokens.id, tokenId)))
    .returning({ id: apiTokens.id });
  if (!deleted.length) throw notFound("The API token");
}

/** Revokes every token of the user (a password change: whoever learned the password may have made one). */
export async function revokeAllApiTokens(db: Db, userId: string): Promise<number> {
  const deleted = await db.delete(apiTokens).where(eq(apiTokens.userId, userId)).returning({ id: apiTokens.id });
  return deleted.length;
}
