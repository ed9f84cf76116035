// HTTP calls of the concepts area (types from the shared contract).
import type { Passage } from "@contract/concepts.ts";
import { apiUrl, getJsonUrl, withQuery } from "@web/lib/api.ts";

export const conceptPaths = { concepts: "/api/concepts" } as const;

/** `GET /api/concepts/{id}/passages?documentId=&limit=`: where a concept occurs, with the mention's position. */
export function fetchPassages(
  conceptId: string,
  options: { documentId?: string | null; limit?: number } = {},
): Promise<Passage[]> {
  return getJsonUrl<Passage[]>(
    withQuery(`${apiUrl(conceptPaths.concepts, conceptId)}/passages`, {
      documentId: options.documentId,
      limit: options.limit,
    }),
  );
}
