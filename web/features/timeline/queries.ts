// TanStack Query hooks of the timeline.
import { useQuery } from "@tanstack/react-query";
import { useSelectedProjectId } from "@web/features/projects/selected-project.ts";
import { fetchVersions } from "./api.ts";
import { versionKeys } from "./keys.ts";

/** The selected project's concept history, narrowed to one concept when `conceptId` is given. */
export function useVersions(conceptId: string | null) {
  const projectId = useSelectedProjectId();
  return useQuery({ queryKey: versionKeys.scope(projectId, conceptId), queryFn: () => fetchVersions(projectId, conceptId) });
}
