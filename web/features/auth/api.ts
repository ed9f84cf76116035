// HTTP calls of the auth area. Types come from the shared contract.
import {
  signUpThenSignInFailed,
  type AuthProviders,
  type CurrentUser,
  type SignInRequest,
  type SignUpRequest,
} from "@contract/auth.ts";
import { getJson, isHttpStatus, sendJson } from "@web/lib/api.ts";

export const authPaths = {
  user: "/api/auth/user",
  providers: "/api/auth/providers",
  signIn: "/api/auth/sign-in",
  signUp: "/api/auth/sign-up",
  /** Browser navigations, not data calls. */
  login: "/api/login",
  logout: "/api/logout",
  providerLogin: (providerId: string) => `/api/login/${encodeURIComponent(providerId)}`,
} as const;

/** The signed-in user, or null when the server answers 401. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await getJson<CurrentUser>(authPaths.user);
  } catch (err) {
    if (isHttpStatus(err, 401)) return null;
    throw err;
  }
}

export function fetchAuthProviders(): Promise<AuthProviders> {
  return getJson<AuthProviders>(authPaths.providers);
}

export function signIn(body: SignInRequest): Promise<CurrentUser> {
  return sendJson<CurrentUser>("POST", authPaths.signIn, body);
}

/**
 * Creates the account, then signs in with the same e-mail and password. The server answers a sign-up alike whether
 * the e-mail was free or taken (it never says which), so a failed sign-in afterwards is where a taken e-mail shows.
 */
export async function signUp(body: SignUpRequest): Promise<CurrentUser> {
  await sendJson<{ success: true }>("POST", authPaths.signUp, body);
  try {
    return await signIn({ email: body.email, password: body.password });
  } catch (err) {
    if (isHttpStatus(err, 401)) throw new Error(signUpThenSignInFailed, { cause: err });
    throw err;
  }
}
