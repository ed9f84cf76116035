// Query keys of search. Results are per query and project scope, so switching projects (or asking again after
// a change of scope) never shows another scope's answers.
export const searchKeys = {
  all: ["search"] as const,
  results: (query: string, projectId: string | null) => [...searchKeys.all, "results", { query, projectId }] as const,
  answer: (question: string, projectId: string | null) =>
    [...searchKeys.all, "answer", { question, projectId }] as const,
};
