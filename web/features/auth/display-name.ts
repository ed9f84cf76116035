// PRODUCT.md section 3: how a user is named and drawn in the app.
import type { CurrentUser } from "@contract/auth.ts";

type NamedUser = Pick<CurrentUser, "firstName" | "lastName" | "email">;

function nameParts(user: NamedUser | null | undefined): string[] {
  return [user?.firstName, user?.lastName].map((part) => part?.trim() ?? "").filter(Boolean);
}

/**
 * First and last name joined; else the e-mail; else "User". A user who gave only one of the two names
 * (the sign-up form makes the last name optional) is shown by that name rather than the e-mail.
 */
export function displayName(user: NamedUser | null | undefined): string {
  const parts = nameParts(user);
  if (parts.length > 0) return parts.join(" ");
  return user?.email?.trim() || "User";
}

/** First letters of first and last name in upper case; else the first letter of the e-mail; else "U". */
export function initials(user: NamedUser | null | undefined): string {
  const parts = nameParts(user);
  if (parts.length > 0)
    return parts
      .map((part) => Array.from(part)[0] ?? "")
      .join("")
      .toUpperCase();
  const email = user?.email?.trim();
  return email ? (Array.from(email)[0] ?? "U").toUpperCase() : "U";
}
