import { useQuery } from "@tanstack/react-query";
import { useSelectedProjectId } from "@web/features/projects/selected-project.ts";
import { fetchAnalytics } from "./api.ts";
import { analyticsKeys } from "./keys.ts";

/** The selected project's analytics (all documents for All Documents). */
export function useAnalytics() {
  const projectId = useSelectedProjectId();
  return useQuery({ queryKey: analyticsKeys.scope(projectId), queryFn: () => fetchAnalytics(projectId) });
}
