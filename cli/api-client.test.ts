import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiClient, MnemoApiError, MnemoNetworkError, type RetryNotice } from "./api-client.ts";
import { freePort } from "../server/testing/processes.ts";

// A throwaway HTTP server standing in for network conditions the real one produces only under load (429s, 503s):
// the client's retry logic meets real sockets, headers and bodies.
type Handler = (req: IncomingMessage, res: ServerResponse, call: number) => void;
let server: Server | undefined;

async function serve(handler: Handler): Promise<{ url: string; calls: IncomingMessage[] }> {
  const calls: IncomingMessage[] = [];
  server = createServer((req, res) => {
    calls.push(req);
    handler(req, res, calls.length);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls };
}

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
};
const ok = z.object({ ok: z.boolean() });

describe("ApiClient", () => {
  it("sends the token as a Bearer header and keeps a base path", async () => {
    const { url, calls } = await serve((_req, res) => json(res, 200, { ok: true }));
    const client = new ApiClient({ baseUrl: `${url}/mnemo/`, token: "mnemo_secret" });
    expect(await client.get("/api/x", ok, { a: "1", b: undefined })).toEqual({ ok: true });
    expect(calls[0]!.url).toBe("/mnemo/api/x?a=1");
    expect(calls[0]!.headers.authorization).toBe("Bearer mnemo_secret");
  });

  it("waits what Retry-After says on 429, then succeeds", async () => {
    const { url, calls } = await serve((_req, res, call) =>
      call === 1
        ? json(res, 429, { message: "Too many uploads", code: "RATE_LIMITED" }, { "retry-after": "1" })
        : json(res, 200, { ok: true }),
    );
    const notices: RetryNotice[] = [];
    const client = new ApiClient({ baseUrl: url, token: "t", onRetry: (n) => notices.push(n) });
    const started = Date.now();
    expect(await client.post("/api/x", { a: 1 }, ok)).toEqual({ ok: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(calls).toHaveLength(2);
    expect(notices).toMatchObject([{ reason: "429 rate limited", attempt: 1 }]);
  });

  it("retries 5xx with back-off and gives up with the server's message", async () => {
    const { url, calls } = await serve((_req, res) => json(res, 503, { message: "Shutting down", code: "INTERNAL" }));
    const client = new ApiClient({ baseUrl: url, token: "t", maxAttempts: 3, sleep: async () => {} });
    const error = await client.get("/api/x", ok).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MnemoApiError);
    expect(error).toMatchObject({ status: 503, message: "Shutting down", code: "INTERNAL" });
    expect(calls).toHaveLength(3);
  });

  it("does not retry client errors, and reads the API's error shape with its issues", async () => {
    const { url, calls } = await serve((_req, res) =>
      json(res, 400, {
        message: "Invalid request. title: Title is required",
        code: "VALIDATION",
        issues: [{ path: "title", message: "Title is required" }],
      }),
    );
    const client = new ApiClient({ baseUrl: url, token: "t" });
    await expect(client.post("/api/x", {}, ok)).rejects.toMatchObject({
      status: 400,
      code: "VALIDATION",
      issues: [{ path: "title" }],
    });
    expect(calls).toHaveLength(1);
  });

  it("turns an answer that is not the API's shape into 'status: body'", async () => {
    const { url } = await serve((_req, res) => {
      res.writeHead(404, { "content-type": "text/html" });
      res.end("<h1>Not here</h1>");
    });
    await expect(new ApiClient({ baseUrl: url, token: "t" }).get("/api/x", ok)).rejects.toMatchObject({
      status: 404,
      message: "404: <h1>Not here</h1>",
    });
  });

  it("refuses a 2xx answer of an unexpected shape, naming where", async () => {
    const { url } = await serve((_req, res) => json(res, 200, { ok: "yes" }));
    await expect(new ApiClient({ baseUrl: url, token: "t" }).get("/api/x", ok)).rejects.toThrow(
      /unexpected shape \(at ok\)/,
    );
  });

  it("retries a refused connection and then reports the server unreachable", async () => {
    const port = await freePort();
    const notices: RetryNotice[] = [];
    const client = new ApiClient({
      baseUrl: `http://127.0.0.1:${port}`,
      token: "t",
      maxAttempts: 2,
      sleep: async () => {},
      onRetry: (n) => notices.push(n),
    });
    const error = await client.get("/api/x", ok).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MnemoNetworkError);
    expect((error as Error).message).toBe(
      `Could not reach the Mnemo server at http://127.0.0.1:${port} (connection refused).`,
    );
    expect(notices).toMatchObject([{ reason: "connection refused" }]);
  });

  it("sends multipart bodies again on a retry", async () => {
    const bodies: string[] = [];
    const { url } = await serve((req, res, call) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        bodies.push(body);
        if (call === 1) json(res, 502, { message: "Bad gateway" });
        else json(res, 201, { ok: true });
      });
    });
    const form = new FormData();
    form.set("file", new Blob(["hello"]), "a.txt");
    const client = new ApiClient({ baseUrl: url, token: "t", sleep: async () => {} });
    expect(await client.request("POST", "/api/up", { form, schema: ok })).toEqual({ ok: true });
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toContain("hello");
    expect(bodies[1]).toContain('filename="a.txt"');
  });
});
