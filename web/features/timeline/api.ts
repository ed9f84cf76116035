// HTTP calls of the timeline (types from the shared contract).
import type { VersionEntry } from "@contract/versions.ts";
import { getJsonUrl, withQuery } from "@web/lib/api.ts";

export interface VersionFilters {
  conceptId?: string | null;
  changeType?: VersionEntry["changeType"] | null;
  documentId?: string | null;
}

/** `GET /api/versions?projectId=&conceptId=&changeType=&documentId=`: concept history, newest first. */
export function fetchVersions(projectId: string | null, filters: VersionFilters = {}): Promise<VersionEntry[]> {
  return getJsonUrl<VersionEntry[]>(
    withQuery("/api/versions", {
      projectId,
      conceptId: filters.conceptId,
      changeType: filters.changeType,
      documentId: filters.documentId,
    }),
  );
}
