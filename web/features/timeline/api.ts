// HTTP calls of the timeline (types from the shared contract).
import type { VersionEntry } from "@contract/versions.ts";
import { getJsonUrl, withQuery } from "@web/lib/api.ts";

/** `GET /api/versions?projectId=&conceptId=`: concept history, newest first. */
export function fetchVersions(projectId: string | null, conceptId?: string | null): Promise<VersionEntry[]> {
  return getJsonUrl<VersionEntry[]>(withQuery("/api/versions", { projectId, conceptId }));
}
