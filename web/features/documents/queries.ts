// TanStack Query hooks of the documents area.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSelectedProjectId } from "@web/features/projects/selected-project.ts";
import { readableError } from "@web/lib/api.ts";
import { toast } from "@web/lib/toast.ts";
import {
  deleteDocument,
  fetchDocument,
  fetchDocuments,
  fetchReadingProgress,
  renameDocument,
  rereadDocument,
  rereadDocuments,
} from "./api.ts";
import { applyDocumentState, refreshKnowledgeCaches, removeDocumentFromLists } from "./cache.ts";
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
 * Deletes a document (PRODUCT.md section 8): 'Document deleted' / '"{title}" has been removed.', or 'Error' with the
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

/** Renames a document ('Document renamed'); the lists, the detail and every view naming it refresh. */
export function useRenameDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => renameDocument(id, title),
    onSuccess: (document) => {
      refreshKnowledgeCaches(client);
      toast({ title: "Document renamed", description: `It is now called "${document.title}".` });
    },
    onError: (error) => {
      toast({ title: "Error", description: readableError(error, "Failed to rename document"), variant: "destructive" });
    },
  });
}

/** How far the user's documents are in being read; polled while some are queued or being read. */
export function useReadingProgress() {
  return useQuery({
    queryKey: documentKeys.reading(),
    queryFn: fetchReadingProgress,
    refetchInterval: (query) => ((query.state.data?.inWork ?? 0) > 0 ? 2000 : false),
  });
}

/** Queues every document to be read again; the documents' live states follow as for uploads. */
export function useRereadDocuments() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rereadDocuments,
    onSuccess: ({ queued }) => {
      // The lists refetch with the documents queued; the live status follows them from there.
      refreshKnowledgeCaches(client);
      toast({
        title: queued > 0 ? "Reading your documents again" : "Nothing to read again",
        description:
          queued > 0
            ? `${queued} ${queued === 1 ? "document is" : "documents are"} queued. You can keep working meanwhile.`
            : "Documents still being read finish first.",
      });
    },
    onError: (error) => {
      toast({
        title: "Error",
        description: readableError(error, "Failed to start reading your documents again"),
        variant: "destructive",
      });
    },
  });
}

/**
 * Reads one document again, when its user asks (a failed document is never read again by itself): it shows `queued`
 * at once, and the live status follows it from there.
 */
export function useRereadDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (document: { id: string; title: string }) => rereadDocument(document.id),
    onSuccess: (_result, document) => {
      applyDocumentState(client, { id: document.id, status: "queued", progress: 0, warning: null, error: null });
      void client.invalidateQueries({ queryKey: documentKeys.reading() });
      toast({ title: "Reading the document again", description: `"${document.title}" is queued.` });
    },
    onError: (error) => {
      toast({
        title: "Error",
        description: readableError(error, "Failed to read the document again"),
        variant: "destructive",
      });
    },
  });
}
