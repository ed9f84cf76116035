// Query keys of the contradictions review (`GET /api/contradictions`), per project scope.
export const contradictionKeys = {
  all: ["contradictions"] as const,
  scope: (projectId: string | null) => [...contradictionKeys.all, { projectId }] as const,
};
