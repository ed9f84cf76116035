// Query keys of the knowledge graph (`GET /api/graph`), per project scope.
export const graphKeys = {
  all: ["graph"] as const,
  scope: (projectId: string | null) => [...graphKeys.all, { projectId }] as const,
};
