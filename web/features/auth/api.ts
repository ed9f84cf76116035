// HTTP calls of the auth area. Types come from the shared contract.
import type { AuthProviders, CurrentUser, SignInRequest, SignUpRequest } from "@contract/auth.ts";
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

export function signUp(body: SignUpRequest): Promise<CurrentUser> {
  return sendJson<CurrentUser>("POST", authPaths.signUp, body);
}
