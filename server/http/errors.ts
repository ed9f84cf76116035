import { errorCodes } from "../../contract/errors.ts";

/** An error whose status and message are meant for the client, in the API's error shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    /** Which fields were wrong, as validation errors name them. */
    readonly issues?: Array<{ path: string; message: string }>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** Every lookup of another user's object, or of one that does not exist, ends here: the two look the same. */
export function notFound(what = "The requested item"): HttpError {
  return new HttpError(404, `${what} was not found.`, errorCodes.notFound);
}

export function unauthenticated(): HttpError {
  return new HttpError(401, "Sign in to continue.", errorCodes.unauthenticated);
}
