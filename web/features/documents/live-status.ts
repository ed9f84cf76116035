// Live processing status (issue 4): while any cached document (a list or a detail) is queued or processing, or an
// upload of this tab is not finished, one EventSource follows them on `GET /api/documents/events?ids=`. Each
// `state` is copied into the caches; a document that finishes refreshes the knowledge caches (its concepts, the
// counts, the graph); `gone` drops it; `done` closes the stream. Nothing in work: no stream at all.
import { useEffect } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { DocumentState } from "@contract/documents.ts";
import { documentEventsUrl } from "./api.ts";
import { applyDocumentState, inProgressDocumentIds, refreshKnowledgeCaches, removeDocumentFromLists } from "./cache.ts";
import { documentKeys } from "./keys.ts";
import { isSettled } from "./status.ts";

export type DocumentEvent = { type: "state"; state: DocumentState } | { type: "gone"; id: string };

/** The server accepts up to 100 ids per stream; the rest follow when it ends. */
const maxIdsPerStream = 100;
const firstRetryMs = 2000;
const maxRetryMs = 60_000;

const followed = new Set<string>();
const followListeners = new Set<() => void>();
const eventListeners = new Set<(event: DocumentEvent) => void>();

/** Follows these documents until they are ready or failed, even if no cached view shows them (a fresh upload). */
export function followDocuments(ids: readonly string[]): void {
  for (const id of ids) followed.add(id);
  for (const listener of followListeners) listener();
}

/** Forgets every followed document (tests). */
export function resetFollowedDocuments(): void {
  followed.clear();
}

/** Calls `listener` with every state and `gone` the live stream receives. Returns the unsubscribe function. */
export function onDocumentEvent(listener: (event: DocumentEvent) => void): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

function emit(event: DocumentEvent): void {
  for (const listener of eventListeners) listener(event);
}

export interface LiveStatusOptions {
  createEventSource?: (url: string) => EventSource;
  /**
   * While a stream is open, documents to add reopen it at most this often: a batch of a hundred uploads then
   * reopens it a few times, not once per file. Default 1500 ms.
   */
  minReopenMs?: number;
}

/** Starts following; returns the function that stops (closes the stream, drops the subscriptions). */
export function startLiveStatus(client: QueryClient, options: LiveStatusOptions = {}): () => void {
  const create = options.createEventSource ?? ((url: string) => new EventSource(url, { withCredentials: true }));
  const minReopenMs = options.minReopenMs ?? 1500;
  let source: EventSource | null = null;
  let openedAt = 0;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let openIds = new Set<string>();
  let settledInStream = new Set<string>();
  let syncTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = firstRetryMs;
  let stopped = false;

  const close = () => {
    source?.close();
    source = null;
    openIds = new Set();
  };

  // Several documents finishing together refresh the caches once.
  const scheduleRefresh = () => {
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(() => refreshKnowledgeCaches(client), 50);
  };

  const onState = (state: DocumentState) => {
    applyDocumentState(client, state);
    if (isSettled(state)) {
      followed.delete(state.id);
      if (!settledInStream.has(state.id)) {
        settledInStream.add(state.id);
        scheduleRefresh();
      }
    }
    emit({ type: "state", state });
  };

  const onGone = (id: string) => {
    followed.delete(id);
    removeDocumentFromLists(client, id);
    void client.invalidateQueries({ queryKey: documentKeys.detail(id) });
    scheduleRefresh();
    emit({ type: "gone", id });
  };

  const open = (ids: string[]) => {
    close();
    openIds = new Set(ids);
    settledInStream = new Set();
    openedAt = Date.now();
    const stream = create(documentEventsUrl(ids));
    source = stream;
    stream.addEventListener("open", () => {
      retryMs = firstRetryMs;
    });
    stream.addEventListener("state", (event) => {
      const state = parse<DocumentState>(event);
      if (state) onState(state);
    });
    stream.addEventListener("gone", (event) => {
      const gone = parse<{ id: string }>(event);
      if (gone) onGone(gone.id);
    });
    stream.addEventListener("done", () => {
      if (source !== stream) return;
      close();
      scheduleSync();
    });
    stream.addEventListener("error", () => {
      // While CONNECTING the browser reconnects by itself; CLOSED means it gave up (an error status): try later.
      if (source !== stream || stream.readyState !== 2) return;
      close();
      clearTimeout(retryTimer);
      retryTimer = setTimeout(sync, retryMs);
      retryMs = Math.min(retryMs * 2, maxRetryMs);
    });
  };

  const sync = () => {
    if (stopped) return;
    const wanted = new Set([...inProgressDocumentIds(client), ...followed]);
    if (wanted.size === 0) {
      close();
      return;
    }
    if (source && [...wanted].every((id) => openIds.has(id))) return;
    const wait = source ? openedAt + minReopenMs - Date.now() : 0;
    if (wait > 0) {
      if (reopenTimer === undefined) {
        reopenTimer = setTimeout(() => {
          reopenTimer = undefined;
          sync();
        }, wait);
      }
      return;
    }
    open([...wanted].slice(0, maxIdsPerStream));
  };

  const scheduleSync = () => {
    if (syncTimer !== undefined || stopped) return;
    syncTimer = setTimeout(() => {
      syncTimer = undefined;
      sync();
    }, 0);
  };

  const unsubscribeCache = client.getQueryCache().subscribe(scheduleSync);
  followListeners.add(scheduleSync);
  sync();

  return () => {
    stopped = true;
    unsubscribeCache();
    followListeners.delete(scheduleSync);
    clearTimeout(syncTimer);
    clearTimeout(retryTimer);
    clearTimeout(refreshTimer);
    clearTimeout(reopenTimer);
    close();
  };
}

function parse<T>(event: Event): T | null {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as T;
  } catch {
    return null;
  }
}

/** Mount once (the app shell): keeps every cached document's status live while anything is in work. */
export function useDocumentLiveStatus(): void {
  const client = useQueryClient();
  useEffect(() => startLiveStatus(client), [client]);
}
