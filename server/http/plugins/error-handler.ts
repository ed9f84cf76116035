import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { errorCodes, type ApiError } from "../../../contract/errors.ts";
import { HttpError } from "../errors.ts";

/** Readable messages for Fastify's own 4xx errors (parsing, limits), which otherwise speak in internal codes. */
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "The request is too large.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "This content type is not accepted here; send JSON.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty but JSON was announced.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The request's Content-Length does not match its body.",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
};

function fieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, "").replace(/\//g, ".") || "body";
}

/** Turns every error into the one API error shape `{message, code?, issues?}`. */
export interface ErrorHandlerOptions {
  /** For the 413 message. */
  maxUploadBytes: number;
}

export function toApiError(error: FastifyError | Error, options?: ErrorHandlerOptions): { status: number; body: ApiError } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({ path: fieldPath(v.instancePath), message: v.message ?? "Invalid value" }));
    const summary = issues.map((i) => `${i.path}: ${i.message}`).join("; ");
    return { status: 400, body: { message: `Invalid request. ${summary}`, code: errorCodes.validation, issues } };
  }
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: { message: error.message, ...(error.code ? { code: error.code } : {}) } };
  }
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    if (status === 413 && options) {
      const mb = Math.round((options.maxUploadBytes / 1024 / 1024) * 10) / 10;
      return { status, body: { message: `The upload is larger than the limit of ${mb} MB.`, code: errorCodes.payloadTooLarge } };
    }
    const isJsonSyntax = error instanceof SyntaxError || fastifyError.code === "FST_ERR_CTP_INVALID_JSON_BODY";
    const message = isJsonSyntax
      ? fastifyMessages.FST_ERR_CTP_INVALID_JSON_BODY!
      : (fastifyMessages[fastifyError.code] ?? error.message ?? "The request could not be handled.");
    const code = status === 413 ? errorCodes.payloadTooLarge : status === 429 ? errorCodes.rateLimited : errorCodes.validation;
    return { status, body: { message, code } };
  }
  return { status: 500, body: { message: "Something went wrong on the server. Please try again.", code: errorCodes.internal } };
}

export function registerErrorHandler(app: FastifyInstance, options: ErrorHandlerOptions): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toApiError(error as FastifyError, options);
    if (status >= 500) request.log.error({ err: error }, "request failed");
    else request.log.debug({ err: error }, "request rejected");
    return reply.status(status).send(body);
  });
}
