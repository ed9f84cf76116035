import { LogOut } from "lucide-react";
import type { CurrentUser } from "@contract/auth.ts";
import { Button } from "@web/components/ui/button.tsx";
import { authPaths } from "../api.ts";
import { displayName } from "../display-name.ts";
import { UserAvatar } from "./user-avatar.tsx";

/** The signed-in user's avatar and name, and the sign-out link (a browser navigation to /api/logout). */
export function UserMenu({ user }: { user: CurrentUser }) {
  const name = displayName(user);
  return (
    <div className="flex items-center gap-3">
      <div className="flex min-w-0 items-center gap-2">
        <UserAvatar user={user} />
        <span data-testid="user-display-name" className="max-w-[12rem] truncate text-sm font-medium">
          {name}
        </span>
      </div>
      <Button asChild variant="ghost" size="sm">
        <a href={authPaths.logout}>
          <LogOut aria-hidden />
          Sign out
        </a>
      </Button>
    </div>
  );
}
