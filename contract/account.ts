import { z } from "zod";
import { limits } from "./constants.ts";

/** `GET /api/profile`. */
export const profileSchema = z.object({
  username: z.string(),
  profilePicture: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** `PATCH /api/profile`: both are trimmed (PRODUCT.md section 5); a blank picture is sent as null. */
export const updateProfileSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, "Username cannot be empty")
    .max(limits.usernameMax, `Username must be at most ${limits.usernameMax} characters`),
  profilePicture: z
    .string()
    .trim()
    .max(2048, "The picture URL is too long")
    .nullish()
    .transform((value) => value || null)
    .pipe(z.url({ protocol: /^https?$/, message: "The profile picture must be an http(s) URL" }).nullable()),
});
export type UpdateProfile = z.input<typeof updateProfileSchema>;

/** `POST /api/profile/change-password`. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, "Please fill in all password fields").max(limits.passwordMax),
  newPassword: z
    .string()
    .min(limits.passwordMin, `Password must be at least ${limits.passwordMin} characters`)
    .max(limits.passwordMax),
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** `GET /api/export-data`: everything the user owns, table by table. */
export const exportFormat = "mnemo-export/1";
