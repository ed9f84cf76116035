import { and, eq } from "drizzle-orm";
import type { Profile, UpdateProfile } from "../../../contract/account.ts";
import type { Db } from "../../db/client.ts";
import { accounts, users } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";

/** The username shown before the user chose one: the part of the e-mail before the @. */
const defaultUsername = (email: string) => email.split("@")[0] ?? email;

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound("The account");
  return { username: user.username ?? defaultUsername(user.email), profilePicture: user.image };
}

/** The profile picture is the user's avatar everywhere (`profileImageUrl` of the current user). */
export async function updateProfile(
  db: Db,
  userId: string,
  input: { username: string; profilePicture: string | null },
): Promise<Profile> {
  await db
    .update(users)
    .set({ username: input.username, image: input.profilePicture, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return getProfile(db, userId);
}

/** True when the account can sign in with a password (and so change it). */
export async function hasPassword(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  return !!row;
}

export type { UpdateProfile };
