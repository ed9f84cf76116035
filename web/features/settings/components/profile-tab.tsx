import type { CurrentUser } from "@contract/auth.ts";
import { ChangePasswordCard } from "./change-password-card.tsx";
import { ProfileCard } from "./profile-card.tsx";

/** Profile: username and picture, and the password change. */
export function ProfileTab({ user }: { user: CurrentUser }) {
  return (
    <div className="grid gap-6">
      <ProfileCard user={user} />
      <ChangePasswordCard email={user.email} />
    </div>
  );
}
