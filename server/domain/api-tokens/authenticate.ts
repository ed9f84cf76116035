import { and, eq, isNull, lt, or } from "drizzle-orm";
import { apiTokenPattern } from "../../../contract/api-tokens.ts";
import type { Db } from "../../db/client.ts";
import { apiTokens, users } from "../../db/schema.ts";
import { hashApiToken } from "./tokens.ts";

/** How stale `last_used_at` may get: a busy script must not turn every read into a write. */
const LAST_USED_RESOLUTION_MS = 60_000;

export interface TokenUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** The owner of a live token, or null for anything else (malformed, unknown or revoked: they look the same). */
export async function userForApiToken(db: Db, token: string, now = new Date()): Promise<TokenUser | null> {
  if (!apiTokenPattern.test(token)) return null;
  const [found] = await db
    .select({
      tokenId: apiTokens.id,
      lastUsedAt: apiTokens.lastUsedAt,
      id: users.id,
      email: users.email,
      name: users.name,
      image: users.image,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, hashApiToken(token)));
  if (!found) return null;
  const { tokenId, lastUsedAt, ...user } = found;
  if (!lastUsedAt || now.getTime() - lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    // The condition is repeated in SQL so concurrent requests (or processes) write at most once between them.
    const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(apiTokens.id, tokenId), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, staleBefore))));
  }
  return user;
}
