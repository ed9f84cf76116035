// Query keys of the knowledge graph (`GET /api/graph`), per project scope, and of the concept panel. All live under
// `graphKeys.all`, so a document processed or deleted (which invalidates it) refreshes the panel too.
export const graphKeys = {
  all: ["graph"] as const,
  scope: (projectId: string | null) => [...graphKeys.all, { projectId }] as const,
  concept: (id: string) => [...graphKeys.all, "concept", id] as const,
  passages: (id: string, limit: number) => [...graphKeys.all, "concept", id, "passages", { limit }] as const,
};
