// Query keys of graph analytics (`GET /api/analytics`), per project scope.
export const analyticsKeys = {
  all: ["analytics"] as const,
  scope: (projectId: string | null) => [...analyticsKeys.all, { projectId }] as const,
};
