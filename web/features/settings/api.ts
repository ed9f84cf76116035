// HTTP calls of the settings area (PRODUCT.md section 7). Types come from the shared contract (type-only imports).
import type { ChangePassword, Profile } from "@contract/account.ts";
import { errorCodes } from "@contract/errors.ts";
import { apiRequest, getJson, HttpError, sendJson } from "@web/lib/api.ts";

export const accountPaths = {
  profile: "/api/profile",
  changePassword: "/api/profile/change-password",
  exportData: "/api/export-data",
  account: "/api/account",
  /** A browser navigation after the account is deleted (the server signs out and redirects to `/`). */
  logoutAfterDeletion: "/api/auth/logout",
} as const;

/** The export prefix (PRODUCT.md section 7): files are named `mnemo-export-YYYY-MM-DD.json`. */
export const exportFilePrefix = "mnemo-export";

/** After a deletion the browser goes to the logout path this long after the toast (PRODUCT.md section 9). */
export const accountDeletionRedirectDelayMs = 2000;

/** The server's answer to a password change for an account that signs in only through a provider. */
export const noPasswordCode = errorCodes.noPassword;

/** `GET /api/profile`. */
export function fetchProfile(): Promise<Profile> {
  return getJson<Profile>(accountPaths.profile);
}

/** `PATCH /api/profile`: the username trimmed, the picture trimmed or null. Answers the saved profile. */
export function updateProfile(body: { username: string; profilePicture: string | null }): Promise<Profile> {
  return sendJson<Profile>("PATCH", accountPaths.profile, body);
}

/** `POST /api/profile/change-password`. */
export function changePassword(body: ChangePassword): Promise<{ success: true }> {
  return sendJson<{ success: true }>("POST", accountPaths.changePassword, body);
}

/** `GET /api/export-data`: the whole file as a blob (the caller saves it). */
export async function fetchExport(): Promise<Blob> {
  const res = await apiRequest("GET", accountPaths.exportData);
  return res.blob();
}

/** `DELETE /api/account`. */
export function deleteAccount(): Promise<{ success: true }> {
  return sendJson<{ success: true }>("DELETE", accountPaths.account);
}

/** `mnemo-export-YYYY-MM-DD.json` for the user's current (local) date. */
export function exportFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${exportFilePrefix}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

/** The `code` of a failed call's JSON body (`{message, code}`), if any. */
export function errorCode(err: unknown): string | undefined {
  if (!(err instanceof HttpError)) return undefined;
  try {
    const parsed = JSON.parse(err.body) as { code?: unknown } | null;
    return typeof parsed?.code === "string" ? parsed.code : undefined;
  } catch {
    return undefined;
  }
}
