// HTTP call of search. Types come from the shared contract (type-only imports: no zod in the bundle).
import type { SearchRequest, SearchResponse } from "@contract/search.ts";
import { sendJson } from "@web/lib/api.ts";

export const searchPaths = { search: "/api/search" } as const;

/** `POST /api/search`: documents (one per document, from its best passage) and concepts, best first. */
export function searchKnowledge(query: string, projectId: string | null): Promise<SearchResponse> {
  const body: SearchRequest = { query, projectId };
  return sendJson<SearchResponse>("POST", searchPaths.search, body);
}
