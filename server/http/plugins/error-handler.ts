import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { errorCodes, type ApiError } from "../../../contract/errors.ts";
import { formatBytes, uploadTooLargeMessage } from "../../../contract/sizes.ts";
import { AppError } from "../../errors.ts";

/** Readable messages for Fastify's own 4xx errors (parsing, limits), which otherwise speak in internal codes. */
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "This content type is not accepted here; send JSON.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty but JSON was announced.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The request's Content-Length does not match its body.",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
};

function fieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, "").replace(/\//g, ".") || "body";
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route takes uploads: its 413 names the upload limit (MNEMO_MAX_UPLOAD_MB), not its raw body limit. */
    uploadLimitBytes?: number;
  }
}

export function uploadTooLarge(limitBytes: number): AppError {
  return new AppError(413, uploadTooLargeMessage(limitBytes), errorCodes.payloadTooLarge);
}

/** The 413 of a request: it names the limit that applied to it (the upload limit, or the call's own body limit). */
function tooLargeMessage(error: FastifyError, request: FastifyRequest | undefined): string {
  if (error.code === "FST_FILES_LIMIT") return "Send one file per upload.";
  if (error.code === "FST_PARTS_LIMIT" || error.code === "FST_FIELDS_LIMIT")
    return "The form has more fields than an upload takes (file, title, projectId).";
  const upload = request?.routeOptions.config?.uploadLimitBytes;
  if (upload !== undefined) return uploadTooLargeMessage(upload);
  const limit = request?.routeOptions.bodyLimit;
  return limit
    ? `The request is larger than the limit of ${formatBytes(limit)} for this call.`
    : "The request is too large.";
}

/** Turns every error into the one API error shape `{message, code?, issues?}`. */
export function toApiError(error: FastifyError | Error, request?: FastifyRequest): { status: number; body: ApiError } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: fieldPath(v.instancePath),
      message: v.message ?? "Invalid value",
    }));
    const summary = issues.map((i) => `${i.path}: ${i.message}`).join("; ");
    return { status: 400, body: { message: `Invalid request. ${summary}`, code: errorCodes.validation, issues } };
  }
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: {
        message: error.message,
        ...(error.code ? { code: error.code } : {}),
        ...(error.issues ? { issues: error.issues } : {}),
      },
    };
  }
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    if (status === 413)
      return { status, body: { message: tooLargeMessage(fastifyError, request), code: errorCodes.payloadTooLarge } };
    const isJsonSyntax = error instanceof SyntaxError || fastifyError.code === "FST_ERR_CTP_INVALID_JSON_BODY";
    const message = isJsonSyntax
      ? fastifyMessages.FST_ERR_CTP_INVALID_JSON_BODY!
      : (fastifyMessages[fastifyError.code] ?? error.message ?? "The request could not be handled.");
    const code = status === 429 ? errorCodes.rateLimited : errorCodes.validation;
    return { status, body: { message, code } };
  }
  return {
    status: 500,
    body: { message: "Something went wrong on the server. Please try again.", code: errorCodes.internal },
  };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toApiError(error as FastifyError, request);
    if (status >= 500) request.log.error({ err: error }, "request failed");
    else request.log.debug({ err: error }, "request rejected");
    return reply.status(status).send(body);
  });
}
