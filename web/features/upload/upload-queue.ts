// The files being uploaded in this tab: chosen or dropped files start at once, three at a time, and a batch (the
// files added while others are still going) is summed up as one progress: done/total, failed, bytes, time left.
// The queue lives outside React, so leaving the page does not stop an upload, and Home and the Upload page show
// the same one. Views are told of changes at most every 100 ms, and saved documents reach the cached lists in
// groups, so a batch of hundreds of files stays smooth.
import { useSyncExternalStore } from "react";
import type { QueryClient } from "@tanstack/react-query";
import type { Document } from "@contract/documents.ts";
import { uploadDocumentFile, UploadError } from "@web/features/documents/api.ts";
import { addDocumentsToLists } from "@web/features/documents/cache.ts";
import { fileKey } from "./files.ts";
import type { UploadOrigin } from "./notices.ts";

export type UploadItemState = "waiting" | "uploading" | "saved" | "failed";

export interface UploadItem {
  readonly key: string;
  readonly file: File;
  readonly projectId: string | null;
  readonly state: UploadItemState;
  /** Bytes of the file sent so far. */
  readonly loaded: number;
  readonly document: Document | null;
  readonly error: unknown;
}

export interface BatchSummary {
  total: number;
  saved: number;
  failed: number;
  uploading: number;
  waiting: number;
  bytesTotal: number;
  bytesSent: number;
  /**
   * Files done, counting a file in flight by the share of it sent (at most 0.9: the server still has to answer),
   * 0 to 100. By files rather than bytes: three large PDFs would otherwise fill the bar while none is saved.
   */
  percent: number;
  /** Estimated seconds until the batch is sent, once there is enough to go on. */
  secondsLeft: number | null;
  running: boolean;
}

export interface UploadSnapshot {
  /** Files waiting, being sent, or failed (saved ones leave the list when their batch ends). */
  items: readonly UploadItem[];
  batch: BatchSummary | null;
}

export interface SettledBatch {
  saved: Document[];
  failed: Array<{ file: File; error: unknown }>;
  /** How many files the batch had. */
  total: number;
  /** Where the batch was started (which toasts it gets). */
  origin: UploadOrigin;
}

export interface UploadQueueOptions {
  upload?: typeof uploadDocumentFile;
  concurrency?: number;
  now?: () => number;
}

const notifyEveryMs = 100;
const flushSavedEveryMs = 500;

export class UploadQueue {
  private items: UploadItem[] = [];
  private batchKeys = new Set<string>();
  private batchStartedAt = 0;
  private running = 0;
  private pausedUntil = 0;
  private resumeTimer: ReturnType<typeof setTimeout> | undefined;
  private client: QueryClient | null = null;
  private origin: UploadOrigin = "upload";
  private unsaved: Document[] = [];
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private notifyTimer: ReturnType<typeof setTimeout> | undefined;
  private snapshot: UploadSnapshot = { items: [], batch: null };
  private readonly listeners = new Set<() => void>();
  private readonly settledListeners = new Set<(batch: SettledBatch) => void>();
  private readonly upload: typeof uploadDocumentFile;
  private readonly concurrency: number;
  private readonly now: () => number;

  constructor(options: UploadQueueOptions = {}) {
    this.upload = options.upload ?? uploadDocumentFile;
    this.concurrency = options.concurrency ?? 3;
    this.now = options.now ?? (() => Date.now());
  }

  /** Queues files (a file already waiting, going or failed is not added twice) and starts sending them. */
  add(
    files: readonly File[],
    options: { projectId: string | null; client: QueryClient; origin: UploadOrigin },
  ): number {
    this.client = options.client;
    const present = new Set(this.items.filter((i) => i.state !== "saved").map((i) => i.key));
    const added: UploadItem[] = [];
    for (const file of files) {
      const key = fileKey(file);
      if (present.has(key)) continue;
      present.add(key);
      added.push({ key, file, projectId: options.projectId, state: "waiting", loaded: 0, document: null, error: null });
    }
    if (added.length === 0) return 0;
    if (!this.isRunning()) this.startBatch(options.origin);
    this.items = [...this.items, ...added];
    for (const item of added) this.batchKeys.add(item.key);
    this.pump();
    this.changed(true);
    return added.length;
  }

  /** Sends the failed files again, as a new batch when nothing is going. */
  retryFailed(origin: UploadOrigin): void {
    const failed = this.items.filter((i) => i.state === "failed");
    if (failed.length === 0) return;
    if (!this.isRunning()) this.startBatch(origin);
    for (const item of failed) this.batchKeys.add(item.key);
    this.items = this.items.map((i) => (i.state === "failed" ? { ...i, state: "waiting", loaded: 0, error: null } : i));
    this.pump();
    this.changed(true);
  }

  /** Takes a waiting or failed file out of the list. */
  remove(key: string): void {
    const item = this.items.find((i) => i.key === key);
    if (!item || item.state === "uploading" || item.state === "saved") return;
    this.items = this.items.filter((i) => i !== item);
    this.batchKeys.delete(key);
    this.finishIfDone();
    this.changed(true);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): UploadSnapshot => this.snapshot;

  /** Calls `listener` each time a batch has been sent (every file saved or failed). */
  onBatchSettled(listener: (batch: SettledBatch) => void): () => void {
    this.settledListeners.add(listener);
    return () => this.settledListeners.delete(listener);
  }

  /** Forgets everything (tests). */
  reset(): void {
    clearTimeout(this.flushTimer);
    clearTimeout(this.notifyTimer);
    clearTimeout(this.resumeTimer);
    this.items = [];
    this.batchKeys.clear();
    this.unsaved = [];
    this.running = 0;
    this.pausedUntil = 0;
    this.snapshot = { items: [], batch: null };
  }

  private isRunning(): boolean {
    return this.items.some((i) => this.batchKeys.has(i.key) && (i.state === "waiting" || i.state === "uploading"));
  }

  private startBatch(origin: UploadOrigin): void {
    this.origin = origin;
    this.batchKeys = new Set();
    this.batchStartedAt = this.now();
    // Saved files of the previous batch leave the list now that a new one starts.
    this.items = this.items.filter((i) => i.state !== "saved");
  }

  private update(key: string, patch: Partial<UploadItem>): void {
    this.items = this.items.map((i) => (i.key === key ? { ...i, ...patch } : i));
  }

  private pump(): void {
    const wait = this.pausedUntil - this.now();
    if (wait > 0) {
      clearTimeout(this.resumeTimer);
      this.resumeTimer = setTimeout(() => this.pump(), wait);
      return;
    }
    while (this.running < this.concurrency) {
      const next = this.items.find((i) => i.state === "waiting");
      if (!next) return;
      this.running += 1;
      this.update(next.key, { state: "uploading", loaded: 0 });
      void this.send(next);
    }
  }

  private async send(item: UploadItem): Promise<void> {
    try {
      const document = await this.upload(item.file, {
        projectId: item.projectId,
        // The request is a little larger than the file (multipart headers): count its share of the file.
        onProgress: ({ loaded, total }) => {
          this.update(item.key, {
            loaded: Math.min(item.file.size, total > 0 ? (loaded / total) * item.file.size : 0),
          });
          this.changed(false);
        },
      });
      this.update(item.key, { state: "saved", loaded: item.file.size, document });
      this.unsaved.push(document);
      this.scheduleFlush();
    } catch (error) {
      if (error instanceof UploadError && error.status === 429) {
        // The upload rate limit: wait the time the server names (or 10 s), then carry on with this file.
        this.pausedUntil = this.now() + (error.retryAfterMs ?? 10_000);
        this.update(item.key, { state: "waiting", loaded: 0 });
      } else {
        this.update(item.key, { state: "failed", error });
      }
    } finally {
      this.running -= 1;
    }
    this.pump();
    this.finishIfDone();
    this.changed(true);
  }

  private scheduleFlush(): void {
    if (this.flushTimer !== undefined) return;
    this.flushTimer = setTimeout(() => this.flushSaved(), flushSavedEveryMs);
  }

  private flushSaved(): void {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    if (this.client && this.unsaved.length > 0) addDocumentsToLists(this.client, this.unsaved);
    this.unsaved = [];
  }

  private finishIfDone(): void {
    if (this.batchKeys.size === 0 || this.isRunning()) return;
    this.flushSaved();
    const batch = this.items.filter((i) => this.batchKeys.has(i.key));
    const settled: SettledBatch = {
      saved: batch.filter((i) => i.state === "saved").map((i) => i.document!),
      failed: batch.filter((i) => i.state === "failed").map((i) => ({ file: i.file, error: i.error })),
      total: batch.length,
      origin: this.origin,
    };
    this.summary = summarise(batch, this.batchStartedAt, this.now(), false);
    this.batchKeys = new Set();
    this.items = this.items.filter((i) => i.state !== "saved");
    for (const listener of this.settledListeners) listener(settled);
  }

  /** The finished batch's summary, kept on show until the next one starts. */
  private summary: BatchSummary | null = null;

  private changed(urgent: boolean): void {
    if (urgent) {
      clearTimeout(this.notifyTimer);
      this.notifyTimer = undefined;
      this.notify();
      return;
    }
    if (this.notifyTimer !== undefined) return;
    this.notifyTimer = setTimeout(() => {
      this.notifyTimer = undefined;
      this.notify();
    }, notifyEveryMs);
  }

  private notify(): void {
    const batch = this.items.filter((i) => this.batchKeys.has(i.key));
    if (batch.length > 0) this.summary = summarise(batch, this.batchStartedAt, this.now(), true);
    this.snapshot = { items: this.items, batch: this.summary };
    for (const listener of this.listeners) listener();
  }
}

/** Counts, bytes and the time left of a batch. */
export function summarise(
  batch: readonly UploadItem[],
  startedAt: number,
  now: number,
  running: boolean,
): BatchSummary {
  const summary: BatchSummary = {
    total: batch.length,
    saved: 0,
    failed: 0,
    uploading: 0,
    waiting: 0,
    bytesTotal: 0,
    bytesSent: 0,
    percent: 0,
    secondsLeft: null,
    running,
  };
  let filesDone = 0;
  for (const item of batch) {
    summary[item.state] += 1;
    summary.bytesTotal += item.file.size;
    summary.bytesSent += item.state === "saved" || item.state === "failed" ? item.file.size : item.loaded;
    if (item.state === "saved" || item.state === "failed") filesDone += 1;
    else if (item.state === "uploading" && item.file.size > 0) filesDone += 0.9 * (item.loaded / item.file.size);
  }
  summary.percent = batch.length > 0 ? Math.min(100, Math.round((filesDone / batch.length) * 100)) : 0;
  summary.secondsLeft = running ? timeLeft(summary, now - startedAt) : null;
  return summary;
}

/**
 * Seconds left: the larger of two estimates, by bytes (large PDFs) and by files (small notes, where each request's
 * own time dominates). None in the first 1.5 s or before anything was sent.
 */
export function timeLeft(
  summary: Pick<BatchSummary, "total" | "saved" | "failed" | "bytesTotal" | "bytesSent">,
  elapsedMs: number,
): number | null {
  if (elapsedMs < 1500 || summary.bytesSent <= 0) return null;
  const byBytes = ((summary.bytesTotal - summary.bytesSent) / summary.bytesSent) * elapsedMs;
  const done = summary.saved + summary.failed;
  const byFiles = done > 0 ? ((summary.total - done) / done) * elapsedMs : 0;
  return Math.max(0, Math.round(Math.max(byBytes, byFiles) / 1000));
}

/** "about 2 min left", "about 40 s left", "a few seconds left". */
export function formatTimeLeft(seconds: number): string {
  if (seconds < 10) return "a few seconds left";
  if (seconds < 90) return `about ${Math.round(seconds / 10) * 10} s left`;
  return `about ${Math.round(seconds / 60)} min left`;
}

/** This tab's uploads. */
export const uploadQueue = new UploadQueue();

export function useUploadQueue(queue: UploadQueue = uploadQueue): UploadSnapshot {
  return useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
}
