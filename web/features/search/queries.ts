// TanStack Query hook of search.
import { useQuery } from "@tanstack/react-query";
import { useSelectedProjectId } from "@web/features/projects/selected-project.ts";
import { readableError } from "@web/lib/api.ts";
import { toast } from "@web/lib/toast.ts";
import { searchKnowledge } from "./api.ts";
import { searchKeys } from "./keys.ts";

/**
 * The results for `query` (already trimmed; null or empty: no search) in the selected project. A query rather than
 * a mutation, so results are cached per question: going back to `/search?q=...` shows them at once. They are
 * refetched whenever the page shows them again (`staleTime: 0`), because uploads and deletions change the answer
 * and are not tied to this cache. A failure shows 'Search failed' with the error's message, once per request
 * (toasting here rather than in an effect, so a remount never repeats an old failure).
 */
export function useSearchResults(query: string | null) {
  const projectId = useSelectedProjectId();
  const question = query ?? "";
  return useQuery({
    queryKey: searchKeys.results(question, projectId),
    queryFn: async () => {
      try {
        return await searchKnowledge(question, projectId);
      } catch (error) {
        toast({ title: "Search failed", description: readableError(error, "Search failed"), variant: "destructive" });
        throw error;
      }
    },
    enabled: question.length > 0,
    staleTime: 0,
  });
}
