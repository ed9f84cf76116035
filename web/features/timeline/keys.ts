// Query keys of the concept timeline (`GET /api/versions`), per project scope and, when filtered, per concept.
export const versionKeys = {
  all: ["versions"] as const,
  scope: (projectId: string | null, conceptId?: string | null) =>
    conceptId ? ([...versionKeys.all, { projectId }, { conceptId }] as const) : ([...versionKeys.all, { projectId }] as const),
};
