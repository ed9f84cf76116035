import { z } from "zod";

/** Every token starts with this, so secret scanners (and people) recognise a leaked one. */
export const apiTokenPrefix = "mnemo_";

/** `mnemo_` and 32 random bytes in base64url (43 characters). */
export const apiTokenPattern = /^mnemo_[A-Za-z0-9_-]{43}$/;

export const apiTokenLimits = {
  nameMax: 100,
  /** Tokens one user may hold at once: enough for every machine and script, few enough to review in Settings. */
  perUser: 50,
} as const;

/** A token as listed in Settings: never the secret, only its last four characters. */
export const apiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  lastFour: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.array(apiTokenSchema);

/** `POST /api/tokens`. */
export const createApiTokenRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Token name is required")
    .max(apiTokenLimits.nameMax, `Token name must be at most ${apiTokenLimits.nameMax} characters`),
});
export type CreateApiTokenRequest = z.input<typeof createApiTokenRequestSchema>;

/** The answer to `POST /api/tokens`: the only time the secret is ever sent. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokenIdParamsSchema = z.object({ id: z.uuid({ message: "Not a token id" }) });
