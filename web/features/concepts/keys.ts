// Query keys of concepts (`GET /api/concepts/{id}` and its passages). Passages are per document.
export const conceptKeys = {
  all: ["concepts"] as const,
  detail: (id: string) => [...conceptKeys.all, "detail", id] as const,
  passages: (id: string, documentId: string | null) => [...conceptKeys.all, "passages", id, { documentId }] as const,
};
