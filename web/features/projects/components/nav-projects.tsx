import { useEffect, useState } from "react";
import { Folder, Library, Plus, RotateCw } from "lucide-react";
import { useSidebar } from "@web/components/ui/sidebar/sidebar-context.tsx";
import {
  SidebarGroup,
  SidebarGroupAction,
  SidebarGroupLabel,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
} from "@web/components/ui/sidebar/sidebar-menu.tsx";
import { Tooltip, TooltipContent, TooltipTrigger } from "@web/components/ui/tooltip.tsx";
import { useProjects } from "../queries.ts";
import { useSelectedProjectId, useSelectProject } from "../selected-project.ts";
import { CreateProjectDialog } from "./create-project-dialog.tsx";

/** The sidebar's Projects group: All Documents, the user's projects, and the plus button for a new one. */
export function NavProjects() {
  const projects = useProjects();
  const selectedId = useSelectedProjectId();
  const selectProject = useSelectProject();
  const { isMobile, setOpenMobile } = useSidebar();
  const [dialogOpen, setDialogOpen] = useState(false);

  // A stored id that is not one of this user's projects (another account used this browser, or it is gone)
  // falls back to All Documents instead of silently filtering everything away.
  const list = projects.data;
  useEffect(() => {
    if (list && !projects.isFetching && selectedId && !list.some((p) => p.id === selectedId)) selectProject(null);
  }, [list, projects.isFetching, selectedId, selectProject]);

  const choose = (id: string | null) => {
    selectProject(id);
    if (isMobile) setOpenMobile(false);
  };

  return (
    <SidebarGroup>
      <SidebarGroupLabel id="sidebar-projects-label">Projects</SidebarGroupLabel>
      <Tooltip>
        <TooltipTrigger asChild>
          <SidebarGroupAction aria-label="Create New Project" onClick={() => setDialogOpen(true)}>
            <Plus aria-hidden />
          </SidebarGroupAction>
        </TooltipTrigger>
        <TooltipContent side="right">New project</TooltipContent>
      </Tooltip>
      <SidebarMenu aria-labelledby="sidebar-projects-label">
        <SidebarMenuItem>
          <SidebarMenuButton
            isActive={selectedId === null}
            aria-pressed={selectedId === null}
            onClick={() => choose(null)}
            tooltip="All Documents"
          >
            <Library aria-hidden />
            <span>All Documents</span>
          </SidebarMenuButton>
        </SidebarMenuItem>
        {projects.isPending ? (
          <li className="px-2 py-1.5 text-xs text-muted-foreground group-data-[collapsible=icon]:sr-only">
            <span role="status">Loading...</span>
          </li>
        ) : null}
        {projects.isError ? (
          <li className="flex items-center justify-between gap-2 px-2 py-1.5 text-xs text-muted-foreground group-data-[collapsible=icon]:hidden">
            <span role="alert">Projects could not be loaded.</span>
            <button
              type="button"
              onClick={() => void projects.refetch()}
              className="inline-flex items-center gap-1 rounded font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <RotateCw className="size-3" aria-hidden />
              Retry
            </button>
          </li>
        ) : null}
        {list?.map((project) => (
          <SidebarMenuItem key={project.id}>
            <SidebarMenuButton
              isActive={project.id === selectedId}
              aria-pressed={project.id === selectedId}
              onClick={() => choose(project.id)}
              tooltip={project.name}
            >
              <Folder aria-hidden />
              <span>{project.name}</span>
            </SidebarMenuButton>
          </SidebarMenuItem>
        ))}
      </SidebarMenu>
      <CreateProjectDialog open={dialogOpen} onOpenChange={setDialogOpen} />
    </SidebarGroup>
  );
}
