// Query keys of the concept timeline (`GET /api/versions`), per project scope and, when filtered, per filter.
import type { VersionFilters } from "./api.ts";

export const versionKeys = {
  all: ["versions"] as const,
  scope: (projectId: string | null, filters: VersionFilters = {}) => {
    const { conceptId = null, changeType = null, documentId = null } = filters;
    return conceptId || changeType || documentId
      ? ([...versionKeys.all, { projectId }, { conceptId, changeType, documentId }] as const)
      : ([...versionKeys.all, { projectId }] as const);
  },
};
