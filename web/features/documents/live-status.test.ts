import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Document, DocumentDetail } from "@contract/documents.ts";
import { statsKeys } from "@web/features/dashboard/keys.ts";
import { graphKeys } from "@web/features/graph/keys.ts";
import { createQueryClient } from "@web/lib/query-client.ts";
import { makeDetail, makeDocument } from "@web/testing/documents.ts";
import { FakeEventSource } from "@web/testing/event-source.ts";
import { documentKeys } from "./keys.ts";
import {
  followDocuments,
  onDocumentEvent,
  resetFollowedDocuments,
  startLiveStatus,
  type DocumentEvent,
} from "./live-status.ts";

let stop: (() => void) | undefined;

beforeEach(() => {
  FakeEventSource.instances = [];
  resetFollowedDocuments();
});

afterEach(() => {
  stop?.();
  stop = undefined;
});

function start() {
  const client = createQueryClient();
  return {
    client,
    begin: (minReopenMs = 0) =>
      (stop = startLiveStatus(client, {
        createEventSource: (url) => new FakeEventSource(url) as unknown as EventSource,
        minReopenMs,
      })),
  };
}

const openStreams = () => FakeEventSource.open();

describe("live document status", () => {
  it("opens no stream while nothing is in work", async () => {
    const { client, begin } = start();
    client.setQueryData(documentKeys.list(null), [
      makeDocument({ status: "ready" }),
      makeDocument({ status: "failed" }),
    ]);
    begin();
    await new Promise((r) => setTimeout(r, 10));
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it("follows queued and processing documents of lists and details in one stream", async () => {
    const { client, begin } = start();
    const queued = makeDocument({ status: "queued", progress: 0 });
    const ready = makeDocument();
    const processing = makeDetail({ status: "processing", progress: 30 });
    client.setQueryData(documentKeys.list(null), [queued, ready]);
    client.setQueryData(documentKeys.detail(processing.id), processing);
    begin();
    await vi.waitFor(() => expect(openStreams()).toHaveLength(1));
    expect(openStreams()[0]!.url).toMatch(/^\/api\/documents\/events\?ids=/);
    expect(openStreams()[0]!.ids.toSorted()).toEqual([queued.id, processing.id].toSorted());
  });

  it("copies each state into every cached copy, refreshes the knowledge caches when one is ready, closes on done", async () => {
    const { client, begin } = start();
    const doc = makeDocument({ status: "queued", progress: 0, projectId: null });
    client.setQueryData(documentKeys.list(null), [doc]);
    client.setQueryData<DocumentDetail>(documentKeys.detail(doc.id), {
      ...doc,
      concepts: [],
      blocks: [],
      pageStarts: null,
      tags: [],
    });
    client.setQueryData(statsKeys.scope(null), { documentCount: 1, conceptCount: 0, relationshipCount: 0 });
    client.setQueryData(graphKeys.scope(null), { nodes: [], edges: [] });
    const events: DocumentEvent[] = [];
    const unsubscribe = onDocumentEvent((e) => events.push(e));
    begin();
    await vi.waitFor(() => expect(openStreams()).toHaveLength(1));
    const stream = openStreams()[0]!;

    stream.emit("state", { id: doc.id, status: "processing", progress: 40, warning: null, error: null });
    expect(client.getQueryData<Document[]>(documentKeys.list(null))![0]).toMatchObject({
      status: "processing",
      progress: 40,
    });
    expect(client.getQueryData<DocumentDetail>(documentKeys.detail(doc.id))).toMatchObject({
      status: "processing",
      progress: 40,
    });
    expect(client.getQueryState(statsKeys.scope(null))?.isInvalidated).toBe(false);

    stream.emit("state", {
      id: doc.id,
      status: "ready",
      progress: 100,
      warning: "No text layer on page 2.",
      error: null,
    });
    expect(client.getQueryData<Document[]>(documentKeys.list(null))![0]).toMatchObject({
      status: "ready",
      warning: "No text layer on page 2.",
    });
    await vi.waitFor(() => expect(client.getQueryState(statsKeys.scope(null))?.isInvalidated).toBe(true));
    expect(client.getQueryState(graphKeys.scope(null))?.isInvalidated).toBe(true);

    stream.emit("done", {});
    expect(stream.closed).toBe(true);
    await new Promise((r) => setTimeout(r, 10));
    expect(openStreams()).toHaveLength(0);
    expect(events.map((e) => (e.type === "state" ? e.state.status : e.type))).toEqual(["processing", "ready"]);
    unsubscribe();
  });

  it("reopens with the new set when another document starts, and follows uploads no view shows", async () => {
    const { client, begin } = start();
    const first = makeDocument({ status: "queued" });
    client.setQueryData(documentKeys.list(null), [first]);
    begin();
    await vi.waitFor(() => expect(openStreams()).toHaveLength(1));
    const uploaded = makeDocument({ status: "queued" });
    followDocuments([uploaded.id]);
    await vi.waitFor(() => expect(openStreams()[0]?.ids).toContain(uploaded.id));
    expect(openStreams()).toHaveLength(1);
    expect(openStreams()[0]!.ids).toContain(first.id);
  });

  it("reopens at most once per interval while uploads keep adding documents", async () => {
    vi.useFakeTimers();
    try {
      const { client, begin } = start();
      client.setQueryData(documentKeys.list(null), [makeDocument({ status: "queued" })]);
      begin(1500);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeEventSource.instances).toHaveLength(1);
      const added = [1, 2, 3, 4, 5].map(() => makeDocument({ status: "queued" }));
      for (const doc of added) {
        followDocuments([doc.id]);
        await vi.advanceTimersByTimeAsync(100);
      }
      expect(FakeEventSource.instances).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1500);
      expect(FakeEventSource.instances).toHaveLength(2);
      expect(openStreams()[0]!.ids).toEqual(expect.arrayContaining(added.map((d) => d.id)));
    } finally {
      vi.useRealTimers();
    }
  });

  it("drops a document the server reports gone", async () => {
    const { client, begin } = start();
    const doc = makeDocument({ status: "processing", progress: 10 });
    client.setQueryData(documentKeys.list(null), [doc, makeDocument()]);
    begin();
    await vi.waitFor(() => expect(openStreams()).toHaveLength(1));
    openStreams()[0]!.emit("gone", { id: doc.id });
    expect(client.getQueryData<Document[]>(documentKeys.list(null))!.map((d) => d.id)).not.toContain(doc.id);
  });

  it("tries again later when the server refuses the stream", async () => {
    vi.useFakeTimers();
    try {
      const { client, begin } = start();
      client.setQueryData(documentKeys.list(null), [makeDocument({ status: "queued" })]);
      begin();
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeEventSource.instances).toHaveLength(1);
      FakeEventSource.instances[0]!.fail();
      expect(openStreams()).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(2100);
      expect(openStreams()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("closes the stream when stopped", async () => {
    const { client, begin } = start();
    client.setQueryData(documentKeys.list(null), [makeDocument({ status: "queued" })]);
    begin();
    await vi.waitFor(() => expect(openStreams()).toHaveLength(1));
    stop?.();
    stop = undefined;
    expect(openStreams()).toHaveLength(0);
  });
});
