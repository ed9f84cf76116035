import { LogOut } from "lucide-react";
import type { CurrentUser } from "@contract/auth.ts";
import { Button } from "@web/components/ui/button.tsx";
import { authPaths } from "../api.ts";
import { displayName } from "../display-name.ts";
import { UserAvatar } from "./user-avatar.tsx";

/**
 * The header's user control: avatar and name, and the sign-out link (a browser navigation to /api/logout).
 * On narrow screens only the avatar and the sign-out icon show; the sidebar shows the name.
 */
export function UserMenu({ user }: { user: CurrentUser }) {
  const name = displayName(user);
  return (
    <div className="flex items-center gap-1 sm:gap-3">
      <div className="flex min-w-0 items-center gap-2">
        <UserAvatar user={user} />
        <span data-testid="user-display-name" className="hidden max-w-[12rem] truncate text-sm font-medium sm:block">
          {name}
        </span>
      </div>
      <Button asChild variant="ghost" size="sm" className="px-2 sm:px-3">
        <a href={authPaths.logout}>
          <LogOut aria-hidden />
          <span className="sr-only sm:not-sr-only">Sign out</span>
        </a>
      </Button>
    </div>
  );
}
