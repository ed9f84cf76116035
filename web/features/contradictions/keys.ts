// Query keys of the contradictions review (`GET /api/contradictions`), per project scope. One list per scope holds
// every status (the page splits unresolved from resolved), so resolving one never needs a refetch to move it.
export const contradictionKeys = {
  all: ["contradictions"] as const,
  scope: (projectId: string | null) => [...contradictionKeys.all, { projectId }] as const,
};
