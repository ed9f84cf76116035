import { FolderOpen, Library } from "lucide-react";
import type { CurrentUser } from "@contract/auth.ts";
import { ThemeToggle } from "@web/components/theme-toggle.tsx";
import { Separator } from "@web/components/ui/separator.tsx";
import { SidebarTrigger } from "@web/components/ui/sidebar/sidebar.tsx";
import { Tooltip, TooltipContent, TooltipTrigger } from "@web/components/ui/tooltip.tsx";
import { UserMenu } from "@web/features/auth/components/user-menu.tsx";
import { useSelectedProject } from "@web/features/projects/queries.ts";

/** Which project the app is focused on, so a filtered view is never mistaken for everything. */
function ProjectScope() {
  const { project } = useSelectedProject();
  const Icon = project ? FolderOpen : Library;
  return (
    <p className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground" data-testid="project-scope">
      <Icon className="size-4 shrink-0" aria-hidden />
      <span className="sr-only">Showing: </span>
      <span className="truncate font-medium text-foreground">{project?.name ?? "All Documents"}</span>
    </p>
  );
}

/** Sidebar toggle, the selected project, the theme toggle and the user control with sign-out. */
export function AppHeader({ user }: { user: CurrentUser }) {
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/75 sm:px-4">
      <Tooltip>
        <TooltipTrigger asChild>
          <SidebarTrigger />
        </TooltipTrigger>
        <TooltipContent>Toggle sidebar (Ctrl+B)</TooltipContent>
      </Tooltip>
      <Separator orientation="vertical" className="mx-1 h-5!" />
      <div className="min-w-0 flex-1">
        <ProjectScope />
      </div>
      <ThemeToggle />
      <Separator orientation="vertical" className="mx-1 hidden h-5! sm:block" />
      <UserMenu user={user} />
    </header>
  );
}
