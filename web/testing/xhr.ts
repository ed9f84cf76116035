// A stand-in for XMLHttpRequest (the upload call uses it for progress): each request waits until the test answers.
import { vi } from "vitest";

export class FakeXhr {
  static requests: FakeXhr[] = [];

  method = "";
  url = "";
  withCredentials = false;
  responseType = "";
  status = 0;
  statusText = "";
  responseText = "";
  responseHeaders: Record<string, string> = {};
  body: FormData | null = null;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.requests.push(this);
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  send(body: FormData): void {
    this.body = body;
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  abort(): void {
    this.onabort?.();
  }

  /** Reports upload progress. */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }

  /** Answers with a status and a JSON body. */
  respond(status: number, body: unknown, statusText = "", headers: Record<string, string> = {}): void {
    this.status = status;
    this.responseHeaders = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    this.statusText = statusText;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  /** The file sent in the `file` field. */
  get file(): File | null {
    const value = this.body?.get("file");
    return value instanceof File ? value : null;
  }
}

/** Installs the fake as the global XMLHttpRequest. */
export function stubXhr(): typeof FakeXhr {
  FakeXhr.requests = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return FakeXhr;
}
