// Stubs the browser's `fetch` (the boundary of the web app) with canned answers per "METHOD /path".
import { vi } from "vitest";

export type FetchHandler = (init: RequestInit | undefined) => Response | Promise<Response>;

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** Installs a fetch stub; unmatched calls answer 404. Returns the mock to inspect calls. */
export function stubFetch(routes: Record<string, FetchHandler>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      "http://localhost",
    );
    const key = `${(init?.method ?? "GET").toUpperCase()} ${url.pathname}`;
    const handler = routes[key];
    return handler ? handler(init) : json({ message: "Not found" }, 404);
  });
  vi.stubGlobal("fetch", mock);
  return mock;
}

/** The parsed JSON bodies sent to `METHOD /path`. */
export function sentBodies(mock: ReturnType<typeof stubFetch>, method: string, path: string): unknown[] {
  return mock.mock.calls
    .filter(([input, init]) => (init?.method ?? "GET") === method && String(input).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)));
}
