import type { IncomingHttpHeaders } from "node:http";
import { fromNodeHeaders } from "better-auth/node";
import { errorCodes } from "../../../contract/errors.ts";
import type { SignInRequest, SignUpRequest } from "../../../contract/auth.ts";
import { HttpError } from "../../http/errors.ts";
import type { SessionUser } from "../../http/session.ts";
import type { Auth } from "./auth.ts";

export interface SignedIn {
  user: SessionUser;
  /** Set-Cookie values that carry the new session. */
  cookies: string[];
}

const INVALID_CREDENTIALS = "Invalid e-mail or password";

/** Signs in with e-mail and password. Unknown e-mail and wrong password answer alike, in about the same time. */
export async function signInWithPassword(auth: Auth, input: SignInRequest, headers: IncomingHttpHeaders): Promise<SignedIn> {
  const response = await auth.api.signInEmail({
    body: { email: input.email, password: input.password },
    headers: fromNodeHeaders(headers),
    asResponse: true,
  });
  if (!response.ok) {
    if (response.status >= 500) throw new Error(`Sign-in failed with status ${response.status}`);
    throw new HttpError(401, INVALID_CREDENTIALS, errorCodes.invalidCredentials);
  }
  const body = (await response.json()) as { user: SessionUser };
  return { user: body.user, cookies: response.headers.getSetCookie() };
}

/**
 * Creates an account and signs it in. Better Auth answers a sign-up for an e-mail that is already taken like a
 * successful one (see auth.ts), and the sign-in that follows fails only when the password is not that account's:
 * the answer then says neither "taken" nor "new".
 */
export async function signUpWithPassword(auth: Auth, input: SignUpRequest, headers: IncomingHttpHeaders): Promise<SignedIn> {
  const name = [input.firstName, input.lastName].filter(Boolean).join(" ");
  const signUp = await auth.api.signUpEmail({
    body: { name, email: input.email, password: input.password, firstName: input.firstName, lastName: input.lastName || null },
    headers: fromNodeHeaders(headers),
    asResponse: true,
  });
  if (!signUp.ok && signUp.status >= 500) throw new Error(`Sign-up failed with status ${signUp.status}`);
  try {
    return await signInWithPassword(auth, { email: input.email, password: input.password }, headers);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    throw new HttpError(
      400,
      "Could not create an account with this e-mail and password. If you already have an account, sign in instead.",
      errorCodes.signUpFailed,
    );
  }
}
