// Client-side checks of PRODUCT.md section 5 for the profile and the password change, with its exact messages.
import { limits } from "@contract/constants.ts";

export const profileMessages = { usernameEmpty: "Username cannot be empty" } as const;

export const passwordMessages = {
  missing: "Please fill in all password fields",
  mismatch: "New passwords do not match",
  tooShort: `Password must be at least ${limits.passwordMin} characters`,
} as const;

export interface ProfileValues {
  username: string;
  profilePicture: string;
}

export type ProfileCheck =
  | { ok: true; body: { username: string; profilePicture: string | null } }
  | { ok: false; field: "username"; message: string };

/** The trimmed username must not be empty; the picture is trimmed and sent as null when blank. */
export function checkProfile(values: ProfileValues): ProfileCheck {
  const username = values.username.trim();
  if (!username) return { ok: false, field: "username", message: profileMessages.usernameEmpty };
  return { ok: true, body: { username, profilePicture: values.profilePicture.trim() || null } };
}

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordField = keyof PasswordValues;

export type PasswordCheck =
  | { ok: true; body: { currentPassword: string; newPassword: string } }
  | { ok: false; field: PasswordField; message: string };

/**
 * In the order of PRODUCT.md section 5: current and new filled, new equal to the confirmation, new at least 6 characters. The
 * message goes with the field to fix (the first empty one for a missing value). Passwords are not trimmed.
 */
export function checkPasswordChange(values: PasswordValues): PasswordCheck {
  const { currentPassword, newPassword, confirmPassword } = values;
  if (!currentPassword || !newPassword) {
    return { ok: false, field: currentPassword ? "newPassword" : "currentPassword", message: passwordMessages.missing };
  }
  if (newPassword !== confirmPassword)
    return { ok: false, field: "confirmPassword", message: passwordMessages.mismatch };
  if (newPassword.length < limits.passwordMin)
    return { ok: false, field: "newPassword", message: passwordMessages.tooShort };
  return { ok: true, body: { currentPassword, newPassword } };
}
