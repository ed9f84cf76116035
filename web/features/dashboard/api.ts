import type { Stats } from "@contract/documents.ts";
import { getJsonUrl, withQuery } from "@web/lib/api.ts";

export const dashboardPaths = { stats: "/api/stats" } as const;

/** `GET /api/stats?projectId=`: documents, concepts and relationships in the scope. */
export function fetchStats(projectId: string | null): Promise<Stats> {
  return getJsonUrl<Stats>(withQuery(dashboardPaths.stats, { projectId }));
}
