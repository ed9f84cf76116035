import { errorCodes, type ErrorCode } from "../contract/errors.ts";

/**
 * An error whose status and message are meant for the client, in the API's error shape. Any layer may throw it
 * (a domain function's "not found" is the user's answer as it stands); the web's error handler presents it.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ErrorCode,
    /** Which fields were wrong, as validation errors name them. */
    readonly issues?: Array<{ path: string; message: string }>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

/** Every lookup of another user's object, or of one that does not exist, ends here: the two look the same. */
export function notFound(what = "The requested item"): AppError {
  return new AppError(404, `${what} was not found.`, errorCodes.notFound);
}

export function unauthenticated(): AppError {
  return new AppError(401, "Sign in to continue.", errorCodes.unauthenticated);
}
