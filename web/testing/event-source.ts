// A stand-in for the browser's EventSource: tests open streams through it and push server-sent events by hand.
import { vi } from "vitest";

export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  closed = false;

  constructor(url: string) {
    super();
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  /** The ids the stream was opened for. */
  get ids(): string[] {
    return (new URL(this.url, "http://localhost").searchParams.get("ids") ?? "").split(",").filter(Boolean);
  }

  /** Delivers `event: {type}` with JSON data. */
  emit(type: string, data: unknown): void {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }

  /** The server refused the stream (the browser gives up: CLOSED). */
  fail(): void {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event("error"));
  }

  close(): void {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }

  /** Streams that are still open. */
  static open(): FakeEventSource[] {
    return FakeEventSource.instances.filter((s) => !s.closed);
  }
}

/** Installs the fake as the global EventSource; returns the class to inspect streams. */
export function stubEventSource(): typeof FakeEventSource {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  return FakeEventSource;
}
