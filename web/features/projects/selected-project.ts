// The selected project (PRODUCT.md sections 3 and 4): null means "All Documents". Kept in localStorage under
// `selectedProjectId` (removed for All Documents) and shared by every component through a tiny store, so the
// sidebar, the header and (later) each data hook agree without a provider.
import { useCallback, useSyncExternalStore } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { selectedProjectStorageKey } from "@web/lib/constants.ts";
import { projectScopedKeys } from "./scoped-keys.ts";

const listeners = new Set<() => void>();

function readStored(): string | null {
  try {
    return localStorage.getItem(selectedProjectStorageKey) || null;
  } catch {
    return null;
  }
}

let selected: string | null = null;
let loaded = false;

/** The selected project id, or null for All Documents. */
export function getSelectedProjectId(): string | null {
  if (!loaded) {
    selected = readStored();
    loaded = true;
  }
  return selected;
}

/** Stores the selection (without touching caches; use `useSelectProject` in components). */
export function setSelectedProjectId(id: string | null): void {
  selected = id;
  loaded = true;
  try {
    if (id === null) localStorage.removeItem(selectedProjectStorageKey);
    else localStorage.setItem(selectedProjectStorageKey, id);
  } catch {
    // Storage unavailable: the selection lasts for this page only.
  }
  for (const listener of listeners) listener();
}

/** Forgets the in-memory copy so the next read comes from storage (tests, and changes made in other tabs). */
export function reloadSelectedProjectId(): void {
  loaded = false;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === selectedProjectStorageKey || event.key === null) reloadSelectedProjectId();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useSelectedProjectId(): string | null {
  return useSyncExternalStore(subscribe, getSelectedProjectId, () => null);
}

/**
 * Returns `select(id | null)`: on a change it stores the selection and invalidates every project-scoped cache
 * (documents, graph, stats, ...) so the views reload for the new scope. Choosing the current one does nothing.
 */
export function useSelectProject(): (id: string | null) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (id: string | null) => {
      if (id === getSelectedProjectId()) return;
      setSelectedProjectId(id);
      for (const queryKey of projectScopedKeys) void queryClient.invalidateQueries({ queryKey });
    },
    [queryClient],
  );
}
