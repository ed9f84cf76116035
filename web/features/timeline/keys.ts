// Query keys of the concept timeline (`GET /api/versions`), per project scope.
export const versionKeys = {
  all: ["versions"] as const,
  scope: (projectId: string | null) => [...versionKeys.all, { projectId }] as const,
};
