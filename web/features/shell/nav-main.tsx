import { Link, useLocation } from "wouter";
import { useSidebar } from "@web/components/ui/sidebar/sidebar-context.tsx";
import {
  SidebarGroup,
  SidebarGroupLabel,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
} from "@web/components/ui/sidebar/sidebar-menu.tsx";
import { isNavItemActive, navItems } from "./nav-items.ts";

/** The sidebar's Navigation group; the current page's entry is highlighted and marked `aria-current`. */
export function NavMain() {
  const [location] = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  return (
    <SidebarGroup>
      <SidebarGroupLabel id="sidebar-navigation-label">Navigation</SidebarGroupLabel>
      <nav aria-labelledby="sidebar-navigation-label">
        <SidebarMenu>
          {navItems.map(({ title, href, icon: Icon }) => {
            const active = isNavItemActive(location, href);
            return (
              <SidebarMenuItem key={href}>
                <SidebarMenuButton asChild isActive={active} tooltip={title}>
                  <Link
                    href={href}
                    aria-current={active ? "page" : undefined}
                    onClick={() => {
                      if (isMobile) setOpenMobile(false);
                    }}
                  >
                    <Icon aria-hidden />
                    <span>{title}</span>
                  </Link>
                </SidebarMenuButton>
              </SidebarMenuItem>
            );
          })}
        </SidebarMenu>
      </nav>
    </SidebarGroup>
  );
}
