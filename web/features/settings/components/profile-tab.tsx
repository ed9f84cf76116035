import { KeyRound, UserRound } from "lucide-react";
import type { CurrentUser } from "@contract/auth.ts";
import { NotAvailableYet } from "@web/components/not-available-yet.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card.tsx";
import { UserAvatar } from "@web/features/auth/components/user-avatar.tsx";
import { displayName } from "@web/features/auth/display-name.ts";

/** Profile: who you are in Mnemo. Editing (username, picture URL) and the password change need `/api/profile`. */
export function ProfileTab({ user }: { user: CurrentUser }) {
  const name = displayName(user);
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            <UserRound className="size-5 text-primary" aria-hidden />
            Profile
          </CardTitle>
          <CardDescription>How you appear in Mnemo.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="flex items-center gap-4">
            <UserAvatar user={user} className="size-16 text-xl" />
            <div className="grid min-w-0">
              <span className="truncate text-lg font-semibold">{name}</span>
              {user.email && user.email !== name ? <span className="truncate text-sm text-muted-foreground">{user.email}</span> : null}
            </div>
          </div>
          <NotAvailableYet>Changing your username and profile picture is not available on this server yet.</NotAvailableYet>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            <KeyRound className="size-5 text-primary" aria-hidden />
            Change Password
          </CardTitle>
          <CardDescription>For Mnemo&rsquo;s own e-mail sign-in.</CardDescription>
        </CardHeader>
        <CardContent>
          <NotAvailableYet>Changing your password is not available on this server yet.</NotAvailableYet>
        </CardContent>
      </Card>
    </div>
  );
}
