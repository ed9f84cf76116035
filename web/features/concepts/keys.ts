// Query keys of concepts: one concept's passages (per document), the concepts page's list (per project scope and
// what it shows), the probable duplicates (per scope) and the user's changes. All live under `conceptKeys.all`, so a
// merge, split, rename or undo reloads every one of them at once.
import type { ConceptListParams } from "./api.ts";

export const conceptKeys = {
  all: ["concepts"] as const,
  detail: (id: string) => [...conceptKeys.all, "detail", id] as const,
  passages: (id: string, documentId: string | null) => [...conceptKeys.all, "passages", id, { documentId }] as const,
  lists: () => [...conceptKeys.all, "list"] as const,
  list: (params: ConceptListParams) => {
    const { query = "", projectId = null, sort = "mentions", limit = null, offset = 0 } = params;
    return [...conceptKeys.lists(), { query: query.trim(), projectId, sort, limit, offset }] as const;
  },
  suggestionLists: () => [...conceptKeys.all, "suggestions"] as const,
  suggestions: (projectId: string | null) => [...conceptKeys.suggestionLists(), { projectId }] as const,
  changes: () => [...conceptKeys.all, "changes"] as const,
};
