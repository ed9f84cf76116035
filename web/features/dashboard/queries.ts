import { useQuery } from "@tanstack/react-query";
import { useSelectedProjectId } from "@web/features/projects/selected-project.ts";
import { fetchStats } from "./api.ts";
import { statsKeys } from "./keys.ts";

/** The three counts of the selected project (or of everything). */
export function useStats() {
  const projectId = useSelectedProjectId();
  return useQuery({ queryKey: statsKeys.scope(projectId), queryFn: () => fetchStats(projectId) });
}
