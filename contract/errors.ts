import { z } from "zod";

/** The one shape of every non-2xx answer under /api. `message` is always readable by a person. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * Every machine-readable code the server puts in `ApiError.code`, listed once: the server throws with these names,
 * clients may branch on the values.
 */
export const errorCodes = {
  // Any call
  validation: "VALIDATION",
  unauthenticated: "UNAUTHENTICATED",
  sessionRequired: "SESSION_REQUIRED",
  notFound: "NOT_FOUND",
  crossOrigin: "CROSS_ORIGIN",
  rateLimited: "RATE_LIMITED",
  payloadTooLarge: "PAYLOAD_TOO_LARGE",
  internal: "INTERNAL",
  // Accounts and API tokens
  invalidCredentials: "INVALID_CREDENTIALS",
  signUpFailed: "SIGN_UP_FAILED",
  noPassword: "NO_PASSWORD",
  invalidPassword: "INVALID_PASSWORD",
  tooManyTokens: "TOO_MANY_TOKENS",
  // Documents: what the source registry cannot read
  invalidBase64: "INVALID_BASE64",
  invalidFile: "INVALID_FILE",
  invalidPdf: "INVALID_PDF",
  encryptedPdf: "ENCRYPTED_PDF",
  encryptedFile: "ENCRYPTED_FILE",
  emptyDocument: "EMPTY_DOCUMENT",
  documentTooLarge: "DOCUMENT_TOO_LARGE",
  unsupportedFile: "UNSUPPORTED_FILE",
  documentInWork: "DOCUMENT_IN_WORK",
  // Documents from a web address
  invalidUrl: "INVALID_URL",
  urlNotAllowed: "URL_NOT_ALLOWED",
  urlFetchFailed: "URL_FETCH_FAILED",
  urlTimeout: "URL_TIMEOUT",
  tooManyRedirects: "TOO_MANY_REDIRECTS",
  // Concepts: a name another concept has, a change that can no longer be undone
  conceptConflict: "CONCEPT_CONFLICT",
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
