import { useRef, useState, type FormEvent } from "react";
import type { Profile } from "@contract/account.ts";
import type { CurrentUser } from "@contract/auth.ts";
import { limits } from "@contract/constants.ts";
import { Button } from "@web/components/ui/button.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { FormField } from "@web/features/auth/components/form-field.tsx";
import { UserAvatar } from "@web/features/auth/components/user-avatar.tsx";
import { displayName } from "@web/features/auth/display-name.ts";
import { useUpdateProfile } from "../queries.ts";
import { checkProfile, type ProfileValues } from "../validation.ts";

/**
 * Avatar (the saved picture, else the initials), picture URL and username, and 'Save Changes' (PRODUCT.md sections 2, 5,
 * 8). A blank username is refused under its field; a blank picture is saved as none. Toasts come from the hook.
 */
export function ProfileForm({ user, profile }: { user: CurrentUser; profile: Profile }) {
  const [values, setValues] = useState<ProfileValues>({
    username: profile.username,
    profilePicture: profile.profilePicture ?? "",
  });
  const [usernameError, setUsernameError] = useState<string>();
  const usernameRef = useRef<HTMLInputElement>(null);
  const mutation = useUpdateProfile();
  const saving = mutation.isPending;
  const name = displayName(user);

  const set = (field: keyof ProfileValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field === "username") setUsernameError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const check = checkProfile(values);
    if (!check.ok) {
      setUsernameError(check.message);
      usernameRef.current?.focus();
      return;
    }
    mutation.mutate(check.body);
  };

  return (
    <form onSubmit={submit} noValidate className="grid max-w-lg gap-5" aria-label="Profile">
      <div className="flex items-center gap-4">
        <UserAvatar user={{ ...user, profileImageUrl: profile.profilePicture }} className="size-16 text-xl" />
        <div className="grid min-w-0">
          <span className="truncate text-lg font-semibold" data-testid="profile-display-name">
            {name}
          </span>
          <span className="truncate text-sm text-muted-foreground">@{profile.username}</span>
        </div>
      </div>
      <FormField
        id="profile-picture"
        label="Profile picture URL"
        labelNote="(optional)"
        type="url"
        inputMode="url"
        placeholder="https://example.com/me.jpg"
        autoComplete="photo"
        maxLength={2048}
        value={values.profilePicture}
        onChange={(e) => set("profilePicture", e.target.value)}
        hint="A link to an image on the web. Leave it empty to show your initials."
      />
      <FormField
        ref={usernameRef}
        id="profile-username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={limits.usernameMax}
        value={values.username}
        onChange={(e) => set("username", e.target.value)}
        error={usernameError}
        aria-required
      />
      <div>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? <Spinner /> : null}
          {saving ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}
