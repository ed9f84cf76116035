// TanStack Query hooks of the settings area: the profile, the password change, the export and the deletion,
// each with the toasts of PRODUCT.md section 8.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authKeys } from "@web/features/auth/queries.ts";
import { readableError } from "@web/lib/api.ts";
import { toast } from "@web/lib/toast.ts";
import {
  accountDeletionRedirectDelayMs,
  accountPaths,
  changePassword,
  deleteAccount,
  exportFileName,
  fetchExport,
  fetchProfile,
  updateProfile,
} from "./api.ts";
import { navigateBrowser, saveFile } from "./browser.ts";
import { profileKeys } from "./keys.ts";

/** `GET /api/profile`: username and profile picture. */
export function useProfile() {
  return useQuery({ queryKey: profileKeys.detail(), queryFn: fetchProfile });
}

/**
 * Saves the profile. On success the profile and the current user are refetched (the picture is the avatar
 * everywhere, so the shell's avatar follows) and 'Profile updated' is shown; on failure 'Error' with the server's
 * message, else 'Failed to update profile'.
 */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      client.setQueryData(profileKeys.detail(), profile);
      toast({ title: "Profile updated", description: "Your profile has been updated successfully." });
      await Promise.all([
        client.invalidateQueries({ queryKey: profileKeys.all }),
        client.invalidateQueries({ queryKey: authKeys.user() }),
      ]);
    },
    onError: (error) => {
      toast({ title: "Error", description: readableError(error, "Failed to update profile"), variant: "destructive" });
    },
  });
}

/**
 * Changes the password ('Password changed' or 'Error' with the server's message, else 'Failed to change
 * password'). The form clears its fields and reacts to NO_PASSWORD itself.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      toast({ title: "Password changed", description: "Your password has been changed successfully." });
    },
    onError: (error) => {
      toast({ title: "Error", description: readableError(error, "Failed to change password"), variant: "destructive" });
    },
  });
}

/** Downloads `GET /api/export-data` and saves it as `mnemo-export-YYYY-MM-DD.json`. */
export function useExportData() {
  return useMutation({
    mutationFn: async () => {
      const blob = await fetchExport();
      saveFile(blob, exportFileName());
    },
    onSuccess: () => {
      toast({ title: "Data exported", description: "Your data has been downloaded successfully." });
    },
    onError: (error) => {
      toast({
        title: "Export failed",
        description: readableError(error, "Failed to export data"),
        variant: "destructive",
      });
    },
  });
}

/**
 * Deletes the account. On success: 'Account deleted', then after 2 s the browser goes to `/api/auth/logout`
 * (even if the user has moved to another page meanwhile: the account is gone). On failure: 'Deletion failed'.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      toast({ title: "Account deleted", description: "Your account and all data have been permanently deleted." });
      setTimeout(() => navigateBrowser(accountPaths.logoutAfterDeletion), accountDeletionRedirectDelayMs);
    },
    onError: (error) => {
      toast({
        title: "Deletion failed",
        description: readableError(error, "Failed to delete account"),
        variant: "destructive",
      });
    },
  });
}
