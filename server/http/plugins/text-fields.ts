import type { FastifyInstance } from "fastify";
import { errorCodes } from "../../../contract/errors.ts";
import { AppError } from "../../errors.ts";

// C0 control characters other than tab, line feed and carriage return, and DEL: nobody types them, and PostgreSQL
// cannot store NUL at all (it answered 500 with error 22021).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Fields that carry a document's text: its own rules apply there (pipeline/text-input.ts: NUL refuses the text as
 * binary, other control characters are dropped, a PDF arrives as base64).
 */
const DOCUMENT_TEXT_FIELDS = new Set(["content"]);

export function controlCharacterMessage(field: string): string {
  return `${field} contains a control character (such as NUL), which a text field cannot hold. Remove it and try again.`;
}

/** The path of the first string (at any depth, walked without recursion) holding a control character, or null. */
export function fieldWithControlCharacter(value: unknown, prefix = ""): string | null {
  const pending: Array<[unknown, string]> = [[value, prefix]];
  while (pending.length) {
    const [item, path] = pending.pop()!;
    if (typeof item === "string") {
      if (CONTROL_CHARACTER.test(item)) return path || "value";
      continue;
    }
    if (item === null || typeof item !== "object" || Buffer.isBuffer(item)) continue;
    for (const [key, child] of Object.entries(item).reverse()) {
      if (!path && DOCUMENT_TEXT_FIELDS.has(key)) continue;
      pending.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return null;
}

export function refuseControlCharacters(value: unknown, prefix = ""): void {
  const field = fieldWithControlCharacter(value, prefix);
  if (!field) return;
  const message = controlCharacterMessage(field);
  throw new AppError(400, message, errorCodes.validation, [{ path: field, message }]);
}

/**
 * Every text field of every call (JSON bodies, query strings, path parameters) is refused with 400 when it holds a
 * control character, before a route sees it.
 */
export function registerTextFieldGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    refuseControlCharacters(request.params);
    refuseControlCharacters(request.query);
    refuseControlCharacters(request.body);
  });
}
