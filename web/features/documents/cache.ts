// Writes to the documents caches without a round trip: a new document goes to the top of the lists it belongs
// in, a live state is copied into every list and the detail, a deleted document leaves them.
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { Document, DocumentDetail, DocumentState } from "@contract/documents.ts";
import { projectScopedKeys } from "@web/features/projects/scoped-keys.ts";
import { documentKeys } from "./keys.ts";
import { isInProgress } from "./status.ts";

/** The project scope of a list key (`["documents", "list", {projectId}]`). */
function listScope(key: QueryKey): string | null | undefined {
  const scope = key[2];
  return scope && typeof scope === "object" && "projectId" in scope ? (scope.projectId as string | null) : undefined;
}

/** Puts a newly created document at the top of the cached lists that show it (All Documents and its project). */
export function addDocumentToLists(client: QueryClient, document: Document): void {
  addDocumentsToLists(client, [document]);
}

/**
 * Puts new documents (oldest first) at the top of the cached lists that show them, newest on top: one cache write
 * per list for a whole batch of uploads.
 */
export function addDocumentsToLists(client: QueryClient, documents: readonly Document[]): void {
  if (documents.length === 0) return;
  for (const [key, list] of client.getQueriesData<Document[]>({ queryKey: documentKeys.lists() })) {
    if (!list) continue;
    const scope = listScope(key);
    const present = new Set(list.map((d) => d.id));
    const added = documents.filter((d) => (scope === null || scope === d.projectId) && !present.has(d.id));
    if (added.length > 0) client.setQueryData<Document[]>(key, [...added.reverse(), ...list]);
  }
}

/** Copies a live state into every cached copy of that document. */
export function applyDocumentState(client: QueryClient, state: DocumentState): void {
  applyDocumentStates(client, [state]);
}

/** Copies live states into every cached copy of their documents: one pass per list, however many states. */
export function applyDocumentStates(client: QueryClient, states: readonly DocumentState[]): void {
  if (states.length === 0) return;
  const patches = new Map(
    states.map(({ id, status, progress, warning, error }) => [id, { status, progress, warning, error }]),
  );
  client.setQueriesData<Document[]>({ queryKey: documentKeys.lists() }, (list) =>
    list?.some((d) => patches.has(d.id))
      ? list.map((d) => (patches.has(d.id) ? { ...d, ...patches.get(d.id) } : d))
      : list,
  );
  for (const [id, patch] of patches) {
    client.setQueryData<DocumentDetail>(documentKeys.detail(id), (detail) =>
      detail ? { ...detail, ...patch } : detail,
    );
  }
}

/** Takes a document out of the cached lists. */
export function removeDocumentFromLists(client: QueryClient, id: string): void {
  client.setQueriesData<Document[]>({ queryKey: documentKeys.lists() }, (list) =>
    list?.some((d) => d.id === id) ? list.filter((d) => d.id !== id) : list,
  );
}

/** Ids of the cached documents (lists and details) that are still queued or processing. */
export function inProgressDocumentIds(client: QueryClient): string[] {
  const ids = new Set<string>();
  for (const query of client.getQueryCache().findAll({ queryKey: documentKeys.all })) {
    const data = query.state.data;
    const documents = Array.isArray(data)
      ? (data as Document[])
      : data && typeof data === "object" && "status" in data
        ? [data as Document]
        : [];
    for (const d of documents) if (isInProgress(d.status)) ids.add(d.id);
  }
  return [...ids];
}

/**
 * Everything a new, finished or deleted document changes: document lists and details, the counts, the graph and
 * the other project-scoped views. Only the caches on screen refetch now; the others reload when next shown.
 */
export function refreshKnowledgeCaches(client: QueryClient): void {
  for (const queryKey of projectScopedKeys) void client.invalidateQueries({ queryKey });
}
