// TanStack Query hook of answers.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSelectedProjectId } from "@web/features/projects/selected-project.ts";
import { streamAnswer } from "./answer-api.ts";
import { searchKeys } from "./keys.ts";

/**
 * The answer to `question` (null or empty: none) in the selected project, cached per question and scope like the
 * results. While it streams, each checked sentence is written into the cache, so the panel shows it at once; the
 * complete answer replaces them. Like the results it is asked again whenever the page shows it again.
 */
export function useAnswer(question: string | null) {
  const projectId = useSelectedProjectId();
  const client = useQueryClient();
  const text = question ?? "";
  const key = searchKeys.answer(text, projectId);
  return useQuery({
    queryKey: key,
    queryFn: () => streamAnswer(text, projectId, (state) => client.setQueryData(key, state)),
    enabled: text.length > 0,
    staleTime: 0,
  });
}
