import { useQuery } from "@tanstack/react-query";
import { fetchPassages } from "./api.ts";
import { conceptKeys } from "./keys.ts";

/** Passages shown per concept on the document page. */
export const passageLimit = 20;

/** The passages of a concept in one document; fetched only once `enabled` (the concept is expanded). */
export function usePassages(conceptId: string, documentId: string, enabled: boolean) {
  return useQuery({
    queryKey: conceptKeys.passages(conceptId, documentId),
    queryFn: () => fetchPassages(conceptId, { documentId, limit: passageLimit }),
    enabled,
  });
}
