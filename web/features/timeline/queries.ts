// TanStack Query hooks of the timeline.
import { useQuery } from "@tanstack/react-query";
import { useSelectedProjectId } from "@web/features/projects/selected-project.ts";
import { fetchVersions, type VersionFilters } from "./api.ts";
import { versionKeys } from "./keys.ts";

/** The selected project's concept history, narrowed to one concept and/or the other filters when given. */
export function useVersions(conceptId: string | null, filters: Omit<VersionFilters, "conceptId"> = {}) {
  const projectId = useSelectedProjectId();
  const all = { conceptId, ...filters };
  return useQuery({ queryKey: versionKeys.scope(projectId, all), queryFn: () => fetchVersions(projectId, all) });
}
