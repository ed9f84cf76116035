// HTTP calls of the analytics area (types from the shared contract).
import type { Analytics } from "@contract/graph.ts";
import { getJsonUrl, withQuery } from "@web/lib/api.ts";

/** `GET /api/analytics?projectId=`. */
export function fetchAnalytics(projectId: string | null): Promise<Analytics> {
  return getJsonUrl<Analytics>(withQuery("/api/analytics", { projectId }));
}
