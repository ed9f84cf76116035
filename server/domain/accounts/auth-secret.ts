import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { appSettings } from "../../db/schema.ts";

const SECRET_KEY = "auth_secret";

/**
 * The secret that signs session cookies. Configured by MNEMO_AUTH_SECRET, or generated on first start and kept
 * in the database, so zero-configuration installs work and every process sharing one database agrees on it.
 */
export async function resolveAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SECRET_KEY));
  if (!row) throw new Error("Could not store the generated session secret.");
  return row.value;
}
