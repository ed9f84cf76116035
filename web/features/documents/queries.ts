// TanStack Query hooks of the documents area.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSelectedProjectId } from "@web/features/projects/selected-project.ts";
import { readableError } from "@web/lib/api.ts";
import { toast } from "@web/lib/toast.ts";
import { deleteDocument, fetchDocument, fetchDocuments } from "./api.ts";
import { refreshKnowledgeCaches, removeDocumentFromLists } from "./cache.ts";
import { documentKeys } from "./keys.ts";

/** The selected project's documents (all of them for All Documents), newest first. */
export function useDocuments() {
  const projectId = useSelectedProjectId();
  return useQuery({ queryKey: documentKeys.list(projectId), queryFn: () => fetchDocuments(projectId) });
}

/** One document with its whole content and its concepts. */
export function useDocument(id: string) {
  return useQuery({ queryKey: documentKeys.detail(id), queryFn: () => fetchDocument(id) });
}

/**
 * Deletes a document (SPEC section 8): 'Document deleted' / '"{title}" has been removed.', or 'Error' with the
 * server's message (else 'Failed to delete document'). On success the documents, graph and stats caches (and the
 * other project-scoped views, whose concepts may have gone with it) refresh.
 */
export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (document: { id: string; title: string }) => deleteDocument(document.id),
    onSuccess: (result, document) => {
      removeDocumentFromLists(client, document.id);
      client.removeQueries({ queryKey: documentKeys.detail(document.id), exact: true });
      refreshKnowledgeCaches(client);
      toast({ title: "Document deleted", description: `"${result?.title || document.title}" has been removed.` });
    },
    onError: (error) => {
      toast({ title: "Error", description: readableError(error, "Failed to delete document"), variant: "destructive" });
    },
  });
}
