import { Link } from "wouter";
import type { CurrentUser } from "@contract/auth.ts";
import { BrandMark } from "@web/components/brand.tsx";
import { Sidebar, SidebarContent, SidebarFooter, SidebarHeader } from "@web/components/ui/sidebar/sidebar.tsx";
import { useSidebar } from "@web/components/ui/sidebar/sidebar-context.tsx";
import { NavProjects } from "@web/features/projects/components/nav-projects.tsx";
import { routes } from "@web/lib/routes.ts";
import { NavMain } from "./nav-main.tsx";
import { SidebarUser } from "./sidebar-user.tsx";

/** Product name, Projects, Navigation and the signed-in user. */
export function AppSidebar({ user }: { user: CurrentUser }) {
  const { isMobile, setOpenMobile } = useSidebar();
  return (
    <Sidebar>
      <SidebarHeader className="border-b border-sidebar-border">
        <Link
          href={routes.home}
          onClick={() => isMobile && setOpenMobile(false)}
          className="flex items-center gap-2 overflow-hidden rounded-md p-1 outline-none focus-visible:ring-2 focus-visible:ring-ring group-data-[collapsible=icon]:p-0"
        >
          <BrandMark />
          <span className="grid min-w-0 leading-tight group-data-[collapsible=icon]:sr-only">
            <span className="truncate text-base font-semibold tracking-tight text-foreground">Mnemo</span>
            <span className="truncate text-xs text-muted-foreground">AI Knowledge Platform</span>
          </span>
        </Link>
      </SidebarHeader>
      <SidebarContent>
        <NavProjects />
        <NavMain />
      </SidebarContent>
      <SidebarFooter>
        <SidebarUser user={user} />
      </SidebarFooter>
    </Sidebar>
  );
}
