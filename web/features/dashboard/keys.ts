// Query keys of the home dashboard's counts (`GET /api/stats`), per project scope.
export const statsKeys = {
  all: ["stats"] as const,
  scope: (projectId: string | null) => [...statsKeys.all, { projectId }] as const,
};
