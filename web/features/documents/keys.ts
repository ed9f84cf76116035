// Query keys of the documents area. Lists are per project scope (null: All Documents), so a key factory
// lets the selected-project switch invalidate every list at once through `documentKeys.all`.
export const documentKeys = {
  all: ["documents"] as const,
  lists: () => [...documentKeys.all, "list"] as const,
  list: (projectId: string | null) => [...documentKeys.lists(), { projectId }] as const,
  details: () => [...documentKeys.all, "detail"] as const,
  detail: (id: string) => [...documentKeys.details(), id] as const,
  reading: () => [...documentKeys.all, "reading"] as const,
};
