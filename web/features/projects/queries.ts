// TanStack Query hooks of the projects area.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Project } from "@contract/projects.ts";
import { createProject, fetchProjects } from "./api.ts";
import { projectKeys } from "./keys.ts";
import { useSelectedProjectId } from "./selected-project.ts";

export function useProjects() {
  return useQuery({ queryKey: projectKeys.list(), queryFn: fetchProjects });
}

/** The selected project's record (null for All Documents, or while the list loads). */
export function useSelectedProject(): { id: string | null; project: Project | null } {
  const id = useSelectedProjectId();
  const { data } = useProjects();
  return { id, project: (id && data?.find((p) => p.id === id)) || null };
}

/**
 * Creates a project. On success the new project is added to the cached list at once (the server lists projects
 * oldest first) and the list is refetched, so it can be selected before the refetch lands.
 */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: (project) => {
      queryClient.setQueryData<Project[]>(projectKeys.list(), (old) =>
        old && !old.some((p) => p.id === project.id) ? [...old, project] : old,
      );
      void queryClient.invalidateQueries({ queryKey: projectKeys.list() });
    },
  });
}
