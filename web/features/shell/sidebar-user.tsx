import { Link } from "wouter";
import { ChevronsUpDown, LogOut, Settings } from "lucide-react";
import type { CurrentUser } from "@contract/auth.ts";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu.tsx";
import { useSidebar } from "@web/components/ui/sidebar/sidebar-context.tsx";
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem } from "@web/components/ui/sidebar/sidebar-menu.tsx";
import { authPaths } from "@web/features/auth/api.ts";
import { UserAvatar } from "@web/features/auth/components/user-avatar.tsx";
import { displayName } from "@web/features/auth/display-name.ts";
import { routes } from "@web/lib/routes.ts";

/** The sidebar footer: the signed-in user's avatar and name, opening a menu with Settings and Sign out. */
export function SidebarUser({ user }: { user: CurrentUser }) {
  const { isMobile, setOpenMobile } = useSidebar();
  const name = displayName(user);
  const email = user.email && user.email !== name ? user.email : null;
  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <SidebarMenuButton tooltip={name} className="h-12 group-data-[collapsible=icon]:p-0!">
              <UserAvatar user={user} />
              <span className="grid min-w-0 flex-1 text-left leading-tight">
                <span data-testid="sidebar-user-name" className="truncate text-sm font-medium text-foreground">
                  {name}
                </span>
                {email ? <span className="truncate text-xs text-muted-foreground">{email}</span> : null}
              </span>
              <ChevronsUpDown className="ml-auto text-muted-foreground" aria-hidden />
            </SidebarMenuButton>
          </DropdownMenuTrigger>
          <DropdownMenuContent side={isMobile ? "top" : "right"} align="end" className="w-56">
            <DropdownMenuLabel className="grid leading-tight">
              <span className="truncate font-medium">{name}</span>
              {email ? <span className="truncate text-xs font-normal text-muted-foreground">{email}</span> : null}
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <Link href={routes.settings} onClick={() => isMobile && setOpenMobile(false)}>
                <Settings aria-hidden />
                Settings
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <a href={authPaths.logout}>
                <LogOut aria-hidden />
                Sign out
              </a>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}
