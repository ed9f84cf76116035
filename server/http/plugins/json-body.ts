import type { FastifyInstance } from "fastify";
import { errorCodes } from "../../../contract/errors.ts";
import { AppError } from "../../errors.ts";

/** A \uD800-\uDBFF escape not followed by a \uDC00-\uDFFF escape, or a low one without a high one before it. */
const LONE_SURROGATE_ESCAPE =
  /\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}/;

/**
 * JSON bodies are decoded strictly: bytes that are not UTF-8, and escaped halves of surrogate pairs (text no
 * database can store faithfully), are refused with 400 instead of being turned into U+FFFD and saved. Parsing
 * itself stays Fastify's (prototype-poisoning keys are refused).
 */
export function registerStrictJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(body as Buffer);
    } catch {
      done(new AppError(400, "The request body is not valid UTF-8.", errorCodes.validation), undefined);
      return;
    }
    if (LONE_SURROGATE_ESCAPE.test(text)) {
      done(
        new AppError(400, "The request contains invalid characters (an unpaired surrogate).", errorCodes.validation),
        undefined,
      );
      return;
    }
    parseJson(request, text, done);
  });
}
