import type { IncomingHttpHeaders } from "node:http";
import { fromNodeHeaders } from "better-auth/node";
import { errorCodes } from "../../../contract/errors.ts";
import type { SignInRequest, SignUpRequest } from "../../../contract/auth.ts";
import { AppError } from "../../errors.ts";
import type { SessionUser } from "./session-user.ts";
import type { Auth } from "./auth.ts";

export interface SignedIn {
  user: SessionUser;
  /** Set-Cookie values that carry the new session. */
  cookies: string[];
}

const INVALID_CREDENTIALS = "Invalid e-mail or password";

/** Signs in with e-mail and password. Unknown e-mail and wrong password answer alike, in about the same time. */
export async function signInWithPassword(
  auth: Auth,
  input: SignInRequest,
  headers: IncomingHttpHeaders,
): Promise<SignedIn> {
  const response = await auth.api.signInEmail({
    body: { email: input.email, password: input.password },
    headers: fromNodeHeaders(headers),
    asResponse: true,
  });
  if (!response.ok) {
    if (response.status >= 500) throw new Error(`Sign-in failed with status ${response.status}`);
    throw new AppError(401, INVALID_CREDENTIALS, errorCodes.invalidCredentials);
  }
  const body = (await response.json()) as { user: SessionUser };
  return { user: body.user, cookies: response.headers.getSetCookie() };
}

/**
 * Creates an account for an e-mail that has none. An e-mail that is taken is answered exactly alike (Better Auth
 * spends the same hashing time and makes up a user, see auth.ts) and its account is neither touched nor signed in:
 * the answer says nothing about who has an account. Nothing is signed in either way; the client signs in next, with
 * the same e-mail and password, through the sign-in route and its rate limit.
 */
export async function signUpWithPassword(
  auth: Auth,
  input: SignUpRequest,
  headers: IncomingHttpHeaders,
): Promise<void> {
  const name = [input.firstName, input.lastName].filter(Boolean).join(" ");
  const signUp = await auth.api.signUpEmail({
    body: {
      name,
      email: input.email,
      password: input.password,
      firstName: input.firstName,
      lastName: input.lastName || null,
    },
    headers: fromNodeHeaders(headers),
    asResponse: true,
  });
  if (signUp.status >= 500) throw new Error(`Sign-up failed with status ${signUp.status}`);
  // The body is validated before (contract/auth.ts), so Better Auth has nothing left to refuse.
  if (!signUp.ok)
    throw new AppError(400, "Could not create an account with this e-mail and password.", errorCodes.signUpFailed);
}
