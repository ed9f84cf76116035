import { z } from "zod";

/** The one shape of every non-2xx answer under /api. `message` is always readable by a person. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Machine-readable codes the server uses in `ApiError.code`. */
export const errorCodes = {
  validation: "VALIDATION",
  unauthenticated: "UNAUTHENTICATED",
  notFound: "NOT_FOUND",
  crossOrigin: "CROSS_ORIGIN",
  rateLimited: "RATE_LIMITED",
  invalidCredentials: "INVALID_CREDENTIALS",
  signUpFailed: "SIGN_UP_FAILED",
  payloadTooLarge: "PAYLOAD_TOO_LARGE",
  internal: "INTERNAL",
} as const;
